import {
  conversionOf,
  correctionStepper,
  CSV_BOM,
  csvLines,
  deviceReadingCsvCells,
  deviceReadingsCsvHeader,
  deviceReadingsCsvName,
  effectiveUnits,
  exportTimeFormatter,
  readingCsvCells,
  readingsCsvHeader,
  readingsCsvName,
  readingsTableUnit,
  readingsTableValue,
  roundShownValue,
  sensorShownValue,
  shownUnit,
  tableRowCommentStepper,
  tableVolume,
  tableVolumeAt,
  tagLabel,
  unitLabel,
  type CsvCell,
  type TimedComment,
} from '@fieldwatch/domain';
import { correctionSettingsOf } from '../tag/tagSettingsRow';
import { shownCalibration } from '../tag/shownCalibration';
import { epochMs } from '../device/readingsRange';
import type { ExportSource } from './exportSource';

/** A reading as the export's cursor reads it: its time (EPOCH_SECONDS), the stored value, the sensor temperature. */
export type ExportRow = [seconds: number, value: number, temp: number | null];

/** Turns the cursor's batches into CSV text, in order; `tail` writes what the last rows left pending. */
export interface CsvWriter {
  fileName: string;
  /** The byte-order mark and the header line. */
  head: string;
  rows(batch: readonly ExportRow[]): string;
  tail(): string;
}

/**
 * The device page's download (spec 2 §7): the table's columns, times in `timeZone` with their offset (exportTime.ts), each value
 * through the stream's calibration in the table's unit (readingsTableValue), and each comment on the reading
 * nearest it (`commentsByReading`, keyed by epoch ms). Byte for byte what deviceReadingsCsv writes for the same rows.
 */
export function deviceCsvWriter(
  s: ExportSource,
  o: { hasTemps: boolean; timeZone: string; commentsByReading: Map<number, string> },
): CsvWriter {
  const tag = s.tag.tag;
  const cal = shownCalibration(s.calibration);
  const conversion = conversionOf(cal);
  // the unit the values are in: the table's, or the stored one when they cannot be shown in it (shownUnit)
  const asked = readingsTableUnit(tag, s.tag.display_units, { defaultTag: s.device.default_tag, displayUnits: s.device.display_units });
  const unit = shownUnit(tag, asked, conversion);
  const labels = { value: `${tagLabel(tag)}${unit ? ` (${unitLabel(unit)})` : ''}`, temp: o.hasTemps ? 'Sensor Temperature' : null };
  const formatTime = exportTimeFormatter(o.timeZone);
  const row = { time: 0, value: 0, temp: null as number | null, comment: '' };
  return {
    fileName: deviceReadingsCsvName(s.device.name ?? String(s.device.id), tagLabel(tag)),
    head: `${CSV_BOM}${csvLines([deviceReadingsCsvHeader(labels, o.timeZone)])}`,
    rows(batch) {
      const cells: CsvCell[][] = new Array(batch.length);
      for (let i = 0; i < batch.length; i++) {
        const [seconds, value, temp] = batch[i]!;
        const ms = epochMs(seconds);
        row.time = ms / 1000;
        row.value = readingsTableValue(tag, value, cal, unit, conversion);
        row.temp = temp;
        row.comment = o.commentsByReading.get(ms) ?? '';
        cells[i] = deviceReadingCsvCells(row, labels, formatTime);
      }
      return csvLines(cells);
    },
    tail: () => '',
  };
}

/**
 * The sensor page's Table tab download of raw readings: the tag's corrections (its filters and temperature
 * correction, one reading at a time through correctionStepper, the graph's own rule), then its calibration and
 * display unit (or the stored one when they cannot be shown in it), to its precision; a radar's or sonar's volume column in gallons; comments within a second; times in
 * `timeZone` with their offset. What
 * readingsCsv writes for the same rows.
 */
export function tagCsvWriter(s: ExportSource, o: { comments: readonly TimedComment[]; timeZone: string }): CsvWriter {
  const tag = s.tag.tag;
  const cal = shownCalibration(s.calibration);
  const conversion = conversionOf(cal);
  const unit = shownUnit(
    tag,
    effectiveUnits({ tag, displayUnits: s.tag.display_units }, { defaultTag: s.device.default_tag, displayUnits: s.device.display_units }),
    conversion,
  );
  const volumeAt = tableVolumeAt(tag, s.calibration && cal ? { ...cal, unit: s.calibration.unit } : null);
  const columns = { slots: false, volumes: volumeAt !== null };
  const label = tagLabel(tag);
  const step = correctionStepper(correctionSettingsOf(s.tag));
  const commentAt = tableRowCommentStepper(o.comments);
  const formatTime = exportTimeFormatter(o.timeZone);
  const cellsOfOut = (): CsvCell[] => {
    const p = step.out;
    const shown = sensorShownValue(tag, p.value, cal, unit, conversion);
    return readingCsvCells(
      {
        time: p.time,
        value: roundShownValue(shown, unit),
        ...(volumeAt ? { volume: tableVolume(tag, shown, unit, conversion, volumeAt) } : {}),
        comment: commentAt(p.time),
      },
      columns,
      formatTime,
    );
  };
  return {
    fileName: readingsCsvName(s.device.name, s.device.id, label),
    head: `${CSV_BOM}${csvLines([readingsCsvHeader(`${label}${unit ? ` (${unitLabel(unit)})` : ''}`, columns, o.timeZone)])}`,
    rows(batch) {
      const cells: CsvCell[][] = [];
      for (const [seconds, value, temp] of batch)
        if (step.push(epochMs(seconds) / 1000, value, value, value, temp)) cells.push(cellsOfOut());
      return csvLines(cells);
    },
    tail: () => (step.finish() ? csvLines([cellsOfOut()]) : ''),
  };
}
