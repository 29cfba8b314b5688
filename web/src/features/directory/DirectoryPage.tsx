import { useEffect } from 'react';
import { Stack, VisuallyHidden } from '@mantine/core';
import { updateDirectoryView } from '../../app/state/directoryStore';
import { DirectoryMapContent } from './DirectoryMapContent';
import { DirectoryPagedContent } from './DirectoryPagedContent';
import { DirectoryTopBar } from './DirectoryTopBar';
import { useDirectoryVariables } from './useDirectoryVariables';
import { useDirectoryViewType } from './useDirectoryViewType';

/** /directory: the devices of the chosen folder as cards, a table or a map (spec 1 §2 "Device directory"). */
export function DirectoryPage() {
  const [viewType] = useDirectoryViewType();
  // the folder links of the sidebar open the view last shown here (directoryHref)
  useEffect(() => {
    updateDirectoryView({ viewType });
  }, [viewType]);
  const variables = useDirectoryVariables();
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      {/* the spec shows no title here; the page's one h1 names it for screen readers and the focus after navigating */}
      <VisuallyHidden component="h1">Directory</VisuallyHidden>
      <DirectoryTopBar variables={variables} />
      {viewType === 'map' ? (
        <DirectoryMapContent variables={variables} />
      ) : (
        <DirectoryPagedContent variables={variables} view={viewType === 'list' ? 'list' : 'icons'} />
      )}
    </Stack>
  );
}
