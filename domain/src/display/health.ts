import { HEALTH_COLOUR_THRESHOLDS } from '../constants/limits';

export type HealthColour = 'green' | 'yellow' | 'red';

/** The landing banner's health percent, whole; 100 when it cannot be computed (spec 1 §2). */
export function healthPercent(health: number | null | undefined): number {
  if (health === null || health === undefined || !Number.isFinite(health)) return 100;
  return Math.round(health);
}

/** Green at 80 or more, yellow at 50 or more, red below (spec 1 §2, §9). */
export function healthColour(percent: number): HealthColour {
  if (percent >= HEALTH_COLOUR_THRESHOLDS.green) return 'green';
  if (percent >= HEALTH_COLOUR_THRESHOLDS.yellow) return 'yellow';
  return 'red';
}
