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
