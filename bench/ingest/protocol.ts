/** Messages between the bench (parent) and its load generator process, over the fork IPC channel. */
import type { BenchDevice } from './seedDevices';

export interface StepSpec {
  name: string;
  /** Messages per second to offer; null: unpaced, as fast as `window` messages in flight allow. */
  rate: number | null;
  seconds: number;
  /** Unpaced step: messages in flight at once, over all connections. */
  window: number;
}

export interface StepResult {
  name: string;
  rate: number | null;
  /** Seconds the step actually offered load (shorter when stopped early). */
  seconds: number;
  sent: number;
  /** Acknowledged (PUBACK) at all, including those that arrived after the step while draining. */
  acked: number;
  /** PUBACKs that arrived while the step ran, per second of the step: the sustained rate. */
  ackedPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** p50 of the messages sent in the middle third of the step, and in the last third. */
  p50Middle: number;
  p50Last: number;
  /** Publish callbacks with an error (connection lost, refused). */
  errors: number;
  /** Sent but never acknowledged within the drain timeout. */
  unacked: number;
  stoppedEarly: string | null;
  /** CPU time of the load generator process during the step, in % of one core. */
  loadCpuPct: number;
}

export type ToLoad = { type: 'init'; mqttPort: number; devices: BenchDevice[] } | { type: 'step'; step: StepSpec } | { type: 'stop' };

export type FromLoad =
  | { type: 'ready'; connected: number; connectSeconds: number }
  | { type: 'stepDone'; result: StepResult }
  | { type: 'fatal'; error: string };
