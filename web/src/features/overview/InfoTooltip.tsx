import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A focusable info icon, so the explanation is reachable by keyboard and touch, not only by hovering. */
export function InfoTooltip({ label, about }: { label: string; about: string }) {
  return (
    <Tooltip label={label} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`About ${about}`}>
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
