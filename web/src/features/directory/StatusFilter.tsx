import { SegmentedControl } from '@mantine/core';
import { DIRECTORY_STATUS_LABELS, directoryStatuses, statusFlags, statusOf, type DirectoryStatus } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import { useDirectoryPlace, useGoToDirectory } from './useDirectoryPlace';

/** Active / Inactive (and Decommissioned for super users); one at a time (spec 1 §4), kept in the address. */
export function StatusFilter() {
  const { isSuperUser } = useMe();
  const place = useDirectoryPlace();
  const goTo = useGoToDirectory();
  const data = directoryStatuses(isSuperUser).map((value) => ({ value, label: DIRECTORY_STATUS_LABELS[value] }));
  return (
    <SegmentedControl
      size="xs"
      aria-label="Device status"
      data={data}
      value={statusOf(place)}
      onChange={(value) => goTo(statusFlags(value as DirectoryStatus))}
    />
  );
}
