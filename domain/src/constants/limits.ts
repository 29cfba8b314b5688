/** Business constants of spec 1 §9, spec 2 §9 and spec 3 §9, in one place for server and browser. */
export const PIN_LENGTH = 4;
export const PIN_TTL_SECONDS = 600;
export const PIN_MAX_TRIES = 3;
export const PIN_REQUESTS_PER_WINDOW = 5;
export const PIN_REQUEST_WINDOW_SECONDS = 600;
/**
 * PIN requests for one account per day from browsers that never signed in to it (a stranger's, or the user's new
 * phone): with PIN_MAX_TRIES each, at most 30 guesses a day at a 4-digit PIN, a 0.3 % chance (docs/security.md).
 * A browser that signed in to the account before is not counted here, so strangers cannot lock it out.
 */
export const PIN_ACCOUNT_REQUESTS_PER_DAY = 10;
/**
 * Backoff between PIN requests for one account from browsers unknown to it: the first PIN_BACKOFF_FREE_REQUESTS of a
 * day come at once (a typo, a lost text), then each waits twice as long as the one before, from PIN_BACKOFF_BASE_SECONDS
 * (1, 2, 4, 8 ... minutes). A stranger's day's budget then takes hours to spend, not seconds.
 */
export const PIN_BACKOFF_FREE_REQUESTS = 3;
export const PIN_BACKOFF_BASE_SECONDS = 60;
/** PIN requests from one address per hour, all accounts together, from browsers unknown to the account. */
export const PIN_ADDRESS_REQUESTS_PER_HOUR = 30;
/** PIN requests of the whole service per 10 minutes from unknown browsers (text and e-mail cost; mass guessing). */
export const PIN_GLOBAL_REQUESTS_PER_WINDOW = 500;

export const SPINNER_DELAY_MS = 300;
export const STALE_DEVICE_SECONDS = 64_800;
export const DELAYED_DEVICE_SECONDS = 6 * 3600;

export const TARDY_DEFAULTS = { after: 24, before: 240 } as const;
export const GHOSTS_DEFAULTS = { after: 0, before: 48 } as const;
export const LANDING_TARDY = { recent: 24, previous: 240, limit: 10 } as const;
export const RANGE_INPUT_MAX = 1_000_000;

export const PAGE_SIZE = { cellular: 50, sku: 50, allDevices: 50, newDevices: 20 } as const;
/**
 * Cards or rows the directory reads at a time (not in the spec, whose directory asks for every device at once):
 * a company of 10,000 devices must still draw its first screen at once, so the first page is about two screens
 * of cards and the rest loads, in larger pages, as the user scrolls.
 */
export const DIRECTORY_PAGE_SIZE = { first: 40, next: 160 } as const;
export const FOLDER_AUTO_OPEN_UNDER = 15;
export const SEARCH_LIMIT = { users: 5, devices: 5 } as const;
export const REBOOT_WARN_COUNT = 10;

export const SIDEBAR = { minWidth: 200, defaultWidth: 500 } as const;
export const MOBILE_BREAKPOINT = 1000;
export const SWIPE = { distance: 100, withinMs: 250, edge: 150 } as const;

export const HEALTH_COLOUR_THRESHOLDS = { green: 80, yellow: 50 } as const;
export const LOW_BATTERY_VOLTS = { solar: 3.6, pack: 4.7 } as const;

export const ALARM_RULES_DISABLED = { low: 0, high: 32762 } as const;
export const TARDY_HIDE_RECENT_SECONDS = 216_000;

/**
 * The longest free text the server stores, per field name (the GraphQL argument or input field of that name), and
 * what the forms let a user type (their inputs' maxLength). Longer text is refused as a whole, never cut.
 */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
  name: 100,
  firstName: 60,
  lastName: 60,
  companyName: 100,
  tankName: 100,
  path: 500,
  description: 2000,
  comment: 2000,
  userAssignedID: 64,
  email: 254,
  subject: 200,
  body: 100_000,
  desc: 200,
  value: 500,
  search: 200,
  query: 200,
  accountingCode: 64,
  apiNumber: 64,
  simNumber: 32,
  boardRev: 32,
  manufacturerCode: 64,
  model: 100,
  sku: 64,
  displayUnits: 32,
  notifications: 20_000,
  /** An IANA zone name (the longest in use is about 30 characters). */
  timeZone: 64,
  /** The readings table's page cursor (deviceReadings `after`): a few dozen characters. */
  after: 200,
};
