/** Account page texts; 'Something Went Wrong' is the spec's failure toast wording. */
export const ACCOUNT_TEXTS = {
  failed: 'Something Went Wrong',
  unsubscribed: 'Unsubscription Successful',
  comingSoon: '(coming soon)',
  // beyond the spec: server-side sessions (docs/security.md)
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereConfirm: 'Sign out on every phone and computer where you are signed in, this one included?',
} as const;
