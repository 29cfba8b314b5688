import type { LookupRow } from '../../admin/lookups';
import { builder } from '../builder';

/** A manufacturer or SKU choice of the New P.O. and Device ID screens. */
export const LookupType = builder.objectRef<LookupRow>('AdminLookup').implement({
  fields: (t) => ({ code: t.exposeString('code'), label: t.exposeString('label') }),
});
