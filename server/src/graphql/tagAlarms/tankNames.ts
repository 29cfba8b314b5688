import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { AppError } from '../../errors/AppError';

interface TankNameRow {
  tank_name: string;
  height_inches: number;
  strap: { inches: number; gallons: number }[];
}

const TankNameType = builder.objectRef<TankNameRow>('TankName').implement({
  description: 'A chemical tank model a calibration can name, with its strapping table.',
  fields: (t) => ({
    tank_name: t.exposeString('tank_name'),
    heightInches: t.exposeFloat('height_inches'),
    strap: t.field({ type: 'JSON', description: '[{inches, gallons}] ascending.', resolve: (r) => r.strap }),
  }),
});

/** GET_TANK_NAMES (spec 2 §7): the tanks offered to everyone and those of the viewer's company. */
builder.queryField('tankNames', (t) =>
  t.field({
    type: [TankNameType],
    resolve: async (_root, _args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      let q = ctx.services.db.selectFrom('tank_names').select(['tank_name', 'height_inches', 'strap']).orderBy('tank_name');
      if (!viewer.isSuperUser) q = q.where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', viewer.companyId ?? -1)]));
      return q.execute();
    },
  }),
);
