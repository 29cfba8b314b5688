import { GALLONS_NEED_STRAP, tagSettingsProblem, tagType, unitAvailable } from '@fieldwatch/domain';
import type { Updateable } from 'kysely';
import { builder } from '../builder';
import { audit } from '../../auth/audit';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleTag } from '../../auth/policy/tagAccess';
import type { TagsTable } from '../../db/schemaTags';
import { AppError } from '../../errors/AppError';
import { TagSettingsType } from './TagSettingsType';
import { shownCalibration } from '../../tag/shownCalibration';
import { tagKey } from '../loaders';

const GraphLinkInput = builder.inputType('GraphLinkInput', {
  fields: (t) => ({ deviceID: t.int({ required: true }), tag: t.string({ required: true }) }),
});

const AdditionalTagInput = builder.inputType('AdditionalTagInput', {
  fields: (t) => ({ tag: t.string({ required: true }), displayUnits: t.string(), ymin: t.float(), ymax: t.float() }),
});

const DISPLAY = ['ymin', 'ymax', 'displayUnits', 'secondaryGraph', 'thirdGraph', 'fourthGraph', 'fifthGraph', 'additionalTags', 'barrelsPerInch'] as const;
const CORRECTIONS = ['filterEnabled', 'filterThreshold', 'sensorTempFilterEnabled', 'sensorTempFilterThreshold', 'temperatureCorrectionEnabled',
  'temperatureCorrectionCoefficient', 'temperatureCorrectionThreshold', 'sf6NormalizationEnabled', 'fourierPlotEnabled', 'maximumFourierAmplitude'] as const;

/**
 * updateTag (spec 2 §7): the tag's display and correction settings. Only the fields sent change; null clears a
 * nullable field. Display fields need edit rights, filter and temperature fields a super user or manager, the
 * filter minimum value a super user (spec 2 §6); a graph link must point at a tag the viewer can see.
 */
