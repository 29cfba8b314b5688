import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';

const DevicePOType = builder.objectRef<{ id: number; po: number | null }>('DevicePO').implement({
  fields: (t) => ({ id: t.exposeInt('id'), po: t.exposeInt('po', { nullable: true }) }),
});

/** Spec 3 §7 devicesPO: devices with a P.O. number (New P.O. uses it to tell a number already in use). */
builder.queryField('devicesPO', (t) =>
  t.field({
    type: [DevicePOType],
    resolve: async (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const rows = await ctx.services.db.selectFrom('devices').select(['id', 'po']).where('po', 'is not', null).orderBy('id').execute();
      return rows.map((r) => ({ id: Number(r.id), po: r.po }));
    },
  }),
);
