import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort } from '../lib';

/**
 * Debian's HAProxy in front of the app instances, as a production site would run it: round robin, a health check on
 * /_health, reads (GET, HEAD) retried on another instance when theirs dies under them, writes retried only when they
 * never reached an instance, and the visitor's address passed on in X-Forwarded-For. It runs in the foreground on
 * a free loopback port, from the repository's deploy/haproxy.cfg (with a statistics listener added), as `nobody`
 * when this process is root.
 */
export interface LoadBalancer {
  baseUrl: string;
  /** The proxy's counters for one server of the pool (HAProxy's CSV statistics: status, wretr, hrsp_2xx…). */
  serverStats(name: string): Promise<Record<string, string>>;
  stop(): void;
}

/** The repository's own configuration, as docker-compose's `cluster` profile runs it. */
const CONFIGURATION = path.join(ROOT, 'deploy', 'haproxy.cfg');
/** The server names that configuration gives the two instances. */
export const SERVERS = ['app-1', 'app-2'] as const;

/** Added for the test only: the proxy's counters, read over HTTP. */
const statistics = (statsPort: number) => `listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;

/** Runs as `nobody` when root: HAProxy needs no privilege for a port above 1024. */
function unprivileged(): { uid: number; gid: number } | Record<string, never> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function parseStats(csv: string, server: string): Record<string, string> {
  const [header, ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const row = rows.map((line) => line.split(',')).find((cells) => cells[0] === 'app' && cells[1] === server);
  if (!row) throw new Error(`HAProxy reports no server "${server}".`);
  return Object.fromEntries(names.map((name, index) => [name, row[index] ?? '']));
}

/** Starts the proxy in front of the instances listening on `ports` (app-1's, then app-2's). */
export async function startLoadBalancer(ports: readonly [number, number]): Promise<LoadBalancer> {
  const binary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));
  if (!binary) throw new Error("HAProxy was not found: install Debian's haproxy package (.ci/run does).");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-haproxy-'));
  fs.chmodSync(dir, 0o755);
  const [port, statsPort] = [await freePort(), await freePort()];
  const statsFile = path.join(dir, 'stats.cfg');
  fs.writeFileSync(statsFile, statistics(statsPort), { mode: 0o644 });
  // A copy `nobody` can read: a checkout in a private folder (mode 700, as in CI containers or a home) is closed to it.
  const configuration = path.join(dir, 'haproxy.cfg');
  fs.copyFileSync(CONFIGURATION, configuration);
  fs.chmodSync(configuration, 0o644);
  const logFile = path.join(dir, 'haproxy.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(binary, ['-db', '-f', configuration, '-f', statsFile], {
    // HAProxy returns to its working directory after reading each file: a private checkout is closed to `nobody`.
    cwd: dir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PROXY_BIND: `127.0.0.1:${port}`,
      APP_1: `127.0.0.1:${ports[0]}`,
      APP_2: `127.0.0.1:${ports[1]}`,
    },
    ...unprivileged(),
  });
  fs.closeSync(log);
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exit ${signal ?? code}`));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (exited === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);

  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && exited === null) {
    try {
      const response = await fetch(statsUrl);
      if (response.ok) {
        return {
          baseUrl: `http://127.0.0.1:${port}`,
          serverStats: async (name) => parseStats(await (await fetch(statsUrl)).text(), name),
          stop,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const output = fs.readFileSync(logFile, 'utf8');
  stop();
  throw new Error(`HAProxy did not start (${exited ?? 'no answer within 10 s'}):\n${output}`);
}
