import { Center, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList, IconMap, type Icon } from '@tabler/icons-react';
import type { DirectoryViewType as ViewType } from './directoryAddress';
import { useDirectoryPlace, useGoToDirectory } from './useDirectoryPlace';

const VIEWS: { value: ViewType; label: string; icon: Icon }[] = [
  { value: 'icons', label: 'Icons', icon: IconLayoutGrid },
  { value: 'list', label: 'List', icon: IconList },
  { value: 'map', label: 'Map', icon: IconMap },
];

export function ViewSelector() {
  const { viewType } = useDirectoryPlace();
  const goTo = useGoToDirectory();
  return (
    <SegmentedControl
      size="xs"
      aria-label="View"
      value={viewType}
      onChange={(value) => goTo({ viewType: value as ViewType })}
      data={VIEWS.map((v) => ({
        value: v.value,
        label: (
          <Center style={{ gap: 4 }}>
            <v.icon size={14} aria-hidden />
            <span>{v.label}</span>
          </Center>
        ),
      }))}
    />
  );
}
