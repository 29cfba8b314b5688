import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { apiKeyPrefixes } from '../../account/apiKeyPrefixes';

/** The prefixes of the user's live API keys; only the user themself sees them (null for anyone else). */
builder.objectField(UserType, 'apiKeys', (t) =>
  t.stringList({
    nullable: true,
    description: 'Prefixes of the live API keys (the whole key is shown once, at creation). Only on your own user.',
    resolve: (u, _args, ctx) => {
      if (!ctx.viewer || ctx.viewer.id !== u.id) return null;
      return apiKeyPrefixes(ctx.services.db, u.id);
    },
  }),
);
