import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { listDevices } from '../../directory/deviceListQuery';
import { deviceColumnsFor } from './deviceSelection';

/**
 * Every device list of the product, chosen by `query` (spec 1 §7, spec 2 §7, spec 3 §7): all, directory-details,
 * directory-side, directory-side-user, path-input, new, alarm, alert, cellular, sku, voltage, print, extra-graphs,
 * search. Filtered by the policy, sorted and paged in SQL; see devices/deviceListQuery.ts for each context.
 */
builder.queryField('devicesRe', (t) =>
  t.field({
    type: [DeviceType],
    nullable: false,
    args: {
      includeInactive: t.arg.boolean(),
      includeOOS: t.arg.boolean(),
      query: t.arg.string({ description: "The list's context; 'all' when absent." }),
      selectedCompanyID: t.arg.int(),
      previousDays: t.arg.int({ description: "alert: the 'before' hours (240 by default)." }),
      recentDays: t.arg.int({ description: "alert: the 'after' hours (24 by default)." }),
      limit: t.arg.int({ description: 'At most 500.' }),
      offset: t.arg.int(),
      sortBy: t.arg.string(),
      sortDirection: t.arg.string({ description: 'asc or desc.' }),
      from: t.arg.int({ description: 'print: the first device id of the range.' }),
      to: t.arg.int({ description: 'print: the last device id of the range (inclusive).' }),
      ids: t.arg.intList({ description: 'print: these device ids.' }),
      path: t.arg.string({ description: 'directory contexts: the folder (and everything below it).' }),
      search: t.arg.string({ description: 'search: an id, or text found in names and paths.' }),
    },
    resolve: (_root, args, ctx, info) => listDevices(ctx.services.db, authorize(ctx).viewer, args, deviceColumnsFor(info)),
  }),
);
