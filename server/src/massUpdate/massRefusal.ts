/** A device a bulk call left untouched, and why (shown to the user beside its id). */
export interface MassRefusal {
  deviceId: number;
  reason: string;
}

/** A setting one device could not take while the rest of the change was applied to it (named for the user). */
export interface MassSkip {
  deviceId: number;
  setting: string;
  reason: string;
}

export const NOT_YOURS = 'not found or not yours';

/** What a mass update answers: which listed devices changed, which were refused (by id, with the reason). */
export interface MassUpdateResult {
  updated: number[];
  refused: MassRefusal[];
  /** Settings left out on devices that took the rest of the change (clearing data has none). */
  skipped?: MassSkip[];
}
