import { graphql } from '../../../api/graphql';

export const GET_API_KEYS = graphql(`query GetApiKeys { me { id apiKeys } }`);

export const ADD_API_KEY = graphql(`mutation AddApiKey { addApiKey { apiKey me { id apiKeys } } }`);

export const DELETE_API_KEY = graphql(`mutation DeleteApiKey($key: String!) { deleteApiKey(key: $key) { id apiKeys } }`);
