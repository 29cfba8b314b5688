import { MESSAGES } from '@fieldwatch/domain';

/** Shell texts of spec 1 §2; the manager warning's wording is ours (the spec gives none). */
export const SHELL_TEXTS = {
  searchHint: MESSAGES.searchHint,
  managerWarning: 'The features in this section are experimental. Use them with caution.',
  notAvailable: MESSAGES.notAvailable,
} as const;