builder.mutationField('updateTag', (t) =>
  t.field({
    type: TagSettingsType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      ymin: t.arg.float(),
      ymax: t.arg.float(),
      displayUnits: t.arg.string(),
      secondaryGraph: t.arg({ type: GraphLinkInput }),
      thirdGraph: t.arg({ type: GraphLinkInput }),
      fourthGraph: t.arg({ type: GraphLinkInput }),
      fifthGraph: t.arg({ type: GraphLinkInput }),
      additionalTags: t.arg({ type: [AdditionalTagInput] }),
      barrelsPerInch: t.arg.float(),
      filterEnabled: t.arg.boolean(),
      filterThreshold: t.arg.float(),
      filterMinimumValue: t.arg.float(),
      sensorTempFilterEnabled: t.arg.boolean(),
      sensorTempFilterThreshold: t.arg.int(),
      temperatureCorrectionEnabled: t.arg.boolean(),
      temperatureCorrectionCoefficient: t.arg.float(),
      temperatureCorrectionThreshold: t.arg.float(),
      sf6NormalizationEnabled: t.arg.boolean(),
      fourierPlotEnabled: t.arg.boolean(),
      maximumFourierAmplitude: t.arg.float(),
    },
    resolve: async (_root, a, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      const current = await visibleTag(db, viewer, a.deviceID, a.tag);
      const sent = (k: keyof typeof a) => a[k] !== undefined;
      if (DISPLAY.some(sent)) assertTagPermission(viewer, 'editDisplay');
      if (CORRECTIONS.some(sent)) assertTagPermission(viewer, 'editCorrections');
      if (sent('filterMinimumValue')) assertTagPermission(viewer, 'editMinimumFilter');
      const problem = tagSettingsProblem(a.tag, {
        ymin: a.ymin, ymax: a.ymax, displayUnits: a.displayUnits, barrelsPerInch: a.barrelsPerInch, filterThreshold: a.filterThreshold,
        filterMinimumValue: a.filterMinimumValue, sensorTempFilterThreshold: a.sensorTempFilterThreshold,
        temperatureCorrectionCoefficient: a.temperatureCorrectionCoefficient, temperatureCorrectionThreshold: a.temperatureCorrectionThreshold,
        sf6NormalizationEnabled: a.sf6NormalizationEnabled, temperatureCorrectionEnabled: a.temperatureCorrectionEnabled,
        maximumFourierAmplitude: a.maximumFourierAmplitude, additionalTags: a.additionalTags,
      }, {
        ymin: current.ymin, ymax: current.ymax,
        temperatureCorrectionEnabled: current.temperature_correction_enabled, sf6NormalizationEnabled: current.sf6_normalization_enabled,
      });
      if (problem) throw new AppError('BAD_INPUT', { message: problem });
      const option = tagType(a.tag)?.units.find((u) => u.unit === a.displayUnits);
      if (option?.needsCalibration && !unitAvailable(option, shownCalibration(await ctx.loaders.calibrationByTag.load(tagKey(current.device_id, current.tag))))) {
        throw new AppError('BAD_INPUT', { message: GALLONS_NEED_STRAP });
      }
      for (const link of [a.secondaryGraph, a.thirdGraph, a.fourthGraph, a.fifthGraph]) {
        if (link) await visibleTag(db, viewer, link.deviceID, link.tag);
      }
      const set: Updateable<TagsTable> = {};
      const put = <K extends keyof Updateable<TagsTable>>(k: K, v: Updateable<TagsTable>[K] | undefined) => {
        if (v !== undefined) set[k] = v;
      };
      const required = <T>(v: T | null | undefined, name: string): T | undefined => {
        if (v === null) throw new AppError('BAD_INPUT', { message: `${name} cannot be empty.` });
        return v;
      };
      const json = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));
      put('ymin', a.ymin);
      put('ymax', a.ymax);
      put('display_units', a.displayUnits);
      put('secondary_graph', json(a.secondaryGraph));
      put('third_graph', json(a.thirdGraph));
      put('fourth_graph', json(a.fourthGraph));
      put('fifth_graph', json(a.fifthGraph));
      if (a.additionalTags !== undefined) {
        set.additional_tags = JSON.stringify((a.additionalTags ?? []).map((x) => ({ tag: x.tag, displayUnits: x.displayUnits ?? null, ymin: x.ymin ?? null, ymax: x.ymax ?? null })));
      }
      put('barrels_per_inch', required(a.barrelsPerInch, 'Barrels per inch'));
      put('filter_enabled', required(a.filterEnabled, 'filterEnabled'));
      put('filter_threshold', a.filterThreshold);
      put('filter_minimum_value', a.filterMinimumValue);
      put('sensor_temp_filter_enabled', required(a.sensorTempFilterEnabled, 'sensorTempFilterEnabled'));
      // an empty threshold falls back to the default of 20 (spec 2 §5)
      if (a.sensorTempFilterThreshold !== undefined) set.sensor_temp_filter_threshold = a.sensorTempFilterThreshold ?? 20;
      put('temperature_correction_enabled', required(a.temperatureCorrectionEnabled, 'temperatureCorrectionEnabled'));
      put('temperature_correction_coefficient', required(a.temperatureCorrectionCoefficient, 'temperatureCorrectionCoefficient'));
      put('temperature_correction_threshold', a.temperatureCorrectionThreshold);
      put('sf6_normalization_enabled', required(a.sf6NormalizationEnabled, 'sf6NormalizationEnabled'));
      put('fourier_plot_enabled', required(a.fourierPlotEnabled, 'fourierPlotEnabled'));
      put('maximum_fourier_amplitude', a.maximumFourierAmplitude);
      if (Object.keys(set).length === 0) return current;
      return db.transaction().execute(async (trx) => {
        const row = await trx.updateTable('tags').set(set).where('device_id', '=', a.deviceID).where('tag', '=', a.tag).returningAll().executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'tag.update', { type: 'tag', id: `${a.deviceID}:${a.tag}` }, Object.keys(set));
        return row;
      });
    },
  }),
);
