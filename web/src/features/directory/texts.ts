import { MESSAGES } from '@fieldwatch/domain';

/** Directory texts (spec 1 §2, §8); the empty hint's wording is ours, the spec only gives its meaning. */
export const DIRECTORY_TEXTS = {
  noDevices: MESSAGES.noDevicesFound,
  noDevicesHint:
    'If you expected a device here, it may not be set active yet. Contact your company lead to have it activated or added to your group.',
  error: MESSAGES.listError,
  viewAll: 'View All',
  loadingMore: 'loading more...',
  rootLabel: 'All folders',
  noCoordinates: 'None of these devices has a location yet.',
} as const;
