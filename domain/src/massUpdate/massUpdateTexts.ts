/** Texts of Update Devices and Check Alarms Set (spec 3 §2, §4, §5, §8), exactly as the spec writes them. */
export const MASS_UPDATE_TEXTS = {
  title: 'UPDATE DEVICES',
  note: '*mass update all chosen devices in your directory with the selected settings. use with caution.',
  formError: 'There was an error with submitting the form. Check your settings for correct fields.',
  success: 'Updated Devices',
  noSavedValues: 'No saved values',
  fillPge: 'Fill PGE Example',
  clearData: 'Clear Data',
  clearAlarms: 'Clear Alarms',
  saveChanges: 'Save Changes',
  yesClearAll: 'Yes, Clear All',
  alsoMakeChanges: 'also make my setting changes',
  /** The same option in the Clear Alarms warning of a user without the sensor-data permission. */
  alsoMakeChangesShort: 'also make changes',
  deleteAlarmsToo: 'delete alarms too',
  deleteOnlyAlarms: 'delete ONLY alarms',
  selectSignature: 'Select signature',
  selectCompany: 'Select Company',
  selectGroup: 'Select Group',
  selectUnits: 'Select Units',
  selectTag: 'Select Tag',
} as const;

/** The signature select's placeholder option (spec 3 §5, §9): value 32762, labelled NULL. */
export const SIGNATURE_NULL = { value: '32762', label: 'NULL' } as const;

/** Placeholder option labels that count as "unset" (spec 3 §2). */
export const MASS_UPDATE_PLACEHOLDERS: readonly string[] = [
  MASS_UPDATE_TEXTS.selectSignature,
  MASS_UPDATE_TEXTS.selectCompany,
  MASS_UPDATE_TEXTS.selectGroup,
  MASS_UPDATE_TEXTS.selectUnits,
  MASS_UPDATE_TEXTS.selectTag,
];
