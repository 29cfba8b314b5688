import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { purchaseOrderList } from '../../admin/purchaseOrderList';
import { PurchaseOrderType } from './PurchaseOrderType';

/**
 * Purchase orders, newest first, with their items and devices (/logistics). A device belongs to the order that
 * made it; devices from before orders were linked fall back to a matching P.O. number.
 */
builder.queryField('purchaseOrders', (t) =>
  t.field({
    nullable: true,
    type: [PurchaseOrderType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return purchaseOrderList(ctx.services.db);
    },
  }),
);
