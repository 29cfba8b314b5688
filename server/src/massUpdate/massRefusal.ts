/** A device a bulk call left untouched, and why (shown to the user beside its id). */
export interface MassRefusal {
  deviceId: number;
  reason: string;
}

export const NOT_YOURS = 'not found or not yours';
