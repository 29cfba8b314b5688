import { builder } from '../builder';
import { UserType, type UserRow } from '../types/UserType';
import { assertCanEditOwnAccount } from '../../auth/policy/assertCanEditOwnAccount';
import { audit } from '../../auth/audit';
import { newApiKey, hashApiKey } from '../../account/apiKeySecret';
import { loadMe } from './loadMe';

interface AddApiKeyResult {
  apiKey: string;
  me: UserRow;
}

const AddApiKeyResultType = builder.objectRef<AddApiKeyResult>('AddApiKeyResult').implement({
  fields: (t) => ({
    apiKey: t.exposeString('apiKey', { description: 'The whole key. It is shown this once; only its prefix is kept readable.' }),
    me: t.field({ type: UserType, resolve: (r) => r.me }),
  }),
});

/** ADD_API_KEY (spec 2 §7): a new key for the signed-in user, acting with that user's permissions. */
builder.mutationField('addApiKey', (t) =>
  t.field({
    nullable: false,
    type: AddApiKeyResultType,
    resolve: async (_root, _args, ctx) => {
      assertCanEditOwnAccount(ctx.viewer, 'apiKeys');
      const viewer = ctx.viewer;
      const { key, prefix } = newApiKey();
      await ctx.services.db.transaction().execute(async (trx) => {
        await trx.insertInto('api_keys').values({ user_id: viewer.id, prefix, key_hash: hashApiKey(key) }).execute();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'apiKey.add', { type: 'apiKey', id: prefix });
      });
      return { apiKey: key, me: await loadMe(ctx.services.db, viewer.id) };
    },
  }),
);
