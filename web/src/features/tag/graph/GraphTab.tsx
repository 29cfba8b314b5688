import { useMemo, useState } from 'react';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  additionalTagDefaultRange,
  batteryLineVolts,
  DIFF_CLAMP,
  downsampleSeries,
  fromDisplayUnit,
  MINI_GRAPH_MIN_WIDTH,
  toDisplayUnit,
  unitLabel,
  yRangeForUnit,
  type GraphRangeKey,
  type TagPermissions,
  sameWallClock,
  viewerTimeZone,
  zoneLabel,
} from '@fieldwatch/domain';
import { CalibrationModal } from '../../calibration/CalibrationModal';
import type { TagPageData } from '../graphql/getTag';
import { AddCommentModal } from '../modals/AddCommentModal';
import { AddUserDataModal } from '../modals/AddUserDataModal';
import { DemoRestrictionModal } from '../modals/DemoRestrictionModal';
import { ViewAnnotationModal } from '../modals/ViewAnnotationModal';
import { AverageTempNote } from './AverageTempNote';
import { ClickMenu } from './ClickMenu';
import { columnarOf, displaySeries } from './displaySeries';
import { FourierPlot } from './FourierPlot';
import { useDeleteNearest } from './useDeleteNearest';
import { GraphToolbar } from './GraphToolbar';
import { SecondaryGraphs } from './SecondaryGraphs';
import { TimeChart, type ChartClick, type ChartLine } from './TimeChart';
import type { TagView } from '../useTagView';
import { useGraphMutations } from './useGraphMutations';
import { yRangeOf } from './yRange';
import { useSiteTime } from '../../../app/time/siteTime';
import { withStrap } from '../../../api/jsonScalars';

export interface GraphTabProps {
  data: TagPageData;
  overview: TagPageData;
  view: TagView;
  xRange: [number, number];
  range: GraphRangeKey;
  onRange: (r: GraphRangeKey) => void;
  loadingWindow: boolean;
  additional: string | null;
  onAdditional: (a: string | null) => void;
  coefficient: number | null;
  onCoefficient: (c: number | null) => void;
  perms: TagPermissions;
  isDemo: boolean;
  /** Add Calibration in the click menu: users who may calibrate, and demo users (they get the notice). */
  canCalibrate: boolean;
  /** False until the main graph has drawn: the mini-graph, the linked graphs and the modals come after it. */
  settled: boolean;
  onFirstDraw: () => void;
}

type Modal =
  | { kind: 'addComment' | 'addUserData' | 'calibration' | 'calibrationDemoError'; time: number }
  | { kind: 'viewComment'; id: number }
  | { kind: 'viewUserData'; time: number }
  | null;

