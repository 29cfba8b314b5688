import { VisuallyHidden } from '@mantine/core';

/** The graph's keys, read with its name by a screen reader (the page shows the pointer's gestures under the graph). */
export function ChartKeysHint({ id, zoom, menu }: { id: string; zoom: boolean; menu: boolean }) {
  return (
    <VisuallyHidden id={id}>
      Left and Right arrows move from reading to reading, Home and End go to the first and last.
      {menu ? ' Enter opens the menu of the reading.' : ''}
      {zoom ? ' Plus and minus zoom, Shift with an arrow moves the window, 0 resets the zoom.' : ''}
    </VisuallyHidden>
  );
}
