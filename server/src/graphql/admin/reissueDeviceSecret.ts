import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { reissueDeviceSecret } from '../../admin/reissueDeviceSecret';

const ReissuedSecretType = builder.objectRef<{ deviceID: number; secret: string }>('ReissuedSecret').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    secret: t.exposeString('secret', { description: 'Shown once: only its hash is kept.' }),
  }),
});

/** Super users give a device a new transport secret; the old one stops working (audited). */
builder.mutationField('reissueDeviceSecret', (t) =>
  t.field({
    nullable: true,
    type: ReissuedSecretType,
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx, 'admin');
      const secret = await reissueDeviceSecret(ctx.services.db, actor, args.deviceID);
      ctx.services.ingest.auth.forget(args.deviceID);
      return { deviceID: args.deviceID, secret };
    },
  }),
);
