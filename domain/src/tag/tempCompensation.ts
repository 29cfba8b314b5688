/** The temperature compensation selector (spec 2 §4.7) and the two booleans it stands for. */
export type TempCompensation = 'none' | 'basic' | 'sf6';

export const TEMP_COMPENSATION_LABELS: Record<TempCompensation, string> = {
  none: 'None',
  basic: 'Basic',
  sf6: 'SF6 Filling Pressure',
};

/** Tags that show the selector, and the one tag offered SF6. */
export const TEMP_COMPENSATION_TAGS: readonly string[] = ['psr', 'spsr', 'dspsr', 'sonr'];

export function tempCompensationOptions(tag: string): TempCompensation[] {
  return tag === 'psr' ? ['none', 'basic', 'sf6'] : ['none', 'basic'];
}

export function tempCompensationOf(f: { temperatureCorrectionEnabled: boolean; sf6NormalizationEnabled: boolean }): TempCompensation {
  if (f.sf6NormalizationEnabled) return 'sf6';
  return f.temperatureCorrectionEnabled ? 'basic' : 'none';
}

export function tempCompensationFlags(choice: TempCompensation): {
  temperatureCorrectionEnabled: boolean;
  sf6NormalizationEnabled: boolean;
} {
  return { temperatureCorrectionEnabled: choice === 'basic', sf6NormalizationEnabled: choice === 'sf6' };
}
