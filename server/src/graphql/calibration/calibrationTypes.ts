import { builder } from '../builder';
import type { CalibrationEntryRow } from '../../db/rows';

export type CalibrationEntry = CalibrationEntryRow;

/** Every field of a calibration (spec 2 §3 "Calibration"); tank height is in inches. */
export const CalibrationEntryType = builder.objectRef<CalibrationEntry>('CalibrationEntry').implement({
  fields: (t) => ({
    time: t.exposeFloat('time', { description: 'The integer key: epoch seconds of the reading it calibrates against.' }),
    offset: t.exposeFloat('offset', { nullable: true }),
    fluid: t.exposeString('fluid'),
    api: t.exposeFloat('api'),
    tds: t.exposeFloat('tds'),
    sg: t.exposeFloat('sg'),
    barrelsPerInch: t.exposeFloat('barrels_per_inch'),
    target: t.exposeFloat('target'),
    kFactor: t.exposeFloat('k_factor'),
    productionOffset: t.exposeFloat('production_offset'),
    tankName: t.exposeString('tank_name', { nullable: true }),
    tankHeight: t.exposeFloat('tank_height', { nullable: true }),
    tankVolume: t.exposeFloat('tank_volume', { nullable: true }),
    tankShape: t.exposeString('tank_shape', { nullable: true }),
    unit: t.exposeString('unit'),
    orifice_diameter: t.exposeFloat('orifice_diameter', { nullable: true }),
    pipe_diameter: t.exposeFloat('pipe_diameter', { nullable: true }),
    form_use: t.exposeBoolean('form_use'),
    scada_sensor_type: t.exposeString('scada_sensor_type', { nullable: true }),
    scada_max: t.exposeFloat('scada_max', { nullable: true }),
    scada_min: t.exposeFloat('scada_min', { nullable: true }),
    valve_high: t.exposeFloat('valve_high', { nullable: true }),
    valve_low: t.exposeFloat('valve_low', { nullable: true }),
    gallons_per_inch: t.exposeFloat('gallons_per_inch', { nullable: true }),
    mu: t.exposeFloat('mu'),
    rho_f: t.exposeFloat('rho_f'),
    k_factor_flow: t.exposeFloat('k_factor_flow'),
  }),
});

export const UpdateCalibrationResultType = builder
  .objectRef<{ success: boolean; calibration: CalibrationEntry }>('UpdateCalibrationResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      calibration: t.field({ type: CalibrationEntryType, resolve: (r) => r.calibration }),
    }),
  });
