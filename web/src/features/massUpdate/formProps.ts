import type { MassUpdateForm } from '@fieldwatch/domain';

/** What every form section receives: the whole form and a way to change some of its fields. */
export interface SectionProps {
  form: MassUpdateForm;
  change: (patch: Partial<MassUpdateForm>) => void;
}

/** NativeSelect data with the spec's placeholder as the unset first option. */
export function withPlaceholder(placeholder: string, options: readonly { value: string; label: string }[]) {
  return [{ value: '', label: placeholder }, ...options];
}
