import { Group } from '@mantine/core';
import { DeviceCount } from './DeviceCount';
import { DirectoryBreadcrumbs } from './DirectoryBreadcrumbs';
import type { DirectoryVariables } from './graphql/devices';
import { StatusFilter } from './StatusFilter';
import { ViewSelector } from './ViewSelector';

/** Breadcrumbs and count on the left, status filter and view selector on the right; wraps on a phone. */
export function DirectoryTopBar({ variables }: { variables: DirectoryVariables }) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
        <DirectoryBreadcrumbs />
        <DeviceCount variables={variables} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <StatusFilter />
        <ViewSelector />
      </Group>
    </Group>
  );
}
