import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';

interface SharedRule {
  name: string;
  symbol: number;
  value: number;
  desc?: string | null;
}

const THRESHOLD_KEYS = ['criticalHigh', 'criticalLow', 'highWarning', 'lowWarning', 'low', 'high'] as const;
type ThresholdKey = (typeof THRESHOLD_KEYS)[number];

export interface SharedAlarms {
  rules: SharedRule[];
  /** undefined in a request: left as it is. */
  thresholds: Partial<Record<ThresholdKey, number | null | undefined>>;
}

// the same normalisation saveAlarms applies before storing, so a rule re-sent unchanged compares equal
const ruleKey = (r: SharedRule) => JSON.stringify([r.name.trim(), r.symbol, r.value, r.desc?.trim() || null]);

/**
 * Rules and thresholds belong to everyone watching the device, while a demo user may only look after their own
 * notifications (spec 2 §5, §6): a demo save must leave them exactly as stored. The panel re-sends what it loaded,
 * so equal values pass; anything else is FORBIDDEN before a row is written.
 */
export function assertDemoKeepsSharedAlarms(viewer: Viewer, stored: SharedAlarms, sent: SharedAlarms): void {
  if (!viewer.isDemo) return;
  const a = stored.rules.map(ruleKey).sort();
  const b = sent.rules.map(ruleKey).sort();
  const rulesChanged = a.length !== b.length || a.some((k, i) => k !== b[i]);
  const thresholdChanged = THRESHOLD_KEYS.some(
    (k) => sent.thresholds[k] !== undefined && sent.thresholds[k] !== (stored.thresholds[k] ?? null),
  );
  if (rulesChanged || thresholdChanged) {
    throw new AppError('FORBIDDEN', {
      cause: new Error(`updateAlarms: demo user ${viewer.id} may not change the ${rulesChanged ? 'rules' : 'thresholds'}`),
    });
  }
}
