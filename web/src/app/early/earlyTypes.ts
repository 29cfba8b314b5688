/** What index.html's inline script needs to know; filled at build time from the app's own modules. */
export interface EarlyConfig {
  storageKey: string;
  endpoint: string;
  /** Source of the sensor page's address pattern: group 1 the device id, group 2 the tag. */
  tagRoute: string;
  /** The sensor page's first window: this many seconds back from now, and ahead. */
  windowBack: number;
  windowAhead: number;
  me: { name: string; document: string };
  getTag: { name: string; document: string };
  /** Built files (URLs) of the signed-in shell and of the sensor page, to fetch while the first script runs. */
  shellFiles: string[];
  tagPageFiles: string[];
  /** The directory's Icons view on a fresh load: its first page of cards and its count (prefetchDirectoryPage). */
  directory: {
    /** Source of the directory's address pattern: group 1 its query. */
    route: string;
    /** The `view` values that show another view than Icons. */
    otherViews: string[];
    /** Address parameters that name another place than a fresh load's (a company, a folder, a status). */
    filterParams: readonly string[];
    cards: { name: string; document: string };
    cardsVariables: Record<string, unknown>;
    count: { name: string; document: string };
    countVariables: Record<string, unknown>;
    files: string[];
  };
}

/** A request index.html's script sent before the app's code ran, for the app to take over once. */
export interface EarlyRequest {
  /** Who it was sent as (the stored session's token and login-as), so another session does not take it. */
  token: string;
  loginAs: string | null;
  variables: Record<string, unknown>;
  /** Epoch seconds the sensor page's first window was measured from. */
  opened: number;
  response: Promise<Response>;
}

export interface EarlyRequests {
  me?: EarlyRequest;
  getTag?: EarlyRequest;
  directoryCards?: EarlyRequest;
  directoryCount?: EarlyRequest;
}
