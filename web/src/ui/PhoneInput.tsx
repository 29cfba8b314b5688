import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPhone, maskPhoneInput } from '@fieldwatch/domain';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digits only, as they are sent to the server. */
  value: string;
  onChange: (digits: string) => void;
}

/** Caret position in the formatted text just after the n-th digit. */
function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}

/** A US phone number shown as (xxx) xxx-xxxx while only its digits are kept. */
export function PhoneInput({ value, onChange, ...rest }: PhoneInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const formatted = formatPhone(value);

  useLayoutEffect(() => {
    const input = ref.current;
    const digitsBefore = pendingCaret.current;
    pendingCaret.current = null;
    if (input === null || digitsBefore === null || document.activeElement !== input) return;
    const position = caretAfterDigits(formatted, digitsBefore);
    input.setSelectionRange(position, position);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? raw.length;
    let digits = maskPhoneInput(raw);
    // The mask works left to right, so masking the text before the caret counts the digits kept there.
    let digitsBefore = maskPhoneInput(raw.slice(0, caret)).length;

    // Deleting a bracket, space or dash alone would change nothing; delete the neighbouring digit instead.
    if (digits === value && raw.length < formatted.length) {
      const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
      const index = forward ? digitsBefore : digitsBefore - 1;
      if (index >= 0 && index < value.length) {
        digits = maskPhoneInput(value.slice(0, index) + value.slice(index + 1));
        digitsBefore = index;
      }
    }
    pendingCaret.current = Math.min(digitsBefore, digits.length);
    onChange(digits);
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(xxx) xxx-xxxx"
      {...rest}
      ref={ref}
      value={formatted}
      onChange={handleChange}
    />
  );
}
