import { applyCorrections, effectiveUnits, fourierSpectrum, needsTemperatures, toDisplayUnit } from '@fieldwatch/domain';
import type { Db } from '../../db/connection';
import { correctionSettingsOf, type TagSettingsRow } from '../tagSettingsRow';
import { readSeries, type SeriesRange } from '../readSeries';
import { sensorTempSeries } from '../additionalSeries';
import { averageTempSeries, type AverageTempResult } from '../averageTempSeries';
import type { SeriesLinkKind } from './seriesLinkUrl';

export interface SeriesLinkSeries {
  deviceID: number;
  tag: string;
  kind: 'data' | 'sf6' | 'temp';
  source: string;
  bucket: number;
  start: number;
  end: number;
  times: number[];
  values: number[];
  min: number[];
  max: number[];
  temps: (number | null)[];
}

export interface SeriesLinkFourier {
  deviceID: number;
  tag: string;
  kind: 'fourier';
  start: number;
  end: number;
  /** Cycles per day. */
  frequencies: number[];
  amplitudes: number[];
}

export interface SeriesLinkAverageTemp extends AverageTempResult {
  deviceID: number;
  tag: string;
  kind: 'avgtemp';
}

/**
 * What a series link answers. data: the tag's series exactly as the GraphQL graphs carry it (base unit, columnar,
 * bucketed with min and max). sf6: the same series referred to 20 °C (SF6 filling pressure), whatever the tag's
 * compensation choice. temp: the sensor temperatures the readings carry (°F). fourier: the amplitude spectrum of the series as the graph shows it (the tag's corrections,
 * in its display unit), computed here so an integration gets the same plot the page draws. avgtemp: averageTempData,
 * the daily mean sensor temperature (°F) with each day's lowest, highest and number of readings.
 */
export async function seriesLinkBody(
  db: Db,
  tag: TagSettingsRow,
  device: { defaultTag: string | null; displayUnits: string | null },
  kind: SeriesLinkKind,
  range: Omit<SeriesRange, 'needsTemps'>,
): Promise<SeriesLinkSeries | SeriesLinkFourier | SeriesLinkAverageTemp> {
  if (kind === 'avgtemp') {
    return { deviceID: tag.device_id, tag: tag.tag, kind, ...(await averageTempSeries(db, tag.device_id, tag.tag, range)) };
  }
  const settings = correctionSettingsOf(tag);
  if (kind === 'sf6') {
    const s = await readSeries(db, tag.device_id, tag.tag, { ...range, needsTemps: true });
    const n = applyCorrections(s, {
      ...settings,
      filterEnabled: false,
      sensorTempFilterEnabled: false,
      temperatureCorrectionEnabled: false,
      sf6NormalizationEnabled: true,
    });
    const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
    return {
      deviceID: tag.device_id,
      tag: tag.tag,
      kind,
      source: s.resolution.source,
      bucket: s.resolution.bucket,
      start: s.start,
      end: s.end,
      times: n.times,
      values: n.values.map(r6),
      min: n.min.map(r6),
      max: n.max.map(r6),
      temps: n.temps,
    };
  }
  if (kind === 'fourier') {
    const s = await readSeries(db, tag.device_id, tag.tag, { ...range, needsTemps: needsTemperatures(settings) });
    const c = applyCorrections(s, settings);
    const unit = effectiveUnits({ tag: tag.tag, displayUnits: tag.display_units }, device);
    const shown = c.values.map((v) => toDisplayUnit(tag.tag, v, unit) ?? v);
    const spectrum = fourierSpectrum(c.times, shown);
    return { deviceID: tag.device_id, tag: tag.tag, kind, start: s.start, end: s.end, ...spectrum };
  }
  const s =
    kind === 'temp'
      ? await sensorTempSeries(db, tag.device_id, tag.tag, range)
      : await readSeries(db, tag.device_id, tag.tag, { ...range, needsTemps: needsTemperatures(settings) });
  return {
    deviceID: tag.device_id,
    tag: tag.tag,
    kind,
    source: s.resolution.source,
    bucket: s.resolution.bucket,
    start: s.start,
    end: s.end,
    times: s.times,
    values: s.values,
    min: s.min,
    max: s.max,
    temps: s.temps,
  };
}
