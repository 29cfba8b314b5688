/**
 * Every error the API can return, with the message the user sees. The cause goes to the log, never to the
 * user. Codes are stable: integrations match on `extensions.code`.
 */
export const ERRORS = {
  UNAUTHENTICATED: { message: 'Bad authorization.', status: 401 },
  FORBIDDEN: { message: 'You do not have access to this page.', status: 403 },
  NOT_FOUND: { message: 'Not found.', status: 404 },
  BAD_INPUT: { message: 'The request is not valid.', status: 400 },
  INVALID_CONTACT: { message: 'Please enter a valid phone number or email address.', status: 400 },
  INVALID_PIN_FORMAT: { message: 'Please enter a valid pin.', status: 400 },
  PIN_REJECTED: { message: 'That pin is not valid. Check the pin or request a new one.', status: 400 },
  PIN_TOO_MANY_TRIES: { message: 'Too many wrong pins. Please request a new pin.', status: 429 },
  PIN_RATE_LIMITED: { message: 'Too many pins requested. Please wait 10 minutes and try again.', status: 429 },
  PIN_SEND_FAILED: { message: 'Something went wrong requesting a pin.', status: 500 },
  LOGIN_AS_REFUSED: { message: 'Only super users may log in as another user.', status: 403 },
  INTERNAL: { message: 'Something Went Wrong', status: 500 },
  UNAVAILABLE: { message: 'The service is temporarily unavailable.', status: 503 },

  // --- device page (issue 5)
  // (add codes for this area above the next marker)

  // --- sensor page graph (issue 6)
  // (add codes for this area above the next marker)

  // --- sensor page alarms, calibration, reports (issue 6)
  // (add codes for this area above the next marker)

  // --- team (issue 7)
  // (add codes for this area above the next marker)

  // --- account and add device (issue 7)
  // (add codes for this area above the next marker)

  // --- mass update and message log (issue 8)
  // (add codes for this area above the next marker)

  // --- admin tools (issue 8)
  PO_EXISTS: { message: 'A P.O. with this number already exists.', status: 409 },
  PO_INVALID: { message: 'The P.O. is not valid.', status: 400 },
  UNKNOWN_SKU: { message: 'That SKU does not exist.', status: 400 },
  UNKNOWN_MANUFACTURER: { message: 'That manufacturer does not exist.', status: 400 },
  UNKNOWN_FIRMWARE: { message: 'That firmware image is not available.', status: 400 },
  FOTA_SIGNATURE_INVALID: { message: 'The FOTA signature is at most 8 characters.', status: 400 },
  INVOICE_INVALID: { message: 'Choose a billed company, a quarter and a year.', status: 400 },
  EMAIL_INVALID: { message: 'Enter a subject and a message.', status: 400 },
  // (add codes for this area above the next marker)

  // --- ingest
  // (add codes for this area above the next marker)
} as const;

export type ErrorCode = keyof typeof ERRORS;
