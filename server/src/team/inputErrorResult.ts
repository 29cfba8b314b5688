import { AppError } from '../errors/AppError';

/**
 * Add User and Add Group show the server's `error` field on the form (spec 3 §8): input problems (a malformed
 * or duplicate contact, an empty name) become that field; permission failures stay GraphQL errors.
 */
export async function withInputError<T>(
  run: () => Promise<T>,
): Promise<{ value: T | null; error: string | null; errorCode: string | null }> {
  try {
    return { value: await run(), error: null, errorCode: null };
  } catch (err) {
    if (err instanceof AppError && err.code !== 'FORBIDDEN' && err.code !== 'UNAUTHENTICATED') {
      return { value: null, error: err.message, errorCode: err.code };
    }
    throw err;
  }
}
