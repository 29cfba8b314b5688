/** Account page texts; 'Something Went Wrong' is the spec's failure toast wording. */
export const ACCOUNT_TEXTS = {
  failed: 'Something Went Wrong',
  unsubscribed: 'Unsubscription Successful',
  comingSoon: '(coming soon)',
} as const;
