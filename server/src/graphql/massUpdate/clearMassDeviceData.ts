import { MASS_UPDATE_TEXTS, parseDeviceIds } from '@fieldwatch/domain';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { changeableDevices } from '../../auth/policy/changeableDevices';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { clearDeviceAlarms } from '../../massUpdate/clearDeviceAlarms';
import { clearDeviceData } from '../../massUpdate/clearDeviceData';
import { NOT_YOURS } from '../../massUpdate/massRefusal';
import { MassUpdateResultType } from './MassUpdateResultType';

/**
 * Clear Data / Clear Alarms (spec 3 §4): super users clear readings, with the alarms too or only the alarms;
 * everyone else who may mass update clears only alarms. Listed devices the viewer may not change are refused by id.
 */
builder.mutationField('clearMassDeviceData', (t) =>
  t.field({
    nullable: false,
    type: MassUpdateResultType,
    args: {
      deviceIDs: t.arg.string({ required: true }),
      deleteAlarmsToo: t.arg.boolean(),
      deleteOnlyAlarms: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      // the role first, so someone without mass update learns nothing about their input
      assertCan(ctx.viewer, 'massUpdate');
      const viewer = ctx.viewer;
      const { ids, invalid } = parseDeviceIds(args.deviceIDs);
      if (invalid.length) throw new AppError('MASS_UPDATE_INVALID', { message: `Mass update refused: device ids must be whole numbers (${invalid.slice(0, 5).join(',')}).` });
      if (ids.length === 0) throw new AppError('MASS_UPDATE_INVALID', { message: MASS_UPDATE_TEXTS.formError });
      const onlyAlarms = args.deleteOnlyAlarms === true;
      const alarmsToo = args.deleteAlarmsToo === true;
      if (onlyAlarms && alarmsToo) {
        throw new AppError('MASS_UPDATE_INVALID', { message: 'Mass update refused: choose delete alarms too or delete ONLY alarms, not both.' });
      }
      return ctx.services.db.transaction().execute(async (trx) => {
        const { devices, refused } = await changeableDevices(trx, viewer, ids);
        // clearing readings is the super user's Clear Data; the others' button is Clear Alarms
        if (!onlyAlarms && !viewer.isSuperUser) throw new AppError('FORBIDDEN');
        const cleared = devices.map((d) => d.id);
        if (!onlyAlarms) await clearDeviceData(trx, cleared);
        if (onlyAlarms || alarmsToo) await clearDeviceAlarms(trx, cleared);
        await audit(trx, { viewer: viewer, ip: ctx.ip }, onlyAlarms ? 'massUpdate.clearAlarms' : 'massUpdate.clearData', { type: 'devices', id: cleared.join(',') }, { requested: ids, cleared, refused, alarmsToo, onlyAlarms });
        return { updated: cleared, refused: refused.map((deviceId) => ({ deviceId, reason: NOT_YOURS })) };
      });
    },
  }),
);
