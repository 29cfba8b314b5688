import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { loadAlarmPanel } from '../../alarms/alarmPanel';
import { tagCalibrations } from '../../calibration/tagCalibrations';
import { DeviceReGraphType } from '../types/DeviceReGraphType';
import { AlarmPanelType } from './alarmPanelTypes';
import { CalibrationEntryType } from '../calibration/calibrationTypes';

/** The alarm and calibration parts of GET_TAG / GET_ALL_TAG (spec 2 §7). */
builder.objectFields(DeviceReGraphType, (t) => ({
  alarms: t.field({
    type: AlarmPanelType,
    resolve: async (g, _a, ctx) => {
      const { viewer } = authorize(ctx);
      return loadAlarmPanel(ctx.services.db, viewer, await visibleTag(ctx.services.db, viewer, g.deviceId, g.tag));
    },
  }),
  calibrations: t.field({
    type: [CalibrationEntryType],
    description: 'Every calibration of the tag, newest first.',
    resolve: (g, _a, ctx) => tagCalibrations(ctx.services.db, authorize(ctx).viewer, g.deviceId, g.tag),
  }),
}));
