import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MANAGER_LINKS } from '../../app/layout/toolLinks';
import { SHELL_TEXTS } from '../../app/texts';
import { ScreenHeader } from '../../ui/ScreenHeader';

/** The manager's landing page: the experimental-features warning and the manager menu's two tools. */
export function ManagerPage() {
  return (
    <ScreenHeader title="Manager">
      <Alert color="yellow" icon={<IconAlertTriangle />} title="Experimental">
        {SHELL_TEXTS.managerWarning}
      </Alert>
      <List>
        {MANAGER_LINKS.map((l) => (
          <List.Item key={l.to}>
            <Anchor component={Link} to={l.to}>
              {l.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </ScreenHeader>
  );
}
