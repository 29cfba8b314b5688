import { useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import {
  additionalTagDefaultRange,
  batteryLineVolts,
  DIFF_CLAMP,
  MINI_GRAPH_MIN_WIDTH,
  ZOOM_MIN_SECONDS,
  toDisplayUnit,
  unitLabel,
  yRangeForUnit,
  type GraphRangeKey,
  type TagPermissions,
  sameWallClock,
  viewerTimeZone,
  zoneLabel,
} from '@fieldwatch/domain';
import type { TagPageData } from '../graphql/getTag';
import { AverageTempNote } from './AverageTempNote';
import { ClickMenu } from './ClickMenu';
import { CommentList } from './CommentList';
import { displaySeries } from './displaySeries';
import { FourierPlot } from './FourierPlot';
import { GraphModals, type GraphModal } from './GraphModals';
import { MiniGraph } from './MiniGraph';
import { useNearestRaw } from './useNearestRaw';
import { GraphToolbar } from './GraphToolbar';
import { SecondaryGraphs } from './SecondaryGraphs';
import { TimeChart, type ChartClick, type ChartLine } from './TimeChart';
import type { TagView } from '../useTagView';
import { useGraphMutations } from './useGraphMutations';
import { yRangeOf } from './yRange';
import { withStrap } from '../../../api/jsonScalars';

export interface GraphTabProps {
  data: TagPageData;
  overview: TagPageData;
  view: TagView;
  xRange: [number, number];
  /** The whole range the tag has data in: the mini-graph's, and the limits of zooming out. */
  extent: [number, number];
  range: GraphRangeKey;
  onRange: (r: GraphRangeKey) => void;
  /** The zoomed window, or null (spec 2 §2.2's range buttons set the window). */
  zoom: [number, number] | null;
  onZoom: (w: [number, number]) => void;
  onResetZoom: () => void;
  /** The main plot's width in CSS pixels, as laid out (the window's point count follows it). */
  onPlotWidth: (w: number) => void;
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

/** The click menu's width with its border and padding (ClickMenu's minWidth 170). */
const MENU_WIDTH = 180;

/** The Graph tab (spec 2 §2.2, §4.5). */
export function GraphTab(p: GraphTabProps) {
  const { data, view } = p;
  const tag = data.tag.tag;
  const m = useGraphMutations(data.deviceID, tag);
  const wide = useMediaQuery(`(min-width: ${MINI_GRAPH_MIN_WIDTH}px)`);
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const [expanded, setExpanded] = useState(false);
  const [menu, setMenu] = useState<ChartClick | null>(null);
  const [modal, setModal] = useState<GraphModal>(null);
  const [fourier, setFourier] = useState(data.settings.fourierPlotEnabled);
  const [panMode, setPanMode] = useState(false);
  const plot = useElementSize();
  const { onPlotWidth } = p;
  useEffect(() => {
    if (plot.width > 0) onPlotWidth(plot.width);
  }, [plot.width, onPlotWidth]);

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
  if (primary) lines.push({ ...primary.draw, color: 'var(--fw-graph-primary)', label: primary.label, unit: unitLabel(view.unit) });
  if (additional && additionalGraph)
    lines.push({
      ...additional,
      color: '#f08c00',
      label: additionalGraph.label,
      axis: 'right',
      unit: additionalGraph.displayUnits ? unitLabel(additionalGraph.displayUnits) : '',
    });
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
  const zoomLimits = { min: p.extent[0], max: Math.max(p.extent[1], p.xRange[1]), minSpan: ZOOM_MIN_SECONDS };
  // every time graph of the page zooms and pans together
  const zoom = {
    onWindow: (w: [number, number]) => {
      setMenu(null);
      p.onZoom(w);
    },
    onResetZoom: p.onResetZoom,
    zoomLimits,
    panMode,
  };

  const onClick = (c: ChartClick) => {
    if (c.marker) return setModal({ kind: 'viewComment', id: c.marker.id });
    if (c.userPoint) return setModal({ kind: 'viewUserData', time: c.userPoint.time });
    setMenu(c);
  };
  const rawPoints = primary?.bucket === 0;
  // a bucketed graph's click lands on a bucket: the menu acts on the raw reading nearest the click (spec 2 §4.5)
  const nearestRaw = useNearestRaw(data.deviceID, tag, menu && !rawPoints && primary ? { time: menu.x, within: primary.bucket } : null);
  const clickedTime = menu ? (rawPoints ? (menu.nearest?.time ?? menu.x) : (nearestRaw ?? menu.x)) : 0;
  const closeModal = () => setModal(null);
  const savedCoefficient = data.settings.temperatureCorrectionCoefficient;

  return (
    <Stack gap="sm">
      <GraphToolbar
        range={p.range}
        onRange={p.onRange}
        zoomed={p.zoom !== null}
        onResetZoom={p.onResetZoom}
        panMode={panMode}
        onPanMode={setPanMode}
        touch={touch}
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
      <div ref={plot.ref} style={{ position: 'relative' }}>
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
          {...zoom}
        />
        {menu && (
          <ClickMenu
            // kept inside the plot: a reading at the right edge (End by keyboard, a click there) opened it off screen
            left={Math.max(0, Math.min(menu.left, plot.width - MENU_WIDTH))}
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
              // asks first, naming the reading (DeletePointModal); a bucketed graph's reading is looked up there
              if (!rawPoints && primary) setModal({ kind: 'deletePoint', time: menu.x, within: primary.bucket, shown: null });
              else if (menu.nearest) setModal({ kind: 'deletePoint', time: menu.nearest.time, within: null, shown: menu.nearest.value });
              setMenu(null);
            }}
          />
        )}
      </div>
      <Text size="xs" c="dimmed">
        {view.unit ? `Values in ${unitLabel(view.unit)}. ` : ''}
        {primary && primary.bucket > 0 ? `Each point summarises ${Math.round(primary.bucket / 60)} minutes (band: min to max).` : ''}
        {siteZoneNote(data.device.timeZone, p.xRange[1])}
        {touch ? ' Pinch to zoom, swipe to move.' : ' Drag to zoom, Shift+drag to move, double-click to reset.'}
      </Text>
      {wide && p.settled && overviewPrimary && (
        <MiniGraph series={overviewPrimary} view={view} extent={[zoomLimits.min, zoomLimits.max]} window={p.xRange} onWindow={p.onZoom} />
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
      {p.settled && <SecondaryGraphs data={data} xRange={p.xRange} zoom={zoom} />}
      {expanded && <CommentList comments={data.comments} onOpen={(id) => setModal({ kind: 'viewComment', id })} />}
      {p.settled && <GraphModals data={data} view={view} modal={modal} mutations={m} perms={p.perms} closeModal={closeModal} />}
    </Stack>
  );
}

/** The time axis is the device's site time: said when the viewer's clock shows another ('Times in CST, the site's zone.'). */
function siteZoneNote(zone: string, at: number): string {
  return sameWallClock(zone, viewerTimeZone(), at) ? '' : ` Times in ${zoneLabel(zone, at)}, the site's zone.`;
}
