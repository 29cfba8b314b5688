/** Calibration fields and their defaults (spec 2 §3 "Calibration", §9). */
export const CALIBRATION_DEFAULTS = {
  fluid: 'water',
  api: 32,
  tds: 24,
  sg: 1,
  barrelsPerInch: 1.67,
  target: 0,
  kFactor: 1,
  productionOffset: 0,
  unit: 'inches',
  mu: 0.2825,
  rhoF: 58.792,
  kFactorFlow: 1.3,
} as const;

/** The k-factor a turbine report assumes when the tag has no calibration (spec 2 §9). */
export const REPORT_DEFAULT_K_FACTOR = 2500;
export const REPORT_DEFAULT_HOUR = 6;
export const REPORT_DEFAULT_BARRELS_PER_INCH = 1.67;
/** Barrels per inch is saved this long after the last edit (spec 2 §9). */
export const BPI_SAVE_DELAY_MS = 2000;

export const FLUIDS = ['water', 'oil', 'chemical'] as const;
export type Fluid = (typeof FLUIDS)[number];
export const TANK_SHAPES = ['vertical', 'horizontal'] as const;
export type TankShape = (typeof TANK_SHAPES)[number];

/** The wizard shown automatically when the tag has no calibration (spec 2 §4.6). */
export function wizardOf(tag: string): 'radar' | 'sonar' | 'turbine' | null {
  if (tag === 'dist') return 'radar';
  if (tag === 'sonr') return 'sonar';
  if (tag === 'puls' || tag === 'pult') return 'turbine';
  return null;
}

export function wizardOpensAutomatically(tag: string, calibrationCount: number): boolean {
  return calibrationCount === 0 && (tag === 'sonr' || tag === 'puls' || tag === 'pult');
}

/** The settings-tab calibration boxes (spec 2 §2.2). */
export const CALIBRATION_BOX_TITLES: Record<string, string> = {
  dist: 'Radar Calibration Settings',
  sonr: 'Sonar Calibration Settings',
  puls: 'Turbine Calibration Settings',
  pult: 'Turbine Calibration Settings',
};

/** The tags whose page warns that the sensor is not calibrated (spec 2 §2.2). */
export const WARN_UNCALIBRATED_TAGS = ['spsr', 'dspsr', 'dist'] as const;
