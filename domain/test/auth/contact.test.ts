import { describe, expect, it } from 'vitest';
import { formatPhone, isValidEmail, isValidPhone, isValidPin, maskPhoneInput, normalizeEmail, phoneDigits } from '../../src/auth/contact';

describe('phone numbers (spec 1 §5: mask (xxx) xxx-xxxx, area code and exchange start with 1-9)', () => {
  it('phoneDigits keeps only the digits', () => {
    expect(phoneDigits('(555) 222-3333')).toBe('5552223333');
    expect(phoneDigits(' 555.222 3333 ')).toBe('5552223333');
    expect(phoneDigits('abc')).toBe('');
  });

  it('isValidPhone accepts ten digits, masked or not', () => {
    expect(isValidPhone('5552223333')).toBe(true);
    expect(isValidPhone('(555) 222-3333')).toBe(true);
    expect(isValidPhone('555-222-3333')).toBe(true);
    expect(isValidPhone('(123) 456-7890')).toBe(true);
    expect(isValidPhone('(999) 999-9999')).toBe(true);
  });

  it('isValidPhone refuses an area code or an exchange starting with 0', () => {
    expect(isValidPhone('(055) 222-3333')).toBe(false);
    expect(isValidPhone('(555) 022-3333')).toBe(false);
    expect(isValidPhone('0552223333')).toBe(false);
    expect(isValidPhone('5550223333')).toBe(false);
    // a 0 elsewhere is fine
    expect(isValidPhone('(505) 202-0000')).toBe(true);
  });

  it('isValidPhone refuses too few or too many digits and empty input', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('555222333')).toBe(false);
    expect(isValidPhone('555222')).toBe(false);
    expect(isValidPhone('55522233334')).toBe(false);
  });

  it('maskPhoneInput drops a 0 where the area code or the exchange starts', () => {
    expect(maskPhoneInput('0')).toBe('');
    expect(maskPhoneInput('05')).toBe('5');
    expect(maskPhoneInput('0005552223333')).toBe('5552223333');
    expect(maskPhoneInput('5550')).toBe('555');
    expect(maskPhoneInput('555022')).toBe('55522');
    // a 1 may start the area code and the exchange (the spec says 1-9)
    expect(maskPhoneInput('1231234567')).toBe('1231234567');
  });

  it('maskPhoneInput keeps a 0 at any other position', () => {
    expect(maskPhoneInput('5052020000')).toBe('5052020000');
    expect(maskPhoneInput('50')).toBe('50');
    expect(maskPhoneInput('5551000')).toBe('5551000');
  });

  it('maskPhoneInput keeps at most 10 digits and ignores non-digits', () => {
    expect(maskPhoneInput('555222333344')).toBe('5552223333');
    expect(maskPhoneInput('(555) 222-3333 x12')).toBe('5552223333');
    expect(maskPhoneInput('')).toBe('');
  });

  it('maskPhoneInput always yields something isValidPhone accepts once it has 10 digits', () => {
    for (const raw of ['0000000000000555', '0105019999999', '9090909090909090', '1010101010101']) {
      const d = maskPhoneInput(raw);
      expect(d.length).toBeLessThanOrEqual(10);
      if (d.length === 10) expect(isValidPhone(d), `${raw} -> ${d}`).toBe(true);
    }
  });

  it('formatPhone shows a partial number as it is typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5552')).toBe('(555) 2');
    expect(formatPhone('555222')).toBe('(555) 222');
    expect(formatPhone('5552223')).toBe('(555) 222-3');
  });

  it('formatPhone shows a full number as (xxx) xxx-xxxx, from any input, and cuts at 10 digits', () => {
    expect(formatPhone('5552223333')).toBe('(555) 222-3333');
    expect(formatPhone('(555) 222-3333')).toBe('(555) 222-3333');
    expect(formatPhone('555-222-3333')).toBe('(555) 222-3333');
    expect(formatPhone('555222333344')).toBe('(555) 222-3333');
  });
});

describe('e-mail addresses', () => {
  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Pat@ACME.Test ')).toBe('pat@acme.test');
    expect(normalizeEmail('a@b.co')).toBe('a@b.co');
  });

  it('isValidEmail accepts ordinary addresses, case and surrounding blanks aside', () => {
    expect(isValidEmail('pat@acme.test')).toBe(true);
    expect(isValidEmail(' PAT@Acme.Test ')).toBe(true);
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
  });

  it('isValidEmail refuses malformed addresses', () => {
    for (const bad of [
      '',
      'not-an-email',
      'pat@',
      '@acme.test',
      'pat@acme',
      'pat@acme.t',
      'pat acme@x.test',
      'pat@@acme.test',
      'pat@ac me.test',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('isValidEmail refuses addresses longer than 254 characters', () => {
    const head = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.`;
    const ok = `${head}${'d'.repeat(254 - head.length - '.test'.length)}.test`;
    expect(ok.length).toBe(254);
    expect(isValidEmail(ok)).toBe(true);
    expect(isValidEmail(`a${ok}`)).toBe(false);
  });
});

describe('isValidPin (spec 1 §5: exactly 4 characters, a 4 digit PIN)', () => {
  it('accepts exactly four digits, leading zeros included', () => {
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('0000')).toBe(true);
    expect(isValidPin('0042')).toBe(true);
  });

  it('refuses other lengths and non-digits', () => {
    for (const bad of ['', '1', '123', '12345', '12a4', ' 123', '123 ', '12.3', '-123', '１２３４']) {
      expect(isValidPin(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
