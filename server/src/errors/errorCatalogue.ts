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
  DEVICE_NOT_FOUND: { message: 'Device not found.', status: 404 },
  INTERVAL_OUT_OF_RANGE: { message: 'Invalid Value Assigned', status: 400 },
  API_NUMBER_INVALID: { message: 'The API number must have 10 to 12 digits.', status: 400 },
  REPLACEMENT_NOT_FOUND: { message: 'The replacement device was not found.', status: 404 },
  REPLACEMENT_SELF: { message: 'A device cannot replace itself.', status: 400 },
  REPLACEMENT_OTHER_COMPANY: { message: 'The replacement device belongs to another company.', status: 400 },
  STATUS_INVALID: { message: 'That status cannot be set here.', status: 400 },
  SETTING_INVALID: { message: 'That setting value is not valid.', status: 400 },
  // (add codes for this area above the next marker)

  // --- sensor page graph (issue 6)
  // (add codes for this area above the next marker)

  // --- sensor page alarms, calibration, reports (issue 6)
  // alarm saves show the spec's one failure toast (spec 2 §8); the log gets the reason
  ALARM_INPUT_INVALID: { message: 'Something Went Wrong', status: 400 },
  ALARM_TARGET_REFUSED: { message: 'Something Went Wrong', status: 403 },
  CALIBRATION_FORM_INCOMPLETE: { message: 'Form Incomplete.', status: 400 },
  CALIBRATION_REQUIRED_FIELDS: { message: 'Required Fields Empty', status: 400 },
  CALIBRATION_DEMO: { message: 'Demo users are unable to calibrate sensors.', status: 403 },
  REPORT_INPUT_INVALID: { message: 'The request is not valid.', status: 400 },
  // (add codes for this area above the next marker)

  // --- team (issue 7)
  // (add codes for this area above the next marker)

  // --- account and add device (issue 7)
  // (add codes for this area above the next marker)

  // --- mass update and message log (issue 8)
  // (add codes for this area above the next marker)

  // --- admin tools (issue 8)
  // (add codes for this area above the next marker)

  // --- ingest
  // (add codes for this area above the next marker)
} as const;

export type ErrorCode = keyof typeof ERRORS;
