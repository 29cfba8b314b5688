import { TEMP_CORRECTION_SLIDER } from './graphConstants';
import { tagType } from './tagCatalogue';
import { additionalTagUnitProblem } from './additionalTagUnits';

/** The editable settings of updateTag (spec 2 §7) as far as they are checked on both sides. */
export interface TagSettingsInput {
  ymin?: number | null;
  ymax?: number | null;
  displayUnits?: string | null;
  barrelsPerInch?: number | null;
  filterThreshold?: number | null;
  filterMinimumValue?: number | null;
  sensorTempFilterThreshold?: number | null;
  temperatureCorrectionCoefficient?: number | null;
  temperatureCorrectionThreshold?: number | null;
  sf6NormalizationEnabled?: boolean | null;
  temperatureCorrectionEnabled?: boolean | null;
  maximumFourierAmplitude?: number | null;
  additionalTags?: readonly { tag: string; displayUnits?: string | null; ymin?: number | null; ymax?: number | null }[] | null;
}

const finite = (v: number | null | undefined) => v === null || v === undefined || Number.isFinite(v);

/** The first problem with the input for this tag, as the message the user sees; null when it is valid. */
export interface TagSettingsCurrent {
  ymin: number | null;
  ymax: number | null;
  temperatureCorrectionEnabled?: boolean;
  sf6NormalizationEnabled?: boolean;
}

export function tagSettingsProblem(
  tag: string,
  s: TagSettingsInput,
  current: TagSettingsCurrent = { ymin: null, ymax: null },
): string | null {
  const numbers = [
    s.ymin,
    s.ymax,
    s.barrelsPerInch,
    s.filterThreshold,
    s.filterMinimumValue,
    s.sensorTempFilterThreshold,
    s.temperatureCorrectionCoefficient,
    s.temperatureCorrectionThreshold,
    s.maximumFourierAmplitude,
  ];
  if (!numbers.every(finite)) return 'Please enter numbers only.';
  const ymin = s.ymin === undefined ? current.ymin : s.ymin;
  const ymax = s.ymax === undefined ? current.ymax : s.ymax;
  if (ymin !== null && ymax !== null && ymin >= ymax) return 'The Y axis minimum must be below the maximum.';
  const type = tagType(tag);
  if (s.displayUnits && type && type.units.length > 0 && !type.units.some((u) => u.unit === s.displayUnits))
    return 'Choose one of the display units offered.';
  if (s.barrelsPerInch !== undefined && s.barrelsPerInch !== null && s.barrelsPerInch <= 0) return 'Barrels per inch must be above zero.';
  if (s.filterThreshold !== undefined && s.filterThreshold !== null && s.filterThreshold < 0) return 'Thresholds cannot be negative.';
  if (s.temperatureCorrectionThreshold !== undefined && s.temperatureCorrectionThreshold !== null && s.temperatureCorrectionThreshold < 0)
    return 'Thresholds cannot be negative.';
  if (
    s.sensorTempFilterThreshold !== undefined &&
    s.sensorTempFilterThreshold !== null &&
    (!Number.isInteger(s.sensorTempFilterThreshold) || s.sensorTempFilterThreshold < 0)
  ) {
    return 'The sensor temperature threshold must be a whole number.';
  }
  const c = s.temperatureCorrectionCoefficient;
  if (c !== undefined && c !== null && (c < TEMP_CORRECTION_SLIDER.min || c > TEMP_CORRECTION_SLIDER.max))
    return 'The coefficient must lie between -0.5 and 0.5.';
  if (s.sf6NormalizationEnabled && tag !== 'psr') return 'SF6 Filling Pressure is only offered for pressure sensors.';
  // the compensation selector maps to exactly one of the two (spec 2 §4.7): both on would correct twice
  const basic = s.temperatureCorrectionEnabled ?? current.temperatureCorrectionEnabled ?? false;
  const sf6 = s.sf6NormalizationEnabled ?? current.sf6NormalizationEnabled ?? false;
  if (basic && sf6) return 'Choose one temperature compensation: Basic or SF6 Filling Pressure.';
  if (s.maximumFourierAmplitude !== undefined && s.maximumFourierAmplitude !== null && s.maximumFourierAmplitude <= 0)
    return 'The maximum Fourier amplitude must be above zero.';
  if (s.additionalTags) {
    const seen = new Set<string>();
    for (const a of s.additionalTags) {
      if (!a.tag.trim() || seen.has(a.tag)) return 'Each additional tag may be listed once.';
      seen.add(a.tag);
      if (!finite(a.ymin) || !finite(a.ymax)) return 'Please enter numbers only.';
      const unitProblem = additionalTagUnitProblem(a.tag, a.displayUnits);
      if (unitProblem) return unitProblem;
      if (a.ymin !== null && a.ymin !== undefined && a.ymax !== null && a.ymax !== undefined && a.ymin >= a.ymax)
        return 'The Y axis minimum must be below the maximum.';
    }
  }
  return null;
}

export const COMMENT_MAX_LENGTH = 2000;

/** A graph comment's problem, or null. */
export function commentProblem(comment: string): string | null {
  if (!comment.trim()) return 'Please enter a comment.';
  if (comment.length > COMMENT_MAX_LENGTH) return `Comments are limited to ${COMMENT_MAX_LENGTH} characters.`;
  return null;
}
