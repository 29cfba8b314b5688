import { DEVICE_MODELS, PO_MAX_DEVICES } from './deviceModels';

export interface PurchaseOrderItemInput {
  model: string;
  deviceType: number;
  quantity: number;
}

export interface PurchaseOrderInput {
  po: number | null;
  sku: string;
  manufacturerCode: string;
  items: readonly PurchaseOrderItemInput[];
}

/** A quantity as typed: a whole number of 0 or more, else null (spec 3 §5: quantities are numeric). */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** A P.O. number as typed: empty is none, else a positive whole number; undefined when not valid. */
export function parsePoNumber(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** What is wrong with a purchase order, in words the form shows; null when it may be created. */
export function purchaseOrderProblem(input: PurchaseOrderInput): string | null {
  if (input.po !== null && !(Number.isInteger(input.po) && input.po > 0 && input.po <= 2_147_483_647)) {
    return 'The P.O. number must be a positive whole number.';
  }
  if (!input.manufacturerCode.trim()) return 'Choose a manufacturer.';
  if (!input.sku.trim()) return 'Choose a SKU.';
  const seen = new Set<string>();
  let total = 0;
  for (const item of input.items) {
    const known = DEVICE_MODELS.find((m) => m.model === item.model);
    if (!known || known.deviceType !== item.deviceType) return `Unknown model ${item.model}.`;
    if (seen.has(item.model)) return `Model ${item.model} is listed twice.`;
    seen.add(item.model);
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 0) return `The quantity of ${item.model} must be a whole number.`;
    total += item.quantity;
  }
  if (total === 0) return 'Enter a quantity for at least one model.';
  if (total > PO_MAX_DEVICES) return `One P.O. makes at most ${PO_MAX_DEVICES} devices.`;
  return null;
}
