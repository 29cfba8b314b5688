import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SHELL_TEXTS } from '../../app/texts';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function ManagerPage() {
  return (
    <ScreenHeader title="Manager">
      <Alert color="yellow" icon={<IconAlertTriangle />} title="Experimental">
        {SHELL_TEXTS.managerWarning}
      </Alert>
    </ScreenHeader>
  );
}
