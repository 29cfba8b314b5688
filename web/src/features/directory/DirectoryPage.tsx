import { Stack } from '@mantine/core';
import { useDirectoryView } from '../../app/state/directoryStore';
import { DirectoryMapContent } from './DirectoryMapContent';
import { DirectoryPagedContent } from './DirectoryPagedContent';
import { DirectoryTopBar } from './DirectoryTopBar';
import { useDirectoryVariables } from './useDirectoryVariables';

/** /directory: the devices of the chosen folder as cards, a table or a map (spec 1 §2 "Device directory"). */
export function DirectoryPage() {
  const { viewType } = useDirectoryView();
  const variables = useDirectoryVariables();
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <DirectoryTopBar variables={variables} />
      {viewType === 'map' ? (
        <DirectoryMapContent variables={variables} />
      ) : (
        <DirectoryPagedContent variables={variables} view={viewType === 'list' ? 'list' : 'icons'} />
      )}
    </Stack>
  );
}
