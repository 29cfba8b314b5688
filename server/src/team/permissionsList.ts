import { AppError } from '../errors/AppError';

const MAX_ENTRIES = 50;
const MAX_LENGTH = 64;

/** The user's permission strings (spec 3 §3, §5), kept as sent within sane bounds, without duplicates. */
export function permissionsList(input: readonly string[]): string[] {
  if (input.length > MAX_ENTRIES || input.some((p) => typeof p !== 'string' || p.trim() === '' || p.length > MAX_LENGTH)) {
    throw new AppError('TEAM_BAD_PERMISSIONS');
  }
  return [...new Set(input.map((p) => p.trim()))];
}
