/**
 * The label printer's local service on the user's machine (spec 3 §7, the vendor's browser print software):
 * GET /available lists printers under `printer`, POST /write sends one label. The browser talks to it directly.
 * Its address can be changed through localStorage (tests run a stand-in on another port).
 */
const PRINTER_SERVICE_KEY = 'fieldwatch.printerServiceUrl';
const DEFAULT_URL = 'http://localhost:9100';

export interface Printer {
  uid: string;
  name?: string;
  [key: string]: unknown;
}

function printerServiceUrl(): string {
  try {
    return window.localStorage.getItem(PRINTER_SERVICE_KEY) || DEFAULT_URL;
  } catch {
    return DEFAULT_URL;
  }
}

export async function availablePrinters(): Promise<Printer[]> {
  const res = await fetch(`${printerServiceUrl()}/available`);
  if (!res.ok) throw new Error(`printer service: HTTP ${res.status}`);
  const body = (await res.json()) as { printer?: Printer | Printer[] };
  const list = Array.isArray(body.printer) ? body.printer : body.printer ? [body.printer] : [];
  return list.filter((p) => typeof p?.uid === 'string');
}

export async function writeLabel(printer: Printer, data: string): Promise<void> {
  // text/plain keeps this a simple request: the vendor's service answers no CORS preflight
  const res = await fetch(`${printerServiceUrl()}/write`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ device: printer, data }),
  });
  if (!res.ok) throw new Error(`printer service: HTTP ${res.status} ${await res.text().catch(() => '')}`.trim());
}
