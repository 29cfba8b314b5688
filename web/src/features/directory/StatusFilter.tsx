import { SegmentedControl } from '@mantine/core';
import { DIRECTORY_STATUS_LABELS, directoryStatuses, statusFlags, statusOf, type DirectoryStatus } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import { updateDirectoryView, useDirectoryView } from '../../app/state/directoryStore';

/** Active / Inactive (and Decommissioned for super users); one at a time (spec 1 §4). */
export function StatusFilter() {
  const { isSuperUser } = useMe();
  const view = useDirectoryView();
  const data = directoryStatuses(isSuperUser).map((value) => ({ value, label: DIRECTORY_STATUS_LABELS[value] }));
  return (
    <SegmentedControl
      size="xs"
      aria-label="Device status"
      data={data}
      value={statusOf(view)}
      onChange={(value) => updateDirectoryView(statusFlags(value as DirectoryStatus))}
    />
  );
}
