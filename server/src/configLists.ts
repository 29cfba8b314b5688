import net from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty or 'false' trusts no proxy (a client cannot choose its address with X-Forwarded-For);
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`, or the
 * names loopback, linklocal, uniquelocal): X-Forwarded-For is believed only from them.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || rest.length) {
      throw new Error(`TRUST_PROXY must be false or proxy addresses/CIDR ranges separated by commas, got ${value}`);
    }
  }
  return list;
}

/** CORS_ORIGINS: a comma-separated list of origins (https://ops.example.com); empty means same-origin only. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const o of list) {
    let ok = false;
    try {
      const u = new URL(o);
      ok = (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === o;
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`CORS_ORIGINS must be origins like https://ops.example.com separated by commas, got ${value}`);
  }
  return list;
}
