import { readStorage, writeStorage } from '../../app/state/createStore';

/** The identifier a PIN was sent to; kept so a reload lands back on the PIN step (spec 1 §4). */
export type PinRequest = { phoneNumber: string } | { email: string };

const KEY = 'fieldwatch.pinRequest';

function parse(raw: unknown): PinRequest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { phoneNumber, email } = raw as Record<string, unknown>;
  if (typeof phoneNumber === 'string' && phoneNumber !== '') return { phoneNumber };
  if (typeof email === 'string' && email !== '') return { email };
  return null;
}

export const loadPinRequest = (): PinRequest | null => readStorage(KEY, parse);
export const savePinRequest = (request: PinRequest): void => writeStorage(KEY, request);
export const clearPinRequest = (): void => writeStorage(KEY, null);
