import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { buildInvoice } from '../../admin/buildInvoice';

const InvoiceType = builder.objectRef<{ html: string }>('Invoice').implement({
  fields: (t) => ({ html: t.exposeString('html') }),
});

/** Who the invoice is from: the provider's name as printed on its invoices. */
const PROVIDER_NAME = 'FieldWatch Monitoring';

/**
 * Spec 3 §7 invoice: the quarter's invoice of a billed company as HTML for a new window. `isTaxed` is accepted as
 * the spec sends it, but the company row decides (see admin/buildInvoice.ts).
 */
builder.queryField('invoice', (t) =>
  t.field({
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
      assertCan(ctx.viewer, 'admin');
      const html = await buildInvoice(
        ctx.services.db,
        { companyID: args.companyID, quarter: args.quarter, year: args.year, invoiceNumber: args.invoiceNumber ?? '', accountingCodes: args.accountingCodes ?? [] },
        PROVIDER_NAME,
      );
      await audit(ctx.services.db, { viewer: ctx.viewer, ip: ctx.ip }, 'admin.invoice', { type: 'company', id: args.companyID }, {
        quarter: args.quarter, year: args.year, invoiceNumber: args.invoiceNumber ?? '',
      });
      return { html };
    },
  }),
);
