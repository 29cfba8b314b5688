import { additionalTagDefaultRange, additionalTagLabel, needsTemperatures, tagLabel, defaultUnit } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { firstTimeColumn } from './firstTimeColumn';
import type { GraphLink } from '../db/schema';
import { correctionSettingsOf, type TagSettingsRow } from './tagSettingsRow';
import type { TagPageRow } from './tagPageRow';
import { readSeriesMany, type SeriesResult } from './readSeries';
import { additionalSeries } from './additionalSeries';

type GraphRole = 'primary' | 'additional' | 'secondary' | 'third' | 'fourth' | 'fifth';

export interface GraphSeriesShape {
  role: GraphRole;
  deviceId: number;
  tag: string;
  label: string;
  displayUnits: string | null;
  ymin: number | null;
  ymax: number | null;
  /** The tag's own spike and minimum-value filter (spec 2 §3 secondaryGraph…); null for an additional sensor. */
  filter: SeriesFilter | null;
  series: SeriesResult;
}

interface SeriesFilter {
  enabled: boolean;
  threshold: number | null;
  minimumValue: number | null;
}

const filterOf = (r: TagSettingsRow): SeriesFilter => ({
  enabled: r.filter_enabled,
  threshold: r.filter_threshold,
  minimumValue: r.filter_minimum_value,
});

export interface GraphRequest {
  start: number | null;
  end: number | null;
  downsampled: boolean;
  /** A zoomed window's pixel count (readSeries); null: the page's fixed loads. */
  points: number | null;
  /** The additional sensor to draw; undefined: the tag's own choice. */
  additional: string | null | undefined;
}

const LINKS = [
  ['secondary', 'secondary_graph'],
  ['third', 'third_graph'],
  ['fourth', 'fourth_graph'],
  ['fifth', 'fifth_graph'],
] as const;

type LinkedTag = TagSettingsRow & { first_time: number | null };

/**
 * The linked tags the viewer may see (by "deviceID:tag"), each with its first reading when the range starts there:
 * all links in one query, the first reading with the tag row rather than after it.
 */
async function visibleLinkedTags(db: Db, viewer: Viewer, links: GraphLink[], withFirst: boolean): Promise<Map<string, LinkedTag>> {
  if (links.length === 0) return new Map();
  const rows = await db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .selectAll('tags')
    .select(firstTimeColumn(withFirst))
    .where((eb) => eb.or(links.map((l) => eb.and([eb('tags.device_id', '=', l.deviceID), eb('tags.tag', '=', l.tag)]))))
    .where(deviceFilter(viewer, 'devices'))
    .execute();
  return new Map(rows.map((r) => [`${r.device_id}:${r.tag}`, r]));
}

/**
 * Every series the sensor page draws for the tag: its own, the chosen additional sensor of the same device, and the
 * 2nd to 5th graphs (other tags, possibly of other devices, drawn only when the viewer may see them). The tag's own
 * and the linked ones are read together once the linked tags are known (one statement when they share a resolution,
 * readSeriesMany), the additional sensor beside them; each one is bucketed on its own.
 */
export async function graphSeriesList(db: Db, viewer: Viewer, tag: TagPageRow, req: GraphRequest): Promise<GraphSeriesShape[]> {
  const range = { start: req.start, end: req.end, downsampled: req.downsampled, points: req.points };
  const additional = req.additional === undefined ? tag.active_additional : req.additional;
  const additionalJob: Promise<GraphSeriesShape | null> =
    additional && additional !== tag.tag
      ? (async () => {
          const setting = tag.additional_tags.find((a) => a.tag === additional);
          const series = await additionalSeries(db, tag.device_id, tag.tag, additional, range, tag.device_tags);
          if (!series) return null;
          const range0 = additionalTagDefaultRange(additional, setting?.displayUnits);
          return {
            role: 'additional' as const,
            deviceId: tag.device_id,
            tag: additional,
            label: additionalTagLabel(additional),
            displayUnits: setting?.displayUnits ?? null,
            ymin: setting?.ymin ?? range0.ymin,
            ymax: setting?.ymax ?? range0.ymax,
            filter: null,
            series,
          };
        })()
      : Promise.resolve(null);
  // awaited below, after the other reads: a failure meanwhile must not count as an unhandled rejection
  additionalJob.catch(() => undefined);
  const linked = LINKS.flatMap(([role, column]) => {
    const link = tag[column];
    return link ? [{ role, link }] : [];
  });
  const others = await visibleLinkedTags(
    db,
    viewer,
    linked.map((l) => l.link),
    range.start === null,
  );
  const drawn = linked.flatMap(({ role, link }) => {
    const other = others.get(`${link.deviceID}:${link.tag}`);
    return other ? [{ role, other }] : [];
  });
  const [own, ...linkedSeries] = await readSeriesMany(db, [
    {
      deviceId: tag.device_id,
      tag: tag.tag,
      range: {
        ...range,
        needsTemps: needsTemperatures(correctionSettingsOf(tag)),
        ...(range.start === null ? { firstTime: tag.first_time } : {}),
      },
    },
    ...drawn.map(({ other }) => ({
      deviceId: other.device_id,
      tag: other.tag,
      range: {
        ...range,
        ...(range.start === null ? { firstTime: other.first_time } : {}),
        needsTemps: needsTemperatures(correctionSettingsOf(other)),
      },
    })),
  ]);
  const primary: GraphSeriesShape = {
    role: 'primary',
    deviceId: tag.device_id,
    tag: tag.tag,
    label: tagLabel(tag.tag),
    displayUnits: tag.display_units,
    ymin: tag.ymin,
    ymax: tag.ymax,
    filter: filterOf(tag),
    series: own!,
  };
  const linkedShapes = drawn.map(({ role, other }, i): GraphSeriesShape => ({
    role,
    deviceId: other.device_id,
    tag: other.tag,
    label: tagLabel(other.tag),
    displayUnits: other.display_units ?? defaultUnit(other.tag).unit,
    ymin: other.ymin,
    ymax: other.ymax,
    filter: filterOf(other),
    series: linkedSeries[i]!,
  }));
  const extra = await additionalJob;
  return [primary, ...(extra ? [extra] : []), ...linkedShapes];
}
