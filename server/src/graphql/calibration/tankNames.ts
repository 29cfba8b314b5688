import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { tankNames, type TankNameRow } from '../../calibration/tankNames';

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
    nullable: true,
    type: [TankNameType],
    resolve: (_root, _args, ctx) => tankNames(ctx.services.db, authorize(ctx).viewer),
  }),
);
