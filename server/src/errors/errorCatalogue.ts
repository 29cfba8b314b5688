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
  // the sentence a refusal shows names the real wait: pinRateLimitedMessage; this one is for an unknown wait
  PIN_RATE_LIMITED: { message: 'Too many pins requested. Please wait and try again.', status: 429 },
  PIN_SEND_FAILED: { message: 'Something went wrong requesting a pin.', status: 500 },
  LOGIN_AS_REFUSED: { message: 'Only super users may log in as another user.', status: 403 },
  SIGN_OUT_REFUSED: { message: 'Sign out everywhere is for your own account, signed in with a PIN.', status: 403 },
  INTERNAL: { message: 'Something Went Wrong', status: 500 },
  UNAVAILABLE: { message: 'The service is temporarily unavailable.', status: 503 },
  QUERY_LIMIT: { message: 'The request is too large or too deeply nested.', status: 400 },
  TEXT_TOO_LONG: { message: 'That text is too long.', status: 400 },
  QUERY_TOO_COSTLY: { message: 'The request asks for too much data at once; ask for shorter ranges or fewer at a time.', status: 400 },
  TOO_MANY_REQUESTS: { message: 'Too many requests at once; try again in a moment.', status: 429 },
  QUERY_TIMEOUT: { message: 'The request took too long; ask for a shorter range and try again.', status: 503 },

  // --- device page (spec 2)
  DEVICE_NOT_FOUND: { message: 'Device not found.', status: 404 },
  // a device the viewer sees without that tag: said apart from a missing device, which tells nothing new
  TAG_NOT_FOUND: { message: 'Sensor not found.', status: 404 },
  INTERVAL_OUT_OF_RANGE: { message: 'Invalid Value Assigned', status: 400 },
  API_NUMBER_INVALID: { message: 'The API number must have 10 to 12 digits.', status: 400 },
  REPLACEMENT_NOT_FOUND: { message: 'The replacement device was not found.', status: 404 },
  REPLACEMENT_SELF: { message: 'A device cannot replace itself.', status: 400 },
  REPLACEMENT_OTHER_COMPANY: { message: 'The replacement device belongs to another company.', status: 400 },
  STATUS_INVALID: { message: 'That status cannot be set here.', status: 400 },
  SETTING_INVALID: { message: 'That setting value is not valid.', status: 400 },
  READINGS_PAGE_INVALID: {
    message: 'first takes 1 to 500 readings, and after a cursor of the same sort from an earlier page.',
    status: 400,
  },
  EXPORT_INPUT_INVALID: { message: 'The range must run forward and the time zone be one from the list.', status: 400 },
  // (add codes for this area above the next marker)

  // --- sensor page graph (spec 2)
  // a series link or a download link that is forged, altered, expired, or whose user may no longer see the device: one
  // sentence for all, so a refusal does not tell which it was
  LINK_REFUSED: { message: 'This link is not valid or has expired.', status: 403 },
  EXPORT_BUSY: { message: 'Too many downloads are running; try again in a moment.', status: 503 },
  // (add codes for this area above the next marker)

  // --- sensor page alarms, calibration, reports (spec 2)
  // alarm saves show the spec's one failure toast (spec 2 §8); the log gets the reason
  ALARM_INPUT_INVALID: { message: 'Something Went Wrong', status: 400 },
  ALARM_TARGET_REFUSED: { message: 'Something Went Wrong', status: 403 },
  CALIBRATION_FORM_INCOMPLETE: { message: 'Form Incomplete.', status: 400 },
  CALIBRATION_REQUIRED_FIELDS: { message: 'Required Fields Empty', status: 400 },
  CALIBRATION_DEMO: { message: 'Demo users are unable to calibrate sensors.', status: 403 },
  REPORT_INPUT_INVALID: { message: 'The request is not valid.', status: 400 },
  // acknowledging from an alarm message (alarms/ackByMessage/): each refusal changes nothing and says which it was
  ACK_ALREADY: { message: 'This alarm was already acknowledged. Nothing was changed.', status: 409 },
  ACK_LINK_USED: { message: 'This link was already used. Nothing was changed.', status: 409 },
  ACK_LINK_EXPIRED: { message: 'This link has expired. Nothing was changed; acknowledge the alarm in the app.', status: 410 },
  ACK_LINK_INVALID: { message: 'This link is not valid. Nothing was changed.', status: 404 },
  ACK_LINK_NO_ACCESS: { message: 'This link no longer works for you: you cannot see this device. Nothing was changed.', status: 403 },
  ACK_STALE: { message: 'This alarm is over or was followed by a newer one. Nothing was changed.', status: 409 },
  ACK_SMS_NO_OPEN_ALARM: { message: 'You have no open alarm to acknowledge from this number. Nothing was changed.', status: 200 },
  ACK_SMS_UNKNOWN_CODE: { message: 'No alarm texted to this number has that code. Nothing was changed.', status: 200 },
  ACK_SMS_NOT_UNDERSTOOD: {
    message: 'Reply ACK to acknowledge the alarm we texted you, or ACK <code> when several are open.',
    status: 200,
  },
  ACK_SMS_REPLAYED: { message: 'This message was already handled. Nothing was changed.', status: 200 },
  // followed by the open alarms' replies and devices ('ACK 2F = Oil Tank B1, ACK 2G = ...'): kept short, it is a text
  ACK_SMS_SEVERAL_OPEN: { message: 'Several alarms are open. Nothing was changed; reply with one of:', status: 200 },
  REPORT_NOT_AVAILABLE: { message: 'This device has no production or consumption report.', status: 400 },
  // Undo of a removal (undo/undoRemoval.ts): each refusal changes nothing and says which it was
  UNDO_NOT_FOUND: { message: 'There is nothing of yours to undo here. Nothing was changed.', status: 404 },
  UNDO_EXPIRED: { message: 'Too late to undo: it is more than 10 seconds since it was removed. Nothing was changed.', status: 410 },
  UNDO_ALREADY: { message: 'This was already undone. Nothing was changed.', status: 409 },
  UNDO_TAKEN: {
    message: 'Someone with the same phone number or email address was added since. Nothing was changed.',
    status: 409,
  },
  // (add codes for this area above the next marker)

  // --- team (spec 3)
  TEAM_NAME_REQUIRED: { message: 'Please enter a first or last name.', status: 400 },
  TEAM_INVALID_EMAIL: { message: 'Please enter a valid email address.', status: 400 },
  TEAM_INVALID_PHONE: { message: 'Please enter a valid phone number.', status: 400 },
  TEAM_CONTACT_REQUIRED: { message: 'Please enter a phone number or email address.', status: 400 },
  TEAM_INVALID_COUNTRY_CODE: { message: 'Please choose one of the listed country codes.', status: 400 },
  TEAM_DUPLICATE_EMAIL: { message: 'A user with this email address already exists.', status: 409 },
  TEAM_DUPLICATE_PHONE: { message: 'A user with this phone number already exists.', status: 409 },
  TEAM_ROLE_REFUSED: { message: 'Only super users may choose the Super User or Demo role.', status: 403 },
  TEAM_COMPANY_CHANGE_REFUSED: { message: "Only super users may change a user's company.", status: 403 },
  TEAM_TARGET_REFUSED: { message: 'Only super users may change a super user.', status: 403 },
  TEAM_USER_NOT_FOUND: { message: 'User not found.', status: 404 },
  TEAM_GROUP_NOT_FOUND: { message: 'Group not found.', status: 404 },
  TEAM_COMPANY_NOT_FOUND: { message: 'Company not found.', status: 404 },
  TEAM_GROUP_NAME_REQUIRED: { message: 'Please enter a group name.', status: 400 },
  TEAM_COMPANY_NAME_REQUIRED: { message: 'Please enter a company name.', status: 400 },
  TEAM_COMPANY_NAME_TAKEN: { message: 'A company with that name already exists.', status: 409 },
  TEAM_MEMBER_OUTSIDE_COMPANY: { message: "Users and devices of a group must belong to the group's company.", status: 400 },
  TEAM_CANNOT_DELETE_SELF: { message: 'You cannot delete your own user.', status: 400 },
  TEAM_BAD_PERMISSIONS: { message: 'The permissions list is not valid.', status: 400 },
  TEAM_BAD_PHONE_TYPE: { message: 'The phone type must be mobile or landline.', status: 400 },
  // (add codes for this area above the next marker)

  // --- account (spec 2) and add device (spec 3)
  PROFILE_INVALID: { message: 'Please check the highlighted field.', status: 400 },
  CONTACT_IN_USE: { message: 'That phone number or email address is already in use.', status: 409 },
  // a contact taken in a company the viewer cannot see: the same sentence whichever it is, and whether e-mail or phone
  CONTACT_UNAVAILABLE: { message: 'That phone number or email address cannot be used. Please choose another.', status: 409 },
  NOTIFICATIONS_INVALID: { message: 'Only the tardy notification can be changed.', status: 400 },
  UNSUBSCRIBE_INVALID: { message: 'This unsubscribe link is not valid.', status: 400 },
  API_KEY_NOT_FOUND: { message: 'API key not found.', status: 404 },
  ADD_DEVICE_REFUSED: { message: 'Check the device ID and pin.', status: 400 },
  ADD_DEVICE_TOO_MANY: { message: 'Too many wrong pins. Please wait 10 minutes and try again.', status: 429 },
  // (add codes for this area above the next marker)

  // --- mass update and message log (spec 3)
  MASS_UPDATE_INVALID: { message: 'There was an error with submitting the form. Check your settings for correct fields.', status: 400 },
  // (add codes for this area above the next marker)

  // --- admin tools (spec 3)
  PO_EXISTS: { message: 'A P.O. with this number already exists.', status: 409 },
  PO_INVALID: { message: 'The P.O. is not valid.', status: 400 },
  UNKNOWN_SKU: { message: 'That SKU does not exist.', status: 400 },
  UNKNOWN_MANUFACTURER: { message: 'That manufacturer does not exist.', status: 400 },
  UNKNOWN_FIRMWARE: { message: 'That firmware image is not available.', status: 400 },
  FOTA_SIGNATURE_INVALID: { message: 'The FOTA signature is at most 8 characters.', status: 400 },
  SENSOR_SUBTYPE_INVALID: { message: "That subtype is not one of this sensor's (see the sensor tree).", status: 400 },
  TIME_OFFSET_INVALID: { message: 'The time offset must be whole minutes from -840 to 840 (UTC-14:00 to UTC+14:00).', status: 400 },
  TIME_ZONE_INVALID: { message: 'That is not a time zone. Choose one from the list.', status: 400 },
  INVOICE_INVALID: { message: 'Choose a billed company, a quarter and a year.', status: 400 },
  INVOICE_NO_WHOLE_MONTH: { message: 'No month of that quarter is over yet: an invoice bills whole months only.', status: 400 },
  EMAIL_INVALID: { message: 'Enter a subject and a message.', status: 400 },
  // (add codes for this area above the next marker)

  // --- ingest
  // (add codes for this area above the next marker)
} as const;

export type ErrorCode = keyof typeof ERRORS;

/**
 * What a refused mutation answers (code FORBIDDEN): the action by its API name, with words a person reads
 * ('updateUser' → 'update user'), so the user learns what was refused rather than being told about a page.
 */
export function forbiddenActionMessage(mutation: string): string {
  const words = mutation
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return `Your role may not ${words} (${mutation}).`;
}

/**
 * The PIN request limit's refusal with the wait the server computed (pinRequestLimits.ts), rounded up so that a
 * user who waits as long as it says is not refused again: whole minutes up to two hours, whole hours beyond.
 */
export function pinRateLimitedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait = minutes <= 120 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hours`;
  return `Too many pins requested. Please wait ${wait} and try again.`;
}
