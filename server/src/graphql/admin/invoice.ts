import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { issueInvoice } from '../../admin/issueInvoice';

const InvoiceType = builder.objectRef<{ html: string }>('Invoice').implement({
  fields: (t) => ({ html: t.exposeString('html') }),
});

/**
 * Spec 3 §7 invoice: the quarter's invoice of a billed company as HTML for a new window. `isTaxed` is accepted as
 * the spec sends it, but the company row decides (see admin/buildInvoice.ts).
 */
builder.queryField('invoice', (t) =>
  t.field({
    nullable: true,
    type: InvoiceType,
    args: {
      quarter: t.arg.int({ required: true }),
      year: t.arg.int({ required: true }),
      companyID: t.arg.int({ required: true }),
      isTaxed: t.arg.boolean(),
      invoiceNumber: t.arg.string(),
      accountingCodes: t.arg.stringList(),
    },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx, 'admin');
      const html = await issueInvoice(ctx.services.db, actor, {
        companyID: args.companyID,
        quarter: args.quarter,
        year: args.year,
        invoiceNumber: args.invoiceNumber ?? '',
        accountingCodes: args.accountingCodes ?? [],
      });
      return { html };
    },
  }),
);
