/**
 * The load generator: a separate process (forked by bench/ingest.ts) so that the bench's own bookkeeping never
 * competes with it for the event loop, and so its CPU time can be reported apart from the server's. One MQTT
 * connection per device (username = id, password = secret), QoS 1, three readings per message; every message's
 * publish → PUBACK time is recorded. The connections are RawMqttDevice (packets written straight onto the socket),
 * so that the generator takes as little as possible of the CPU the server is measured on.
 */
import { performance } from 'node:perf_hooks';
import { RawMqttDevice } from './rawMqttDevice';
import type { FromLoad, StepResult, StepSpec, ToLoad } from './protocol';
import type { BenchDevice } from './seedDevices';
import { percentile } from './stats';

interface Conn {
  client: RawMqttDevice;
  /** The last message time used (ms): strictly increasing per device, so no reading is a duplicate of another. */
  lastTime: number;
  readonly open: boolean;
}

interface StepState {
  running: boolean;
  sent: number;
  acked: number;
  ackedInWindow: number;
  errors: number;
  latencies: number[];
  /** When each acknowledged message was sent, ms after the step started (same order as latencies). */
  sentAt: number[];
  start: number;
  /** Unpaced step: called after each acknowledgement with the connection that can send again. */
  refill: ((c: Conn) => void) | null;
}

const DRAIN_TIMEOUT_MS = 30_000;
let conns: Conn[] = [];

function send(msg: FromLoad): void {
  process.send?.(msg);
}

async function connectOne(port: number, d: BenchDevice): Promise<Conn> {
  const client = await RawMqttDevice.connect(port, `bench-${d.id}`, String(d.id), d.secret, `devices/${d.id}/up/data`);
  return {
    client,
    lastTime: 0,
    get open() {
      return client.open;
    },
  };
}

async function connectAll(port: number, devices: BenchDevice[]): Promise<void> {
  // in waves: each CONNECT costs the server one secret lookup
  for (let i = 0; i < devices.length; i += 100) {
    conns.push(...(await Promise.all(devices.slice(i, i + 100).map((d) => connectOne(port, d)))));
  }
}

function publishOne(c: Conn, st: StepState): void {
  c.lastTime = Math.max(Date.now(), c.lastTime + 1);
  // psr uniform in 0..100 crosses the seeded thresholds now and then; temp and _t stay normal
  const payload =
    `{"time":${c.lastTime / 1000},"values":{"psr":${(Math.random() * 100).toFixed(3)},` +
    `"temp":${(60 + Math.random() * 20).toFixed(2)},"_t":${(20 + Math.random() * 10).toFixed(2)}}}`;
  const t0 = performance.now();
  st.sent++;
  c.client.publish(payload, (err) => {
    if (err) {
      st.errors++;
      return;
    }
    st.latencies.push(performance.now() - t0);
    st.sentAt.push(t0 - st.start);
    st.acked++;
    if (st.running) {
      st.ackedInWindow++;
      st.refill?.(c);
    }
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runStep(spec: StepSpec): Promise<StepResult> {
  const st: StepState = {
    running: true,
    sent: 0,
    acked: 0,
    ackedInWindow: 0,
    errors: 0,
    latencies: [],
    sentAt: [],
    start: performance.now(),
    refill: null,
  };
  const open = () => conns.filter((c) => c.open);
  const cpu0 = process.cpuUsage();
  const start = st.start;
  let stoppedEarly: string | null = null;
  const outstanding = () => st.sent - st.acked - st.errors;

  if (spec.rate === null) {
    // unpaced: keep `window` messages in flight, spread over the connections; each ack sends the next
    st.refill = (c) => {
      if (c.open) publishOne(c, st);
    };
    const live = open();
    for (let i = 0; i < spec.window && live.length; i++) publishOne(live[i % live.length]!, st);
    while ((performance.now() - start) / 1000 < spec.seconds) {
      await sleep(50);
      if (open().length === 0) {
        stoppedEarly = 'every connection closed';
        break;
      }
    }
  } else {
    const rate = spec.rate;
    const limit = Math.max(2 * rate, 2000);
    let offered = 0;
    let rr = 0;
    for (;;) {
      const elapsed = (performance.now() - start) / 1000;
      if (elapsed >= spec.seconds) break;
      if (outstanding() > limit) {
        stoppedEarly = `more than ${limit} messages (2 s) unacknowledged`;
        break;
      }
      const live = open();
      if (live.length === 0) {
        stoppedEarly = 'every connection closed';
        break;
      }
      const due = Math.floor(rate * elapsed);
      while (offered < due) {
        publishOne(live[rr++ % live.length]!, st);
        offered++;
      }
      await sleep(2);
    }
  }
  st.running = false;
  st.refill = null;
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const ackedInWindow = st.ackedInWindow;
  // let every message of the step be acknowledged (or fail) so the next step starts from an idle server
  const drainUntil = performance.now() + DRAIN_TIMEOUT_MS;
  while (outstanding() > 0 && performance.now() < drainUntil) await sleep(20);

  const lat = Float64Array.from(st.latencies).sort();
  // the p50 of the messages sent in the middle and in the last third of the step: a backlog that grows shows as a
  // latency that keeps rising
  const third = (seconds * 1000) / 3;
  const p50Sent = (from: number, to: number) =>
    percentile(Float64Array.from(st.latencies.filter((_, i) => st.sentAt[i]! >= from && st.sentAt[i]! < to)).sort(), 0.5);
  return {
    name: spec.name,
    rate: spec.rate,
    seconds,
    sent: st.sent,
    acked: st.acked,
    ackedPerSecond: ackedInWindow / seconds,
    p50: percentile(lat, 0.5),
    p99: percentile(lat, 0.99),
    max: lat.length ? lat[lat.length - 1]! : NaN,
    p50Middle: p50Sent(third, 2 * third),
    p50Last: p50Sent(2 * third, 3 * third),
    errors: st.errors,
    unacked: outstanding(),
    stoppedEarly,
    loadCpuPct: ((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100,
  };
}

process.on('message', (raw) => {
  const msg = raw as ToLoad;
  void (async () => {
    try {
      if (msg.type === 'init') {
        const t0 = performance.now();
        await connectAll(msg.mqttPort, msg.devices);
        send({ type: 'ready', connected: conns.length, connectSeconds: (performance.now() - t0) / 1000 });
      } else if (msg.type === 'step') {
        send({ type: 'stepDone', result: await runStep(msg.step) });
      } else if (msg.type === 'stop') {
        for (const c of conns) c.client.close();
        conns = [];
        process.exit(0);
      }
    } catch (err) {
      send({ type: 'fatal', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  })();
});
// the bench went away: do not linger
process.on('disconnect', () => process.exit(0));
