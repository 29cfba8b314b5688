import { Text } from '@mantine/core';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DIRECTORY_COUNT, type DirectoryVariables } from './graphql/devices';

/** The total number of devices in the shown folder (devicesReCount), whatever the view shows of them. */
export function DeviceCount({ variables }: { variables: DirectoryVariables }) {
  const { data } = useGraphQLQuery(DIRECTORY_COUNT, variables);
  if (data === undefined) return null;
  const n = data.devicesReCount;
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="device-count">
      {n} {n === 1 ? 'Device' : 'Devices'}
    </Text>
  );
}
