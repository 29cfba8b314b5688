import type { CorrectionSettings } from './corrections';

export interface LinkedGraphFilter {
  filterEnabled: boolean;
  filterThreshold: number | null;
  filterMinimumValue: number | null;
}

/**
 * The corrections a 2nd to 5th graph is drawn with (spec 2 §3: a secondaryGraph carries filterEnabled,
 * filterThreshold and filterMinimumValue): the linked tag's own erroneous-data filter, and nothing else, so the
 * spikes and low values its own page hides are hidden there too. Null when its filter is off.
 */
export function linkedGraphCorrections(f: LinkedGraphFilter): CorrectionSettings | null {
  if (!f.filterEnabled) return null;
  return {
    filterEnabled: true,
    filterThreshold: f.filterThreshold,
    filterMinimumValue: f.filterMinimumValue,
    sensorTempFilterEnabled: false,
    sensorTempFilterThreshold: null,
    temperatureCorrectionEnabled: false,
    temperatureCorrectionCoefficient: 0,
    temperatureCorrectionThreshold: null,
    sf6NormalizationEnabled: false,
  };
}
