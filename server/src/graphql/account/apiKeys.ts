import { builder } from '../builder';
import { UserType } from '../types/UserType';

/** The prefixes of the user's live API keys; only the user themself sees them (null for anyone else). */
builder.objectField(UserType, 'apiKeys', (t) =>
  t.stringList({
    nullable: true,
    description: 'Prefixes of the live API keys (the whole key is shown once, at creation). Only on your own user.',
    resolve: async (u, _args, ctx) => {
      if (!ctx.viewer || ctx.viewer.id !== u.id) return null;
      const rows = await ctx.services.db
        .selectFrom('api_keys')
        .select('prefix')
        .where('user_id', '=', u.id)
        .where('revoked_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.prefix);
    },
  }),
);
