import type { TagSettingsData } from '../graphql/getTag';
import type { UpdateTagVariables } from '../graphql/settings';

/** The Settings tab's editable copy: numbers as typed ('' for empty). */
export interface SettingsDraft {
  displayUnits: string | null;
  ymin: number | string;
  ymax: number | string;
  barrelsPerInch: number | string;
  filterEnabled: boolean;
  filterThreshold: number | string;
  filterMinimumValue: number | string;
  sensorTempFilterEnabled: boolean;
  sensorTempFilterThreshold: number | string;
  temperatureCorrectionEnabled: boolean;
  sf6NormalizationEnabled: boolean;
  temperatureCorrectionCoefficient: number | string;
  temperatureCorrectionThreshold: number | string;
  fourierPlotEnabled: boolean;
  maximumFourierAmplitude: number | string;
  links: { deviceID: number | string; tag: string }[];
  additional: { tag: string; displayUnits: string; ymin: number | string; ymax: number | string }[];
}

const LINK_KEYS = ['secondaryGraph', 'thirdGraph', 'fourthGraph', 'fifthGraph'] as const;
const blank = (v: number | null | undefined) => (v === null || v === undefined ? '' : v);
const num = (v: number | string): number | null => {
  if (v === '' || v === null) return null;
  const n = typeof v === 'number' ? v : Number.parseFloat(v);
  return Number.isFinite(n) ? n : null;
};

export function draftOf(
  s: TagSettingsData,
  additionalOptions: { tag: string; displayUnits: string | null; ymin: number | null; ymax: number | null }[],
): SettingsDraft {
  return {
    displayUnits: s.displayUnits,
    ymin: blank(s.ymin),
    ymax: blank(s.ymax),
    barrelsPerInch: s.barrelsPerInch,
    filterEnabled: s.filterEnabled,
    filterThreshold: blank(s.filterThreshold),
    filterMinimumValue: blank(s.filterMinimumValue),
    sensorTempFilterEnabled: s.sensorTempFilterEnabled,
    sensorTempFilterThreshold: s.sensorTempFilterThreshold,
    temperatureCorrectionEnabled: s.temperatureCorrectionEnabled,
    sf6NormalizationEnabled: s.sf6NormalizationEnabled,
    temperatureCorrectionCoefficient: s.temperatureCorrectionCoefficient,
    temperatureCorrectionThreshold: blank(s.temperatureCorrectionThreshold),
    fourierPlotEnabled: s.fourierPlotEnabled,
    maximumFourierAmplitude: blank(s.maximumFourierAmplitude),
    links: LINK_KEYS.map((k) => ({ deviceID: s[k]?.deviceID ?? '', tag: s[k]?.tag ?? '' })),
    additional: additionalOptions.map((a) => ({
      tag: a.tag,
      displayUnits: a.displayUnits ?? '',
      ymin: blank(a.ymin),
      ymax: blank(a.ymax),
    })),
  };
}

/**
 * What Save sends: only the fields that differ from what is saved (spec 2 §4.7), and only the groups the user may
 * change. An empty sensor temperature threshold becomes the default 20, an empty minimum value null (spec 2 §5).
 */
export function changedFields(
  before: SettingsDraft,
  after: SettingsDraft,
  may: { display: boolean; corrections: boolean; minimum: boolean },
): Partial<UpdateTagVariables> {
  const out: Partial<UpdateTagVariables> = {};
  const changed = <K extends keyof SettingsDraft>(k: K) => JSON.stringify(before[k]) !== JSON.stringify(after[k]);
  if (may.display) {
    if (changed('displayUnits')) out.displayUnits = after.displayUnits;
    if (changed('ymin')) out.ymin = num(after.ymin);
    if (changed('ymax')) out.ymax = num(after.ymax);
    if (changed('barrelsPerInch')) out.barrelsPerInch = num(after.barrelsPerInch) ?? undefined;
    LINK_KEYS.forEach((k, i) => {
      const a = after.links[i]!;
      if (JSON.stringify(before.links[i]) === JSON.stringify(a)) return;
      const id = num(a.deviceID);
      out[k] = id !== null && a.tag.trim() ? { deviceID: id, tag: a.tag.trim() } : null;
    });
    if (changed('additional')) {
      out.additionalTags = after.additional.map((a) => ({
        tag: a.tag,
        displayUnits: a.displayUnits.trim() || null,
        ymin: num(a.ymin),
        ymax: num(a.ymax),
      }));
    }
  }
  if (may.corrections) {
    if (changed('filterEnabled')) out.filterEnabled = after.filterEnabled;
    if (changed('filterThreshold')) out.filterThreshold = num(after.filterThreshold);
    if (changed('sensorTempFilterEnabled')) out.sensorTempFilterEnabled = after.sensorTempFilterEnabled;
    if (changed('sensorTempFilterThreshold')) out.sensorTempFilterThreshold = num(after.sensorTempFilterThreshold) ?? 20;
    if (changed('temperatureCorrectionEnabled')) out.temperatureCorrectionEnabled = after.temperatureCorrectionEnabled;
    if (changed('sf6NormalizationEnabled')) out.sf6NormalizationEnabled = after.sf6NormalizationEnabled;
    if (changed('temperatureCorrectionCoefficient'))
      out.temperatureCorrectionCoefficient = num(after.temperatureCorrectionCoefficient) ?? 0;
    if (changed('temperatureCorrectionThreshold')) out.temperatureCorrectionThreshold = num(after.temperatureCorrectionThreshold);
    if (changed('fourierPlotEnabled')) out.fourierPlotEnabled = after.fourierPlotEnabled;
    if (changed('maximumFourierAmplitude')) out.maximumFourierAmplitude = num(after.maximumFourierAmplitude);
  }
  if (may.minimum && changed('filterMinimumValue')) out.filterMinimumValue = num(after.filterMinimumValue);
  return out;
}
