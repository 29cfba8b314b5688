import { sql } from 'kysely';
import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { requireViewer } from '../../auth/policy/assertCan';
import { memberFilter } from '../../auth/policy/memberFilter';
import { escapeLike } from '../../devices/pathFilter';
import { AppError } from '../../errors/AppError';

/** A `limit` above this is taken as this. */
const MAX_LIMIT = 500;

builder.queryField('usersRe', (t) =>
  t.field({
    type: [UserType],
    nullable: false,
    description:
      'Users the viewer may see, sorted by last name; `companyID` narrows to one company, `search` to names containing it ' +
      '(the global search, spec 1 §2), `limit` caps the list (at most 500; no cap when absent).',
    args: { companyID: t.arg.int(), search: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      if (args.limit != null && (!Number.isInteger(args.limit) || args.limit < 0)) {
        throw new AppError('BAD_INPUT', { message: 'limit must be a whole number, 0 or more.' });
      }
      let q = ctx.services.db
        .selectFrom('users')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where(memberFilter(viewer, 'users.company_id'));
      if (args.companyID != null) q = q.where('company_id', '=', args.companyID);
      const search = args.search?.trim();
      // the full name as the search shows it, "first last", case-insensitively
      if (search) q = q.where(sql<boolean>`(users.first_name || ' ' || users.last_name) ILIKE ${`%${escapeLike(search)}%`}`);
      q = q.orderBy('last_name').orderBy('first_name').orderBy('id');
      if (args.limit != null) q = q.limit(Math.min(args.limit, MAX_LIMIT));
      return q.execute();
    },
  }),
);
