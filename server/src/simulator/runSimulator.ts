import { DEFAULT_INTERVAL_MS, startSimulator } from './startSimulator';

/**
 * `npm run simulate`: the demo device simulator on its own, against a running server's broker (or any broker
 * that authenticates the demo devices). SIM_BROKER_URL (default mqtt://localhost:1883), SIM_INTERVAL_MS
 * (default 15000: what a 900 s device interval takes). Prints the messages sent once a minute.
 */
async function main(): Promise<void> {
  const brokerUrl = process.env.SIM_BROKER_URL || 'mqtt://localhost:1883';
  const intervalMs = process.env.SIM_INTERVAL_MS ? Number(process.env.SIM_INTERVAL_MS) : DEFAULT_INTERVAL_MS;
  if (!Number.isFinite(intervalMs) || intervalMs <= 0)
    throw new Error(`SIM_INTERVAL_MS must be a positive number of milliseconds, got ${process.env.SIM_INTERVAL_MS}`);
  const log = (line: string) => console.log(`[simulator] ${line}`);

  const sim = await startSimulator({ brokerUrl, intervalMs, log });
  let last = 0;
  const report = setInterval(() => {
    const sent = sim.sent();
    log(`${sent - last} messages sent in the last minute, ${sent} in all`);
    last = sent;
  }, 60_000);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl-C does not wait
    stopping = true;
    log(`${signal} received, stopping`);
    clearInterval(report);
    await sim.stop();
    log(`stopped after ${sim.sent()} messages`);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('[simulator] failed to start:', err);
  process.exit(1);
});
