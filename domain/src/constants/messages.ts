/** Texts the user sees, reproduced exactly as the spec writes them (typos included). */
export const MESSAGES = {
  signInHeader: 'Sign in to access your dashboard',
  phoneStep: 'Enter your phone number to receive a one-time passcode to access your account.',
  textMeAPasscode: 'Text me a passcode',
  useEmailLink: "I don't have my phone. Sign in with my email.",
  emailMeAPasscode: 'Email me a passcode',
  pinStep: 'You will receive a message with a 4 digit PIN number. Please enter it below.',
  submitPin: 'Submit Pin',
  tryAgain: "I didn't receive a pin. Try again.",
  invalidPin: 'Please enter a valid pin.',
  requestPinFailed: 'Something went wrong requesting a pin.',
  badAuthorization: 'Bad authorization.',
  renderFailure: 'An error has occured.',
  listError: 'error',
  noDevicesFound: 'No Devices Found',
  noAccess: 'You do not have access to this page.',
} as const;
