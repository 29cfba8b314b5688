import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { additionalOptions, deviceTagCodes } from '../../tag/additionalOptions';
import { SENSOR_TEMP_CODE } from '../../tag/additionalSeries';
import { seriesLinkUrl, type LinkRange, type SeriesLinkKind } from '../../tag/links/seriesLinkUrl';
import type { GraphQLContext } from '../context';
import type { TagRow } from '../../db/rows';
import { TagType } from '../types/TagType';
import { GraphLinkType } from './GraphLinkType';

interface AdditionalLinkShape {
  deviceId: number;
  tag: string;
  /** Where its data is read: the device's tag of that code, or the parent tag's own sensor temperatures. */
  source: { tag: string; kind: SeriesLinkKind } | null;
  displayUnits: string | null;
  ymin: number | null;
  ymax: number | null;
  range: LinkRange;
}

const TagAdditionalType = builder.objectRef<AdditionalLinkShape>('TagAdditional').implement({
  description: 'An additional sensor of the tag (spec 2 §3 Tag additionalTags) with the link to its data.',
  fields: (t) => ({
    tag: t.exposeString('tag'),
    displayUnits: t.exposeString('displayUnits', { nullable: true }),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
    data: t.string({
      nullable: true,
      description: 'Link to the additional tag data (JSON by a plain GET, valid for an hour); null when the device reports no such data.',
      resolve: (a, _args, ctx) =>
        a.source ? seriesLinkUrl(ctx.services.signingKey, authorize(ctx).viewer, a.deviceId, a.source.tag, a.source.kind, a.range) : null,
    }),
  }),
});

function rangeOf(args: { startTime?: number | null; endTime?: number | null; downsampled?: boolean | null }): LinkRange {
  const ok = (v: number | null | undefined) => (v !== null && v !== undefined && Number.isFinite(v) ? v : null);
  return { start: ok(args.startTime), end: ok(args.endTime), downsampled: args.downsampled ?? true };
}

function link(field: string, kind: SeriesLinkKind, description: string) {
  return builder.objectField(TagType, field, (t) =>
    t.string({
      description,
      args: { startTime: t.arg.float(), endTime: t.arg.float(), downsampled: t.arg.boolean({ description: 'Default true.' }) },
      resolve: (r: TagRow, args, ctx: GraphQLContext) =>
        seriesLinkUrl(ctx.services.signingKey, authorize(ctx).viewer, r.device_id, r.tag, kind, rangeOf(args)),
    }),
  );
}

// spec 2 §3 Tag: the series arrive as links, each read by a plain GET as JSON; the web page and integrations both use them
link('data', 'data', 'Link to the series (columnar, bucketed, min and max per bucket; base unit). JSON by a plain GET, valid for an hour.');
link('fourierData', 'fourier', 'Link to the Fourier spectrum of the series as shown (cycles per day, amplitude).');
link('sf6NormalizedData', 'sf6', 'Link to the series referred to 20 °C (SF6 filling pressure).');
link(
  'averageTempData',
  'avgtemp',
  "Link to the daily mean sensor temperature of the range (°F; with each day's lowest, highest and number of readings).",
);

builder.objectField(TagType, 'additionalTags', (t) =>
  t.field({
    type: [TagAdditionalType],
    args: { startTime: t.arg.float(), endTime: t.arg.float(), downsampled: t.arg.boolean({ description: 'Default true.' }) },
    resolve: async (r, args, ctx) => {
      const range = rangeOf(args);
      const own = new Set(await deviceTagCodes(ctx.services.db, r.device_id));
      const sourceOf = (code: string): AdditionalLinkShape['source'] =>
        own.has(code) ? { tag: code, kind: 'data' } : code === SENSOR_TEMP_CODE ? { tag: r.tag, kind: 'temp' } : null;
      return (await additionalOptions(ctx.services.db, r, [...own].sort())).map((a) => ({
        deviceId: r.device_id,
        ...a,
        source: sourceOf(a.tag),
        range,
      }));
    },
  }),
);

// spec 2 §3 Tag: secondaryGraph to fifthGraph carry their data the same way; the link names the linked device and tag,
// and the route asks the policy whether the viewer may read that device when it is fetched
builder.objectField(GraphLinkType, 'data', (t) =>
  t.string({
    description: "Link to the linked tag's series (JSON by a plain GET, valid for an hour).",
    args: { startTime: t.arg.float(), endTime: t.arg.float(), downsampled: t.arg.boolean({ description: 'Default true.' }) },
    resolve: (l, args, ctx) => seriesLinkUrl(ctx.services.signingKey, authorize(ctx).viewer, l.deviceID, l.tag, 'data', rangeOf(args)),
  }),
);
