import { useEffect } from 'react';
import { Stack, VisuallyHidden } from '@mantine/core';
import { updateDirectoryView } from '../../app/state/directoryStore';
import { DirectoryMapContent } from './DirectoryMapContent';
import { DirectoryPagedContent } from './DirectoryPagedContent';
import { DirectoryTopBar } from './DirectoryTopBar';
import { useDirectoryVariables } from './useDirectoryVariables';
import { useDirectoryPlace } from './useDirectoryPlace';

/** /directory: the devices of the chosen folder as cards, a table or a map (spec 1 §2 "Device directory"). */
export function DirectoryPage() {
  const place = useDirectoryPlace();
  const { viewType } = place;
  // the place the address names is the one last shown: the sidebar's links return to it from other pages
  useEffect(() => {
    updateDirectoryView(place);
  }, [place]);
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
