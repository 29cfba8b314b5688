/** Sensor page graph constants (spec 2 §4.2, §4.5, §9). */

/** Range buttons and their width in seconds, in toolbar order; 'all' has no width. */
export const GRAPH_RANGES = [
  { key: '1d', label: '1d', seconds: 86_400 },
  { key: '1w', label: '1w', seconds: 604_800 },
  { key: '2w', label: '2w', seconds: 1_209_600 },
  { key: '1m', label: '1m', seconds: 2_678_400 },
  { key: '1yr', label: '1yr', seconds: 31_536_000 },
  { key: 'all', label: 'all', seconds: null },
] as const;

export type GraphRangeKey = (typeof GRAPH_RANGES)[number]['key'];

/** A gap between readings longer than this breaks the line. */
export const GAP_BREAK_SECONDS = 43_200;
/** The first load: 42 days back to 15 minutes ahead, downsampled. */
export const INITIAL_WINDOW_SECONDS = 3_628_800;
export const INITIAL_WINDOW_AHEAD_SECONDS = 900;
/** Diff mode clamps values into this band. */
export const DIFF_CLAMP = { min: 3, max: 4.4 } as const;
/** Fourier plot: y range and the first bin shown (the lowest bins are the DC part and drift). */
export const FOURIER_Y_RANGE = { min: 0, max: 800 } as const;
export const FOURIER_FIRST_BIN = 4;
/** Temperature-correction slider. */
export const TEMP_CORRECTION_SLIDER = { min: -0.5, max: 0.5, step: 0.01 } as const;
/** The mini-graph shows from this window width up. */
export const MINI_GRAPH_MIN_WIDTH = 1000;
/** Sensor temperature filter threshold default. */
export const SENSOR_TEMP_FILTER_DEFAULT = 20;

/** How long the settings save's success toast stays (spec 2 §9: settings success toast 10 s). */
export const SETTINGS_TOAST_MS = 10_000;

/** Texts of the sensor page (spec 2 §2.2, §4.3, §8), reproduced exactly. */
export const TAG_PAGE_TEXTS = {
  olderDataUnavailable: (provider: string) =>
    `Older data temporarily unavailable. Please reload. Contact ${provider} if this issue persists.`,
  firstQueryError: 'Error',
  deviceNotFound: 'Device not found.',
  /** A device the viewer sees, without the tag the address names (the server's TAG_NOT_FOUND). */
  tagNotFound: 'Sensor not found.',
  deviceCannotBeAccessed: 'Device cannot be accessed',
  somethingWentWrong: 'Something Went Wrong',
  /** The settings save's success toast, shown SETTINGS_TOAST_MS (spec 2 §7, §9). */
  settingsUpdatedReload: 'Settings Updated (Reload For Changes)',
  demoRestrictedTitle: 'Action Restricted for Demo Users',
  demoRestrictedCalibrate: 'Demo users are unable to calibrate sensors.',
  noCalibration: 'This sensor is not calibrated and gives unreliable data. Click a point on the graph and choose Add Calibration.',
  /** The same warning for users the click menu offers no Add Calibration to: the hint would point at nothing. */
  noCalibrationNoRights: 'This sensor is not calibrated and gives unreliable data.',
  ruleTriggered: 'An alarm rule for this sensor has triggered. See the Alarms tab.',
} as const;

/** Tags that warn when they have no calibration, and tags whose calibration wizard opens by itself. */
export const CALIBRATION_WARNING_TAGS: readonly string[] = ['spsr', 'dspsr', 'dist'];
