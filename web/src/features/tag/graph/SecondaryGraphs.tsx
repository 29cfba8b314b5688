import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { linkedGraphCorrections, unitLabel, yRangeForUnit } from '@fieldwatch/domain';
import type { TagPageData } from '../graphql/getTag';
import { displaySeries } from './displaySeries';
import { TimeChart, type TimeChartProps } from './TimeChart';
import { yRangeOf } from './yRange';
import { withStrap } from '../../../api/jsonScalars';

const ORDER = ['secondary', 'third', 'fourth', 'fifth'] as const;

/** The main graph's zoom and pan, passed on so a gesture on any graph moves them all (TimeChartProps). */
type GraphZoom = Pick<TimeChartProps, 'onWindow' | 'onResetZoom' | 'zoomLimits' | 'panMode'>;

/** The 2nd to 5th graphs (spec 2 §3): other tags, possibly of other devices, over the same time range. */
export function SecondaryGraphs({ data, xRange, zoom }: { data: TagPageData; xRange: [number, number]; zoom?: GraphZoom }) {
  // built once per answer, so that the charts see the same arrays and skip setData on unrelated renders
  const graphs = useMemo(
    () =>
      ORDER.flatMap((role) => data.graphs.filter((g) => g.role === role)).map((g) => ({
        g,
        // as its own page shows it: through its calibration, in its unit, without the spikes its filter drops
        d: displaySeries(g, { unit: g.displayUnits, calibration: withStrap(g.calibration), corrections: linkedGraphCorrections(g) }),
      })),
    [data.graphs],
  );
  if (graphs.length === 0) return null;
  return (
    <Stack gap="sm">
      {graphs.map(({ g, d }) => {
        const fallback = yRangeForUnit(g.tag, g.displayUnits ?? '');
        return (
          <Stack key={g.role} gap={2}>
            <Text size="sm" fw={500}>
              {g.label} — device {g.deviceID}
              {g.displayUnits ? ` (${unitLabel(g.displayUnits)})` : ''}
            </Text>
            <TimeChart
              testId={`graph-${g.role}`}
              ariaLabel={`${g.label} of device ${g.deviceID}`}
              height={180}
              lines={[{ ...d, color: '#2f9e44', label: g.label, unit: g.displayUnits ? unitLabel(g.displayUnits) : undefined }]}
              xRange={xRange}
              {...zoom}
              yRange={yRangeOf(g.ymin, g.ymax, [d.min, d.max], [fallback.ymin, fallback.ymax])}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
