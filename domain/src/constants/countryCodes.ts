export interface CountryCode {
  code: string;
  label: string;
}

export const COUNTRY_CODES: readonly CountryCode[] = [
  { code: '+1', label: 'United States' },
  { code: '+44', label: 'United Kingdom' },
  { code: '+46', label: 'Sweden' },
  { code: '+65', label: 'Singapore' },
  { code: '+66', label: 'Thailand' },
];

export const DEFAULT_COUNTRY_CODE = '+1';
