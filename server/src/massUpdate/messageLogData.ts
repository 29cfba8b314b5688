/** A message as the log shows it (spec 3 §3): the device's JSON read into the fields each type's display needs. */
export interface MessageLogDataShape {
  values: string[] | null;
  message: string | null;
  voltage: number | null;
  temperature: number | null;
  eventFlag: number | null;
  additionalData: string | null;
  raw: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function valuesOf(type: string, d: Obj): string[] | null {
  if (type === 'gps') {
    const lat = d.latitude ?? d.lat;
    const lon = d.longitude ?? d.lon;
    return [lat, lon].filter((v) => v !== undefined && v !== null).map(String);
  }
  if (type !== 'data') return null;
  const out: string[] = [];
  // stored as jsonb, which keeps no key order: sensors by name
  if (isObj(d.values))
    for (const [tag, v] of Object.entries(d.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) out.push(`${tag}: ${String(v)}`);
  if (Array.isArray(d.readings)) {
    for (const r of d.readings) if (isObj(r) && typeof r.tag === 'string') out.push(`${r.tag}: ${String(r.value)}`);
  }
  return out;
}

/** Health fields besides voltage and temperature (signal, solar, battery delta, carrier), as "key: value". */
function additionalOf(d: Obj): string | null {
  const rest = Object.entries(d).filter(([k, v]) => !['voltage', 'temperature', 'time'].includes(k) && v !== null && v !== undefined);
  return rest.length ? rest.map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ') : null;
}

export function messageLogData(type: string, data: unknown): MessageLogDataShape {
  const d = isObj(data) ? data : {};
  return {
    values: valuesOf(type, d),
    message: typeof d.message === 'string' ? d.message : null,
    voltage: numOrNull(d.voltage),
    temperature: numOrNull(d.temperature),
    eventFlag: numOrNull(d.eventFlag ?? d.flag),
    additionalData: type === 'health' ? additionalOf(d) : null,
    raw: JSON.stringify(data),
  };
}
