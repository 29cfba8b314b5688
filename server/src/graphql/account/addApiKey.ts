import { builder } from '../builder';
import type { UserRow } from '../../db/rows';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { addApiKey } from '../../account/addApiKey';
import { loadMe } from '../../account/loadMe';

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
      const actor = authorize(ctx);
      const apiKey = await addApiKey(ctx.services.db, actor);
      return { apiKey, me: await loadMe(ctx.services.db, actor.viewer.id) };
    },
  }),
);
