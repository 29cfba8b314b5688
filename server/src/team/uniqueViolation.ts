import { AppError } from '../errors/AppError';

/**
 * A concurrent insert can pass the duplicate check and then hit the unique index: answer it as the same
 * duplicate the check would have named. Other errors pass through unchanged.
 */
export function asDuplicateContact(err: unknown): unknown {
  const e = err as { code?: string; constraint?: string };
  if (e?.code !== '23505') return err;
  if (e.constraint === 'users_email_key') return new AppError('TEAM_DUPLICATE_EMAIL', { cause: err });
  if (e.constraint === 'users_phone_key') return new AppError('TEAM_DUPLICATE_PHONE', { cause: err });
  return err;
}
