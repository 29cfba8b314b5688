import fs from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** µs on the monotonic clock, the one process.hrtime reads in every process of the machine */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the clock V8 stamps profile samples with (CLOCK_MONOTONIC on Linux), in µs. */
export const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/**
 * The top self-time frames of the server's V8 CPU profile (--cpu-prof) between two instants: the profile covers the
 * server's whole life (start, demo data, every query of the bench), and only the samples taken while one query was
 * driven say where that query's time goes. Idle samples (the event loop waiting) are left out; the shares are of the
 * busy samples in the window.
 */
export async function profileWindow(dir: string, fromMicros: number, toMicros: number, top = 10): Promise<string> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) return `no .cpuprofile in ${dir} (the server writes it when it exits normally)`;
  const out: string[] = [];
  for (const f of files) {
    const prof = JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as CpuProfile;
    if (fromMicros < prof.startTime || toMicros > prof.endTime) {
      out.push(`${f}: the window is outside the profile (${prof.startTime}..${prof.endTime} µs), skipped`);
      continue;
    }
    const byId = new Map(prof.nodes.map((n) => [n.id, n]));
    const hits = new Map<string, number>();
    let busy = 0;
    let t = prof.startTime;
    for (let i = 0; i < prof.samples.length; i++) {
      t += prof.timeDeltas[i] ?? 0;
      if (t < fromMicros || t > toMicros) continue;
      const node = byId.get(prof.samples[i]!);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      busy++;
      const url = node.callFrame.url.replace(/^file:\/\//, '');
      const where = url.includes('node_modules/')
        ? url.slice(url.lastIndexOf('node_modules/') + 13)
        : url
          ? path.relative(process.cwd(), url)
          : '';
      const key = `${node.callFrame.functionName || '(anonymous)'}${where ? `  ${where}:${node.callFrame.lineNumber + 1}` : ''}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
    }
    const seconds = (toMicros - fromMicros) / 1e6;
    out.push(
      `${path.join(dir, f)}: ${busy} busy samples in the ${seconds.toFixed(1)} s window; top ${top} frames by self time (share of busy samples):`,
    );
    for (const [k, v] of [...hits].sort((a, b) => b[1] - a[1]).slice(0, top))
      out.push(`  ${((v / Math.max(1, busy)) * 100).toFixed(1).padStart(5)}%  ${k}`);
  }
  return out.join('\n');
}
