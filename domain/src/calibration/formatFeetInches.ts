import { inchesToFeetInches } from './calibrationForm';

/** A length in inches as the product writes feet and inches everywhere: 'N ft X.X in' (spec 1 §9). */
export function formatFeetInches(totalInches: number): string {
  const fi = inchesToFeetInches(totalInches);
  return `${fi.feet} ft ${fi.inches.toFixed(1)} in`;
}
