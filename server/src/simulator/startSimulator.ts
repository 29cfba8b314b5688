import { demoRandom } from '../demo/demoRandom';
import { demoSimDevices, type SimDevice } from './demoSimDevices';
import { DeviceModel } from './deviceModel';
import { DEMO_INTERVAL_SECONDS, SimDeviceClient } from './simDeviceClient';

export interface SimulatorOptions {
  /** e.g. mqtt://127.0.0.1:1883 */
  brokerUrl: string;
  /** Defaults to the demo fleet's reporting devices (demoSimDevices). */
  devices?: SimDevice[];
  /** How long a 900 s device interval takes on the simulator's clock (default 15 000 ms: 60 times faster). */
  intervalMs?: number;
  log?: (line: string) => void;
  /** Uniform in [0, 1); a seeded generator makes every device's choices repeatable. */
  random?: () => number;
}

export interface Simulator {
  /** Stops every device and closes its connection. */
  stop(): Promise<void>;
  /** Messages the broker has acknowledged so far. */
  sent(): number;
}

export const DEFAULT_INTERVAL_MS = 15_000;

/**
 * The demo device simulator: one MQTT connection per reporting demo device, each measuring on its own jittered
 * timer and publishing plausible readings, health, the odd alarm excursion and reboot, and answering settings
 * downlinks, so the demo's screens, alarms and live updates move as they would with a real fleet. Resolves once
 * every device has made its first connection attempt; devices that could not connect keep retrying.
 */
export async function startSimulator(opts: SimulatorOptions): Promise<Simulator> {
  const intervalMs = opts.intervalMs ?? DEFAULT_INTERVAL_MS;
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) throw new Error(`intervalMs must be a positive number, got ${intervalMs}`);
  const log = opts.log ?? (() => {});
  const random = opts.random ?? Math.random;
  const devices = [...(opts.devices ?? demoSimDevices(new Date()))].sort((a, b) => a.id - b.id);

  let sent = 0;
  // each device gets generators of its own, seeded in id order: its choices then do not depend on how the
  // other devices' timers interleave
  const seed = () => Math.floor(random() * 2 ** 32);
  const clients = devices.map((device) => {
    const model = new DeviceModel(device, demoRandom(seed()));
    const timing = demoRandom(seed());
    const client = new SimDeviceClient(model, { brokerUrl: opts.brokerUrl, intervalMs, rng: timing, log, onSent: () => sent++ });
    // the first readings are spread over one interval so the fleet does not fire at once
    return { client, firstDelayMs: timing.next() * intervalMs };
  });

  log(
    `simulator: ${clients.length} devices on ${opts.brokerUrl}, a reading every ${intervalMs} ms (stands for ${DEMO_INTERVAL_SECONDS} s)`,
  );
  for (const c of clients) c.client.start(c.firstDelayMs);
  const connected = (await Promise.all(clients.map((c) => c.client.firstConnection))).filter(Boolean).length;
  log(`simulator: ${connected} of ${clients.length} devices connected`);

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= Promise.all(clients.map((c) => c.client.stop())).then(() => undefined);
      return stopped;
    },
    sent: () => sent,
  };
}
