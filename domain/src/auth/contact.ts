/** Sign-in identifiers: validation shared by the sign-in form and the server (spec 1 §5). */

/** Digits only; a leading country 1 on an 11-digit US number is dropped. */
export function phoneDigits(input: string): string {
  const d = input.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}

/** (xxx) xxx-xxxx: ten digits, area code and exchange start with 1-9. */
export function isValidPhone(input: string): boolean {
  return /^[1-9]\d{2}[1-9]\d{6}$/.test(phoneDigits(input));
}

/** The masked display of a partial or complete number, as the phone input shows it while typing. */
export function formatPhone(input: string): string {
  const d = phoneDigits(input).slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Keeps only the digits a masked phone input accepts at each position. */
export function maskPhoneInput(input: string): string {
  let out = '';
  for (const ch of phoneDigits(input)) {
    if (out.length >= 10) break;
    if ((out.length === 0 || out.length === 3) && ch === '0') continue;
    out += ch;
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidEmail(input: string): boolean {
  const e = normalizeEmail(input);
  return e.length <= 254 && EMAIL.test(e);
}

export function isValidPin(pin: string): boolean {
  return /^\d{4}$/.test(pin);
}
