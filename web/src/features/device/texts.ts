/** User-visible texts of the device page (spec 2 §2.1, §4.1, §5, §8), exactly as the spec gives them. */
export const DEVICE_TEXTS = {
  cannotAccess: 'Device cannot be accessed',
  notFound: 'Device not found.',
  pending: 'The latest update has not reached the device yet.',
  invalidValue: 'Invalid Value Assigned',
  firmwareFailed: 'Failed To Fetch Firmware Versions, Please Reload.',
  eventsError: 'error',
  selectSignature: 'Select signature',
  selectSensorType: 'Select Sensor Type',
  apiHint: '10 to 12 digits',
  demoCompany: 'DEMO',
  editOptionValue: 'Edit Option Value',
  optionReminder:
    'Please ensure that you click "Save Changes" to store your updates. Unsaved changes will be lost if you leave or reload the page.',
  /** Device Info's save button in edit mode: the words the reminder above asks the user to click. */
  saveChanges: 'Save Changes',
  /** Spec 1 "Dropdown run options": an edit attempt on the dropdown outside edit mode. */
  staticDropdownEdit: "Click the 'Edit Device' button to modify the values.",
} as const;
