import { useMemo } from 'react';
import {
  conversionOf,
  effectiveUnits,
  type ColumnarSeries,
  type ConversionOptions,
  type CorrectionSettings,
  type DrawSeries,
  type ShownCalibration,
} from '@fieldwatch/domain';
import type { TagPageData } from './graphql/getTag';
import { displaySeries } from './graph/displaySeries';
import { withStrap } from '../../api/jsonScalars';

export interface TagView {
  unit: string;
  /** The newest calibration, as the graph applies it to stored values. */
  calibration: ShownCalibration | null;
  /** Gravity and tank volume for unit conversions of values already calibrated (user data, alarm values). */
  conversion: ConversionOptions;
  primary: { label: string; bucket: number; draw: DrawSeries; corrected: ColumnarSeries } | null;
}

function correctionsOf(s: TagPageData['settings'], coefficient: number | null): CorrectionSettings {
  return {
    filterEnabled: s.filterEnabled,
    filterThreshold: s.filterThreshold,
    filterMinimumValue: s.filterMinimumValue,
    sensorTempFilterEnabled: s.sensorTempFilterEnabled,
    sensorTempFilterThreshold: s.sensorTempFilterThreshold,
    temperatureCorrectionEnabled: s.temperatureCorrectionEnabled,
    temperatureCorrectionCoefficient: coefficient ?? s.temperatureCorrectionCoefficient,
    temperatureCorrectionThreshold: s.temperatureCorrectionThreshold,
    sf6NormalizationEnabled: s.sf6NormalizationEnabled,
  };
}

/** The primary series as the Graph and Table tabs show it: corrected (slider included), calibrated, in the display unit. */
export function useTagView(data: TagPageData | undefined, coefficient: number | null): TagView | null {
  return useMemo(() => {
    if (!data) return null;
    const unit = effectiveUnits({ tag: data.tag.tag, displayUnits: data.tag.displayUnits }, data.device);
    const calibration = withStrap(data.tag.calibration);
    const conversion = conversionOf(calibration);
    const g = data.graphs.find((x) => x.role === 'primary');
    if (!g) return { unit, calibration, conversion, primary: null };
    const d = displaySeries(g, { corrections: correctionsOf(data.settings, coefficient), unit, calibration });
    return { unit, calibration, conversion, primary: { label: g.label, bucket: g.bucket, draw: d, corrected: d.corrected } };
  }, [data, coefficient]);
}
