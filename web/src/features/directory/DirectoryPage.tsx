import { Stack, Text } from '@mantine/core';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { useDirectoryView } from '../../app/state/directoryStore';
import { DirectoryMapView } from './DirectoryMapView';
import { DeviceTable } from '../../ui/tables/DeviceTable';
import { DirectoryTopBar } from './DirectoryTopBar';
import { EmptyDevices } from './EmptyDevices';
import { DIRECTORY_DETAILS } from './graphql/devices';
import { IconsView } from './IconsView';
import { DIRECTORY_TEXTS } from './texts';
import { useDirectoryVariables } from './useDirectoryVariables';

/** /directory: the devices of the chosen folder as cards, a table or a map (spec 1 §2 "Device directory"). */
export function DirectoryPage() {
  const { viewType } = useDirectoryView();
  const variables = useDirectoryVariables();
  // one query feeds all three views, so switching views shows the same devices without a request
  const { data, isPending, isError } = useGraphQLQuery(DIRECTORY_DETAILS, variables);

  let content;
  if (isPending) content = <DelayedSpinner />;
  else if (isError) content = <Text>{DIRECTORY_TEXTS.error}</Text>;
  else if (data.devicesRe.length === 0) content = <EmptyDevices />;
  else if (viewType === 'list') content = <DeviceTable variant="full" devices={data.devicesRe} aria-label="Devices" />;
  else if (viewType === 'map') content = <DirectoryMapView devices={data.devicesRe} />;
  else content = <IconsView devices={data.devicesRe} />;

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <DirectoryTopBar variables={variables} />
      {content}
    </Stack>
  );
}
