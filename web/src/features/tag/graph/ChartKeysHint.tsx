/** Out of sight, still read; plain styles, since the chart is also drawn outside Mantine's provider (its test page). */
const HIDDEN: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  whiteSpace: 'nowrap',
};

/** The graph's keys, read with its name by a screen reader (the page shows the pointer's gestures under the graph). */
export function ChartKeysHint({ id, zoom, menu }: { id: string; zoom: boolean; menu: boolean }) {
  return (
    <span id={id} style={HIDDEN}>
      Left and Right arrows move from reading to reading, Home and End go to the first and last.
      {menu ? ' Enter opens the menu of the reading.' : ''}
      {zoom ? ' Plus and minus zoom, Shift with an arrow moves the window, 0 resets the zoom.' : ''}
    </span>
  );
}
