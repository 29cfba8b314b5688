import type { ShownCalibration } from '@fieldwatch/domain';
import type { CalibrationRow } from '../db/rows';

/** The columns of a calibration row (with its tank's strap) that change a shown value. */
export type ShownCalibrationColumns = Pick<
  CalibrationRow,
  | 'offset'
  | 'fluid'
  | 'api'
  | 'tds'
  | 'sg'
  | 'tank_height'
  | 'tank_volume'
  | 'tank_shape'
  | 'gallons_per_inch'
  | 'k_factor'
  | 'production_offset'
  | 'strap'
>;

/** A calibration row as the domain's calibratedReading takes it: the one mapping for the loader and the alarm engine. */
export function shownCalibration(row: ShownCalibrationColumns | null | undefined): ShownCalibration | null {
  if (!row) return null;
  return {
    offset: row.offset,
    fluid: row.fluid,
    api: row.api,
    tds: row.tds,
    sg: row.sg,
    tankHeight: row.tank_height,
    tankVolume: row.tank_volume,
    tankShape: row.tank_shape,
    gallonsPerInch: row.gallons_per_inch,
    strap: row.strap,
    kFactor: row.k_factor,
    productionOffset: row.production_offset,
  };
}
