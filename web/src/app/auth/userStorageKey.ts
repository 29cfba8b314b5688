/** Where the signed-in user (token, login-as) is kept in localStorage; also read by index.html's early requests. */
export const USER_STORAGE_KEY = 'fieldwatch.user';
