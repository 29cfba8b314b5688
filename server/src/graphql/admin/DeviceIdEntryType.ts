import type { DeviceIdEntryRow } from '../../admin/deviceIdList';
import { builder } from '../builder';

/** Spec 3 §3 device ID list entry. */
export const DeviceIdEntryType = builder.objectRef<DeviceIdEntryRow>('DeviceIdEntry').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('id'),
    // updateSku answers `devices { id }` (spec 3 §7)
    id: t.exposeInt('id'),
    model: t.exposeString('model', { nullable: true }),
    po: t.exposeInt('po', { nullable: true }),
    sku: t.exposeString('sku', { nullable: true }),
    hasTurnedOn: t.exposeBoolean('has_turned_on'),
    simNumber: t.exposeString('sim_number', { nullable: true }),
  }),
});
