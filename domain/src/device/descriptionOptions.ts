/** The keys of the device description option string, with their labels (spec 1 "Device description option string"). */
export const DESCRIPTION_OPTIONS = [
  { key: 'status', label: 'Run Status' },
  { key: 'contentLevelOil', label: 'Content Level - Oil' },
  { key: 'interfaceLevelWater', label: 'Interface Level - Water' },
  { key: 'pressure', label: 'pressure' },
  { key: 'flowRate', label: 'Flow Rate - Linear Meter' },
  { key: 'differentialMeter', label: 'EFM - Differential Meter' },
] as const;

export type DescriptionOptionKey = (typeof DESCRIPTION_OPTIONS)[number]['key'];

/** Comma-separated key:value pairs → map; pairs without a key or value are ignored. */
export function parseDescriptionOptions(text: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(',')) {
    const i = part.indexOf(':');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (key && value) out[key] = value;
  }
  return out;
}

/**
 * Sets one option and gives the new string; an empty value removes the key. Commas and colons inside a value
 * would break the format, so they become spaces.
 */
export function setDescriptionOption(text: string | null | undefined, key: string, value: string): string {
  const options = parseDescriptionOptions(text);
  const clean = value.replace(/[,:]/g, ' ').trim();
  if (clean) options[key] = clean;
  else delete options[key];
  return Object.entries(options)
    .map(([k, v]) => `${k}:${v}`)
    .join(',');
}
