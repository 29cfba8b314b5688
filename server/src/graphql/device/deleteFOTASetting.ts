import { sql } from 'kysely';
import { FOTA_SETTING_KEYS } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { deviceGrants } from '../../auth/policy/deviceGrants';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { DeviceSettingType } from './devicePageTypes';
import { deviceSettingRows } from './deviceSettingsResult';

/**
 * Clear Fota (spec 2 §4.1): withdraws the firmware update the device was told to fetch. Super users, and users
 * holding the clear_fota grant.
 */
builder.mutationField('deleteFOTASetting', (t) =>
  t.field({
    type: [DeviceSettingType],
    nullable: false,
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      await db.transaction().execute(async (trx) => {
        await lockDeviceFor(trx, viewer, args.deviceID, 'rename');
        if (!(await deviceGrants(trx, viewer, args.deviceID)).has('clear_fota')) throw new AppError('FORBIDDEN');
        await trx.updateTable('device_settings')
          .set({ desired_value: null, desired_time: sql<Date>`now()` })
          .where('device_id', '=', args.deviceID)
          .where('key', 'in', [...FOTA_SETTING_KEYS])
          .execute();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.clearFota', { type: 'device', id: args.deviceID });
      });
      return deviceSettingRows(db, args.deviceID, viewer);
    },
  }),
);
