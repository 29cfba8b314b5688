import type { CreatedDevice } from '../../admin/createPurchaseOrder';
import { builder } from '../builder';

/** A device a P.O. just made, with the secrets the factory flashes; the secret is never readable again. */
export const CreatedDeviceType = builder.objectRef<CreatedDevice>('CreatedDevice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    model: t.exposeString('model'),
    deviceType: t.exposeInt('deviceType'),
    pin: t.exposeString('pin'),
    secret: t.exposeString('secret', { description: 'Transport secret (MQTT password, HTTP bearer); shown only here.' }),
  }),
});
