import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { saveCalibration } from '../../calibration/saveCalibration';
import { UpdateCalibrationResultType } from './calibrationTypes';

/**
 * Saves a calibration (spec 2 §7): the sensor page's generic modal and wizards, the settings-tab boxes (radar and
 * sonar send tankHeight, puls kFactor and productionOffset, pult kFactor), and the device page's variant with
 * barrelsPerInch. Arguments left out keep the previous calibration's values.
 */
builder.mutationField('updateCalibration', (t) =>
  t.field({
    nullable: true,
    type: UpdateCalibrationResultType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      time: t.arg.float({ description: 'Epoch seconds; now when omitted.' }),
      fluid: t.arg.string({ description: 'oil, water or chemical.' }),
      api: t.arg.float(),
      tds: t.arg.float(),
      sg: t.arg.float(),
      target: t.arg.float({ description: 'The level the user measured at `time`, in the base unit; sets the offset.' }),
      kFactor: t.arg.float(),
      tankName: t.arg.string(),
      productionOffset: t.arg.float(),
      tankHeight: t.arg.float({ description: 'Inches.' }),
      tankVolume: t.arg.float(),
      tankShape: t.arg.string({ description: 'horizontal or vertical.' }),
      orifice_diameter: t.arg.float(),
      pipe_diameter: t.arg.float(),
      unit: t.arg.string({ description: 'inches or gallons.' }),
      scada_sensor_type: t.arg.string(),
      scada_max: t.arg.float(),
      scada_min: t.arg.float(),
      valve_high: t.arg.float(),
      valve_low: t.arg.float(),
      gallons_per_inch: t.arg.float(),
      barrelsPerInch: t.arg.float(),
    },
    resolve: async (_root, args, ctx) => {
      const calibration = await saveCalibration(ctx.services.db, authorize(ctx), args);
      return { success: true, calibration };
    },
  }),
);