/** The Graph tab (spec 2 §2.2, §4.5). */
export function GraphTab(p: GraphTabProps) {
  const siteTime = useSiteTime();
  const { data, view } = p;
  const tag = data.tag.tag;
  const m = useGraphMutations(data.deviceID, tag);
  const deleteNearest = useDeleteNearest(data.deviceID, tag);
  const wide = useMediaQuery(`(min-width: ${MINI_GRAPH_MIN_WIDTH}px)`);
  const [expanded, setExpanded] = useState(false);
  const [menu, setMenu] = useState<ChartClick | null>(null);
  const [modal, setModal] = useState<Modal>(null);
  const [fourier, setFourier] = useState(data.settings.fourierPlotEnabled);

  const primary = view.primary;
  const additionalGraph = data.graphs.find((g) => g.role === 'additional');
  const diffMode = additionalGraph?.tag === 'pdiff';
  const additional = useMemo(
    () =>
      additionalGraph
        ? displaySeries(additionalGraph, {
            unit: additionalGraph.displayUnits,
            diff: diffMode,
            calibration: withStrap(additionalGraph.calibration),
          })
        : null,
    [additionalGraph, diffMode],
  );
  const lines: ChartLine[] = [];
  if (primary) lines.push({ ...primary.draw, color: '#1c7ed6', label: data.tag.tag });
  if (additional && additionalGraph) lines.push({ ...additional, color: '#f08c00', label: additionalGraph.label, axis: 'right' });
  const hLines =
    tag === '_v'
      ? [
          { raw: data.device.hibernationVoltage, label: 'Hibernation', color: '#e03131' },
          { raw: data.device.slowdownVoltage4, label: 'Low Battery', color: '#f08c00' },
        ].flatMap((h) => {
          const v = batteryLineVolts(h.raw);
          return v === null ? [] : [{ value: v, label: h.label, color: h.color }];
        })
      : [];
  // the battery lines stay in view when the range follows the data
  const yRange = yRangeOf(
    data.settings.ymin,
    data.settings.ymax,
    primary ? [primary.draw.min, primary.draw.max, hLines.map((h) => h.value)] : [],
    [yRangeForUnit(tag, view.unit).ymin, yRangeForUnit(tag, view.unit).ymax],
  );
  // diff mode draws every value inside the clamp window, so that window (with a margin that keeps clamped stretches
  // off the plot's edges) is the axis: pdiff's default 0..1 would show nothing
  const diffMargin = (DIFF_CLAMP.max - DIFF_CLAMP.min) * 0.05;
  const addRange: [number, number] | undefined = diffMode
    ? [DIFF_CLAMP.min - diffMargin, DIFF_CLAMP.max + diffMargin]
    : additionalGraph
      ? yRangeOf(
          additionalGraph.ymin,
          additionalGraph.ymax,
          [additional!.min, additional!.max],
          (() => {
            const r = additionalTagDefaultRange(additionalGraph.tag, additionalGraph.displayUnits);
            return [r.ymin, r.ymax] as [number, number];
          })(),
        )
      : undefined;
  const userPoints = data.userData.map((u) => ({
    time: u.time,
    value: toDisplayUnit(tag, u.value, view.unit, view.conversion) ?? u.value,
  }));
  const markers = data.comments.map((c) => ({ id: c.id, time: c.time, label: c.comment }));

  const overviewPrimary = p.overview.graphs.find((g) => g.role === 'primary');
  const mini = useMemo(() => {
    if (!overviewPrimary || !p.settled) return null;
    const small = downsampleSeries(columnarOf(overviewPrimary), 400);
    // neighbouring mini-graph buckets are a bucket apart: only a longer silence is a gap
    const bucket = small.times.length > 1 ? Math.ceil((small.times.at(-1)! - small.times[0]!) / 400) : overviewPrimary.bucket;
    return displaySeries(
      { ...overviewPrimary, ...small, bucket: Math.max(bucket, overviewPrimary.bucket) },
      { unit: view.unit, calibration: view.calibration },
    );
  }, [overviewPrimary, view.unit, view.calibration, p.settled]);

  const onClick = (c: ChartClick) => {
    if (c.marker) return setModal({ kind: 'viewComment', id: c.marker.id });
    if (c.userPoint) return setModal({ kind: 'viewUserData', time: c.userPoint.time });
    setMenu(c);
  };
  const clickedTime = menu ? (menu.nearest?.time ?? menu.x) : 0;
  const rawPoints = primary?.bucket === 0;
  const closeModal = () => setModal(null);
  const viewed = modal?.kind === 'viewComment' ? data.comments.find((c) => c.id === modal.id) : undefined;
  const viewedUser = modal?.kind === 'viewUserData' ? data.userData.find((u) => u.time === modal.time) : undefined;
  const savedCoefficient = data.settings.temperatureCorrectionCoefficient;

  return (
    <Stack gap="sm">
      <GraphToolbar
        range={p.range}
        onRange={p.onRange}
        loading={p.loadingWindow}
        settled={p.settled}
        commentsExpanded={expanded}
        onToggleComments={() => setExpanded((e) => !e)}
        additionalOptions={data.additionalOptions.map((o) => o.tag)}
        additional={p.additional}
        onAdditional={(a) => {
          p.onAdditional(a);
          if (p.perms.chooseAdditional) m.additional.mutate(a);
        }}
        fourierOffered={tag === 'vib'}
        fourierShown={fourier}
        onToggleFourier={() => {
          const on = !fourier;
          setFourier(on);
          p.onRange('2w');
          if (p.perms.editCorrections) m.fourier.mutate(on);
        }}
        slider={
          p.perms.editCorrections && data.settings.temperatureCorrectionEnabled
            ? {
                value: p.coefficient ?? savedCoefficient,
                changed: p.coefficient !== null && p.coefficient !== savedCoefficient,
                saving: m.tempCorrection.isPending,
                onChange: (v) => p.onCoefficient(v),
                onSave: () => m.tempCorrection.mutate(p.coefficient ?? savedCoefficient, { onSuccess: () => p.onCoefficient(null) }),
                onCancel: () => p.onCoefficient(null),
              }
            : null
        }
      />
      {p.settled && p.perms.editCorrections && data.settings.temperatureCorrectionEnabled && (
        <AverageTempNote
          deviceID={data.deviceID}
          tag={tag}
          xRange={p.xRange}
          coefficient={p.coefficient ?? savedCoefficient}
          threshold={data.settings.temperatureCorrectionThreshold}
          unit={view.unit}
          calibration={view.calibration}
        />
      )}
      <div style={{ position: 'relative' }}>
        <TimeChart
          testId="tag-graph"
          ariaLabel={`${primary?.label ?? tag} graph`}
          height={360}
          lines={lines}
          xRange={p.xRange}
          yRange={yRange}
          rightRange={addRange}
          markers={markers}
          markersExpanded={expanded}
          userPoints={userPoints}
          hLines={hLines}
          onClick={onClick}
          onFirstDraw={p.onFirstDraw}
        />
        {menu && (
          <ClickMenu
            left={Math.min(menu.left, 9999)}
            top={menu.top}
            time={clickedTime}
            canAnnotate={p.perms.annotate}
            canCalibrate={p.canCalibrate}
            canDeletePoint={p.perms.deleteData && (!rawPoints || menu.nearest !== null)}
            onClose={() => setMenu(null)}
            onAddComment={() => (setModal({ kind: 'addComment', time: clickedTime }), setMenu(null))}
            onAddUserData={() => (setModal({ kind: 'addUserData', time: clickedTime }), setMenu(null))}
            onAddCalibration={() => (
              setModal({ kind: p.isDemo ? 'calibrationDemoError' : 'calibration', time: clickedTime }),
              setMenu(null)
            )}
            onDeletePoint={() => {
              if (!rawPoints && primary) deleteNearest.mutate({ time: menu.x, within: primary.bucket });
              else if (menu.nearest) m.deleteData.mutate(menu.nearest.time);
              setMenu(null);
            }}
          />
        )}
      </div>
      <Text size="xs" c="dimmed">
        {view.unit ? `Values in ${unitLabel(view.unit)}. ` : ''}
        {primary && primary.bucket > 0 ? `Each point summarises ${Math.round(primary.bucket / 60)} minutes (band: min to max).` : ''}
        {siteZoneNote(data.device.timeZone, p.xRange[1])}
      </Text>
      {wide && mini && (
        <TimeChart
          testId="mini-graph"
          ariaLabel="Whole range"
          compact
          height={60}
          lines={[{ ...mini, color: '#868e96', label: 'all' }]}
          xRange={[overviewPrimary!.times[0] ?? p.xRange[0], Math.max(overviewPrimary!.times.at(-1) ?? p.xRange[1], p.xRange[1])]}
          yRange={yRangeOf(null, null, [mini.values], [0, 1])}
          highlight={p.xRange}
        />
      )}
      {p.settled && fourier && tag === 'vib' && primary && (
        <FourierPlot
          deviceID={data.deviceID}
          tag={tag}
          start={p.xRange[0]}
          end={p.xRange[1]}
          maxAmplitude={data.settings.maximumFourierAmplitude}
          preview={p.coefficient !== null && p.coefficient !== savedCoefficient ? primary.corrected : null}
        />
      )}
      {p.settled && <SecondaryGraphs data={data} xRange={p.xRange} />}
      {expanded && (
        <Stack gap={4}>
          <Text fw={500} size="sm">
            Comments
          </Text>
          {data.comments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No comments.
            </Text>
          ) : (
            <List size="sm" data-testid="comment-list">
              {data.comments.map((c) => (
                <List.Item key={c.id}>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {siteTime(c.time)}
                    </Text>
                    <Button variant="subtle" size="compact-sm" onClick={() => setModal({ kind: 'viewComment', id: c.id })}>
                      {c.comment}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      {p.settled && (
        <>
          <AddCommentModal
            time={modal?.kind === 'addComment' ? modal.time : null}
            saving={m.addComment.isPending}
            onCancel={closeModal}
            onSave={(comment) => m.addComment.mutate({ time: (modal as { time: number }).time, comment }, { onSuccess: closeModal })}
          />
          <AddUserDataModal
            time={modal?.kind === 'addUserData' ? modal.time : null}
            unit={unitLabel(view.unit)}
            saving={m.addUserData.isPending}
            onCancel={closeModal}
            onSave={(v) =>
              m.addUserData.mutate(
                { time: (modal as { time: number }).time, value: fromDisplayUnit(tag, v, view.unit, view.conversion) ?? v },
                { onSuccess: closeModal },
              )
            }
          />
          <ViewAnnotationModal
            title="Comment"
            time={viewed?.time ?? null}
            body={viewed?.comment ?? ''}
            canDelete={p.perms.deleteAnnotations}
            deleting={m.deleteComment.isPending}
            onClose={closeModal}
            onDelete={() => viewed && m.deleteComment.mutate(viewed.id, { onSuccess: closeModal })}
          />
          <ViewAnnotationModal
            title="User Data"
            time={viewedUser?.time ?? null}
            // the trip to the base unit and back is not exact in floating point: 97.7 in would come back as 97.70000000000002
            body={
              viewedUser
                ? `Reading: ${Math.round((toDisplayUnit(tag, viewedUser.value, view.unit, view.conversion) ?? viewedUser.value) * 1000) / 1000} ${unitLabel(view.unit)}`
                : ''
            }
            canDelete={p.perms.deleteAnnotations}
            deleting={m.deleteUserData.isPending}
            onClose={closeModal}
            onDelete={() => viewedUser && m.deleteUserData.mutate(viewedUser.time, { onSuccess: closeModal })}
          />
          <DemoRestrictionModal opened={modal?.kind === 'calibrationDemoError'} onClose={closeModal} />
          <CalibrationModal
            deviceID={data.deviceID}
            tag={tag}
            opened={modal?.kind === 'calibration'}
            onClose={closeModal}
            time={modal?.kind === 'calibration' ? modal.time : undefined}
          />
        </>
      )}
    </Stack>
  );
}

/** The time axis is the device's site time: said when the viewer's clock shows another ('Times in CST, the site's zone.'). */
function siteZoneNote(zone: string, at: number): string {
  return sameWallClock(zone, viewerTimeZone(), at) ? '' : ` Times in ${zoneLabel(zone, at)}, the site's zone.`;
}
