import { GALLONS_NEED_STRAP, tagSettingsProblem, tagType, unitAvailable } from '@fieldwatch/domain';
import type { Updateable } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertTagPermission, visibleTag } from '../auth/policy/tagAccess';
import type { Db } from '../db/connection';
import type { CalibrationRow, TagRow } from '../db/rows';
import type { TagsTable } from '../db/schemaTags';
import { AppError } from '../errors/AppError';
import { shownCalibration } from './shownCalibration';

interface GraphLinkInput {
  deviceID: number;
  tag: string;
}

/** The arguments of updateTag (spec 2 §7): undefined leaves a setting as it is, null clears a nullable one. */
export interface UpdateTagInput {
  deviceID: number;
  tag: string;
  ymin?: number | null;
  ymax?: number | null;
  displayUnits?: string | null;
  secondaryGraph?: GraphLinkInput | null;
  thirdGraph?: GraphLinkInput | null;
  fourthGraph?: GraphLinkInput | null;
  fifthGraph?: GraphLinkInput | null;
  additionalTags?: { tag: string; displayUnits?: string | null; ymin?: number | null; ymax?: number | null }[] | null;
  barrelsPerInch?: number | null;
  filterEnabled?: boolean | null;
  filterThreshold?: number | null;
  filterMinimumValue?: number | null;
  sensorTempFilterEnabled?: boolean | null;
  sensorTempFilterThreshold?: number | null;
  temperatureCorrectionEnabled?: boolean | null;
  temperatureCorrectionCoefficient?: number | null;
  temperatureCorrectionThreshold?: number | null;
  sf6NormalizationEnabled?: boolean | null;
  fourierPlotEnabled?: boolean | null;
  maximumFourierAmplitude?: number | null;
}

const DISPLAY = [
  'ymin',
  'ymax',
  'displayUnits',
  'secondaryGraph',
  'thirdGraph',
  'fourthGraph',
  'fifthGraph',
  'additionalTags',
  'barrelsPerInch',
] as const;
const CORRECTIONS = [
  'filterEnabled',
  'filterThreshold',
  'sensorTempFilterEnabled',
  'sensorTempFilterThreshold',
  'temperatureCorrectionEnabled',
  'temperatureCorrectionCoefficient',
  'temperatureCorrectionThreshold',
  'sf6NormalizationEnabled',
  'fourierPlotEnabled',
  'maximumFourierAmplitude',
] as const;

/**
 * updateTag (spec 2 §7): the tag's display and correction settings. Only the fields sent change; null clears a
 * nullable field. Display fields need edit rights, filter and temperature fields a super user or manager, the
 * filter minimum value a super user (spec 2 §6); a graph link must point at a tag the viewer can see. A unit that
 * needs a calibration (gallons) is refused while the tag's shown calibration has no strap: `newestCalibration` reads
 * it (the request's loader, so the answer's calibration field reads the same row). Audited with the changed columns.
 */
export async function updateTag(
  db: Db,
  actor: AuthorizedActor,
  a: UpdateTagInput,
  newestCalibration: (deviceId: number, tag: string) => Promise<CalibrationRow | null>,
): Promise<TagRow> {
  const viewer = actor.viewer;
  const current = await visibleTag(db, viewer, a.deviceID, a.tag);
  const sent = (k: keyof UpdateTagInput) => a[k] !== undefined;
  if (DISPLAY.some(sent)) assertTagPermission(viewer, 'editDisplay');
  if (CORRECTIONS.some(sent)) assertTagPermission(viewer, 'editCorrections');
  if (sent('filterMinimumValue')) assertTagPermission(viewer, 'editMinimumFilter');
  const problem = tagSettingsProblem(
    a.tag,
    {
      ymin: a.ymin,
      ymax: a.ymax,
      displayUnits: a.displayUnits,
      barrelsPerInch: a.barrelsPerInch,
      filterThreshold: a.filterThreshold,
      filterMinimumValue: a.filterMinimumValue,
      sensorTempFilterThreshold: a.sensorTempFilterThreshold,
      temperatureCorrectionCoefficient: a.temperatureCorrectionCoefficient,
      temperatureCorrectionThreshold: a.temperatureCorrectionThreshold,
      sf6NormalizationEnabled: a.sf6NormalizationEnabled,
      temperatureCorrectionEnabled: a.temperatureCorrectionEnabled,
      maximumFourierAmplitude: a.maximumFourierAmplitude,
      additionalTags: a.additionalTags,
    },
    {
      ymin: current.ymin,
      ymax: current.ymax,
      temperatureCorrectionEnabled: current.temperature_correction_enabled,
      sf6NormalizationEnabled: current.sf6_normalization_enabled,
    },
  );
  if (problem) throw new AppError('BAD_INPUT', { message: problem });
  const option = tagType(a.tag)?.units.find((u) => u.unit === a.displayUnits);
  if (option?.needsCalibration && !unitAvailable(option, shownCalibration(await newestCalibration(current.device_id, current.tag)))) {
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
    set.additional_tags = JSON.stringify(
      (a.additionalTags ?? []).map((x) => ({
        tag: x.tag,
        displayUnits: x.displayUnits ?? null,
        ymin: x.ymin ?? null,
        ymax: x.ymax ?? null,
      })),
    );
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
    const row = await trx
      .updateTable('tags')
      .set(set)
      .where('device_id', '=', a.deviceID)
      .where('tag', '=', a.tag)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'tag.update', { type: 'tag', id: `${a.deviceID}:${a.tag}` }, Object.keys(set));
    return row;
  });
}
