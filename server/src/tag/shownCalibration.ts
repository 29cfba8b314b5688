import type { ShownCalibration } from '@fieldwatch/domain';
import type { CalibrationRow } from '../graphql/loaders';

/** A calibration row (with its tank's strap) as the domain's calibratedReading takes it. */
export function shownCalibration(row: CalibrationRow | null | undefined): ShownCalibration | null {
  if (!row) return null;
  return {
    offset: row.offset, fluid: row.fluid, api: row.api, tds: row.tds, sg: row.sg, tankHeight: row.tank_height,
    tankVolume: row.tank_volume, tankShape: row.tank_shape, gallonsPerInch: row.gallons_per_inch, strap: row.strap,
    kFactor: row.k_factor, productionOffset: row.production_offset,
  };
}
