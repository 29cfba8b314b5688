import { useMemo } from 'react';
import { effectiveUnits, type ColumnarSeries, type CorrectionSettings, type DrawSeries } from '@fieldwatch/domain';
import type { TagPageData } from './graphql/getTag';
import { displaySeries } from './graph/displaySeries';

export interface TagView {
  unit: string;
  sg: number | null;
  primary: { label: string; bucket: number; draw: DrawSeries; corrected: ColumnarSeries } | null;
}

export function correctionsOf(s: TagPageData['settings'], coefficient: number | null): CorrectionSettings {
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

/** The primary series as the Graph and Table tabs show it: corrected (slider included), in the display unit. */
export function useTagView(data: TagPageData | undefined, coefficient: number | null): TagView | null {
  return useMemo(() => {
    if (!data) return null;
    const unit = effectiveUnits({ tag: data.tag.tag, displayUnits: data.tag.displayUnits }, data.device);
    const sg = data.tag.calibration?.sg ?? null;
    const g = data.graphs.find((x) => x.role === 'primary');
    if (!g) return { unit, sg, primary: null };
    const d = displaySeries(g, { corrections: correctionsOf(data.settings, coefficient), unit, sg });
    return { unit, sg, primary: { label: g.label, bucket: g.bucket, draw: d, corrected: d.corrected } };
  }, [data, coefficient]);
}
