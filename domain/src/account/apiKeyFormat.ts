/**
 * API keys look like `fwk_` + 8 characters of prefix + `_` + the secret. The prefix identifies the key (it is
 * what lists show and what DELETE_API_KEY names); only a hash of the whole key is stored.
 */
export const API_KEY_MARK = 'fwk_';
export const API_KEY_PREFIX_LENGTH = API_KEY_MARK.length + 8;

export function isApiKeyFormat(token: string): boolean {
  return /^fwk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{32,}$/.test(token);
}

export function apiKeyPrefix(token: string): string {
  return token.slice(0, API_KEY_PREFIX_LENGTH);
}
