import { builder } from '../builder';

export const DeviceChangeResultType = builder.objectRef<{ success: boolean }>('DeviceChangeResult').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});
