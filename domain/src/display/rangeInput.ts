import { RANGE_INPUT_MAX } from '../constants/limits';

/** Digits with at most one decimal point; a lone '' or '.' is allowed as a step while typing. */
const NUMBER_TEXT = /^\d*\.?\d*$/;

/**
 * The Tardy and Ghosts hour inputs accept only numbers below 1,000,000; anything else is ignored, i.e. the
 * field keeps its previous text (spec 1 §5). Returns the text the field should show after the edit.
 */
export function acceptRangeInput(next: string, previous: string): string {
  if (!NUMBER_TEXT.test(next)) return previous;
  const value = next === '' || next === '.' ? 0 : Number(next);
  return value < RANGE_INPUT_MAX ? next : previous;
}

/**
 * The whole number of hours a field applies on Submit. Fractions are cut off as the original did with
 * parseInt; an empty field falls back to the form's default, since a query with no hours has no meaning.
 */
export function rangeInputHours(text: string, fallback: number): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : fallback;
}
