import { tagType } from './tagCatalogue';

/**
 * Additional sensors that are not primary tag types, with the display units spec 2 §9 gives them ("cumulative
 * pulses bbls/mbbls"); every other code uses its tag type's units from the catalogue.
 */
const ADDITIONAL_ONLY_UNITS: Record<string, readonly string[]> = {
  cumulative_pulses: ['bbls', 'mbbls'],
};

/**
 * The display units an additional tag may be shown in: its catalogue units, or the additional-only ones above; an
 * empty list when the code has none (it is shown as reported and takes no unit).
 */
export function additionalTagUnits(tag: string): readonly string[] {
  if (Object.hasOwn(ADDITIONAL_ONLY_UNITS, tag)) return ADDITIONAL_ONLY_UNITS[tag]!;
  return (tagType(tag)?.units ?? []).map((u) => u.unit).filter((u) => u !== '');
}

/** An additional tag's display unit problem (spec 2 §5: a clear refusal), or null. Empty means the default. */
export function additionalTagUnitProblem(tag: string, displayUnits: string | null | undefined): string | null {
  if (!displayUnits) return null;
  return additionalTagUnits(tag).includes(displayUnits) ? null : 'Choose one of the display units offered.';
}
