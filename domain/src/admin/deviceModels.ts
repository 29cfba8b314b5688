/** Spec 3 §2 New P.O.: the device models a purchase order can hold, with their numeric device types. */
export const DEVICE_MODELS = [
  { model: 'G1N-U', deviceType: 100 },
  { model: 'G1N', deviceType: 7 },
  { model: 'S1-U', deviceType: 1 },
  { model: 'G1N-B1', deviceType: 99 },
] as const;

export type DeviceModel = (typeof DEVICE_MODELS)[number]['model'];

/** Spec 3 §9 defaults of a purchase order. */
export const PO_DEFAULTS = { manufacturerCode: 'sf', sku: 'test1', quantity: 0 } as const;

/** One purchase order makes at most this many devices: a typo of an extra zero should not mint 100,000 ids. */
export const PO_MAX_DEVICES = 5000;
