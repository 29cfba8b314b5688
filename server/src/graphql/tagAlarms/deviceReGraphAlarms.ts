import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { loadAlarmPanel } from '../../tagAlarms/alarmPanel';
import { DeviceReGraphType } from '../types/DeviceReGraphType';
import { AlarmPanelType } from './alarmPanelTypes';
import { CalibrationEntryType } from './calibrationTypes';

/** The alarm and calibration parts of GET_TAG / GET_ALL_TAG (spec 2 §7). */
builder.objectFields(DeviceReGraphType, (t) => ({
  alarms: t.field({
    type: AlarmPanelType,
    resolve: async (g, _a, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return loadAlarmPanel(ctx.services.db, viewer, await visibleTag(ctx.services.db, viewer, g.deviceId, g.tag));
    },
  }),
  calibrations: t.field({
    type: [CalibrationEntryType],
    description: 'Every calibration of the tag, newest first.',
    resolve: async (g, _a, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const v = await visibleTag(ctx.services.db, viewer, g.deviceId, g.tag);
      return ctx.services.db.selectFrom('calibrations').selectAll().where('device_id', '=', v.device.id).where('tag', '=', v.tag.tag)
        .orderBy('time', 'desc').execute();
    },
  }),
}));
