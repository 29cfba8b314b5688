import mqtt from 'mqtt';
import type { ServerProcess } from '../helpers/serverProcess';

export interface Timed<T> {
  ms: number;
  value: T;
}

export async function timed<T>(fn: () => Promise<T>): Promise<Timed<T>> {
  const t0 = Date.now();
  const value = await fn();
  return { ms: Date.now() - t0, value };
}

/** HTTP status of a request, or 0 when no answer came within the limit (a hang is a failure too). */
export async function statusOf(url: string, init: RequestInit = {}, limitMs = 10_000): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

export function gqlInit(query: string, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) };
}

export function httpIngest(
  server: ServerProcess,
  device: { id: number; secret: string },
  body: unknown,
  limitMs?: number,
): Promise<number> {
  return statusOf(
    `${server.url}/api/devices/${device.id}/messages/data`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${device.secret}` },
      body: JSON.stringify(body),
    },
    limitMs,
  );
}

/**
 * Connects as the device and publishes one QoS 1 message: true when the PUBACK came within the limit. A refused
 * connection or a dropped one counts as "not acknowledged", which is what a device would see.
 */
export function mqttAcked(port: number, device: { id: number; secret: string }, body: unknown, limitMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, {
      username: String(device.id),
      password: device.secret,
      reconnectPeriod: 0,
      connectTimeout: limitMs,
    });
    let done = false;
    const finish = (acked: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      c.end(true);
      resolve(acked);
    };
    const timer = setTimeout(() => finish(false), limitMs);
    c.on('error', () => finish(false));
    c.on('close', () => finish(false));
    c.once('connect', () => {
      c.publish(`devices/${device.id}/up/data`, JSON.stringify(body), { qos: 1 }, (err) => finish(!err));
    });
  });
}
