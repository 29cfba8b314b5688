import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { devicesWithPO } from '../../admin/devicesWithPO';

const DevicePOType = builder.objectRef<{ id: number; po: number | null }>('DevicePO').implement({
  fields: (t) => ({ id: t.exposeInt('id'), po: t.exposeInt('po', { nullable: true }) }),
});

/** Spec 3 §7 devicesPO: devices with a P.O. number (New P.O. uses it to tell a number already in use). */
builder.queryField('devicesPO', (t) =>
  t.field({
    nullable: true,
    type: [DevicePOType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return devicesWithPO(ctx.services.db);
    },
  }),
);
