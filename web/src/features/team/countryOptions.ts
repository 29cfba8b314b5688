import { COUNTRY_CODES } from '@fieldwatch/domain';

/** The country code choices of spec 3 §5 (+1 United States first, the default). */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.label}` }));
