// Where the CPU goes during a load phase of `npm run bench:cluster` (Linux /proc): CPU seconds per
// part of the topology (api replicas, PostgreSQL, HAProxy, Redis, the load generator itself and
// everything else on the machine), so a throughput figure can be read against the cores it had.
import fs from 'node:fs';
import os from 'node:os';

const TICKS = 100; // USER_HZ on Linux

function partOf(pid, cmd) {
  if (pid === process.pid) return 'load_generator';
  if (cmd.includes('api/src/main.ts')) return 'api_replicas';
  if (/^postgres|\/postgres /.test(cmd)) return 'postgresql';
  if (cmd.includes('haproxy')) return 'haproxy';
  if (cmd.includes('redis-server')) return 'redis';
  return 'other';
}

/** CPU seconds used so far by every process alive now, by pid. */
export function cpuSnapshot() {
  const out = new Map();
  if (!fs.existsSync('/proc/self/stat')) return out;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const cmd = fs
        .readFileSync(`/proc/${name}/cmdline`, 'utf8')
        .replace(/\0/g, ' ');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
      out.set(Number(name), { part: partOf(Number(name), cmd), seconds });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return out;
}

/**
 * CPU seconds per part between two snapshots, and what they mean for `requests` answered in
 * `seconds`: CPU milliseconds per request, and the most requests per second the machine's cores
 * could give if every part kept its cost per request (the ceiling no number of replicas passes).
 */
export function cpuBetween(before, after, requests, seconds) {
  const parts = {};
  for (const [pid, { part, seconds: used }] of after) {
    const delta = used - (before.get(pid)?.seconds ?? 0);
    if (delta > 0) parts[part] = (parts[part] ?? 0) + delta;
  }
  const round = (n, d = 10) => Math.round(n * d) / d;
  const measured = Object.entries(parts).filter(([part]) => part !== 'other');
  const perRequestMs =
    measured.reduce((n, [, s]) => n + s, 0) * (1000 / Math.max(1, requests));
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return {
    cpu_seconds: Object.fromEntries(
      Object.entries(parts).map(([part, s]) => [part, round(s)]),
    ),
    cores_busy: round(
      Object.values(parts).reduce((n, s) => n + s, 0) / seconds,
      100,
    ),
    cpu_ms_per_request: round(perRequestMs, 1000),
    ceiling_rps:
      perRequestMs > 0 ? Math.round((cores * 1000) / perRequestMs) : null,
  };
}
