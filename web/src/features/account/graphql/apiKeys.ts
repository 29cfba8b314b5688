import { operation } from '../../../api/graphql';

interface MeKeys {
  id: string;
  apiKeys: string[] | null;
}

export const GET_API_KEYS = operation<{ me: MeKeys | null }>('GetApiKeys', `query GetApiKeys { me { id apiKeys } }`);

export const ADD_API_KEY = operation<{ addApiKey: { apiKey: string; me: MeKeys } }>(
  'AddApiKey',
  `mutation AddApiKey { addApiKey { apiKey me { id apiKeys } } }`,
);

export const DELETE_API_KEY = operation<{ deleteApiKey: MeKeys }, { key: string }>(
  'DeleteApiKey',
  `mutation DeleteApiKey($key: String!) { deleteApiKey(key: $key) { id apiKeys } }`,
);
