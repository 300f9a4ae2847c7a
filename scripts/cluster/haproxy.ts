import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib';

/**
 * Debian's HAProxy in front of the app instances, as a production site would run it: round robin, a health check on
 * /_health, reads (GET, HEAD) retried on another instance when theirs dies under them, writes retried only when they
 * never reached an instance, and the visitor's address passed on in X-Forwarded-For. It runs in the foreground on
 * a free loopback port, from a configuration written to a temporary folder, as `nobody` when this process is root.
 */
export interface LoadBalancer {
  baseUrl: string;
  /** The proxy's counters for one server of the pool (HAProxy's CSV statistics: status, wretr, hrsp_2xx…). */
  serverStats(name: string): Promise<Record<string, string>>;
  stop(): void;
}

export interface Backend {
  name: string;
  port: number;
}

function configuration(port: number, statsPort: number, backends: Backend[]): string {
  return `global
  maxconn 1000
  nbthread 1

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  timeout queue 10s
  # A busy instance is slow, not dead: a dead one refuses the connection at once.
  timeout check 5s
  # A request whose instance refuses the connection, or dies before answering, goes to another one...
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor

frontend site
  bind 127.0.0.1:${port}
  # ...but a write that may have reached an instance is never sent twice.
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend app

backend app
  balance roundrobin
  option httpchk
  http-check send meth GET uri /_health
  # Strapi answers 204 while it serves.
  http-check expect rstatus ^2
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 1
${backends.map(({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${backendPort} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

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

export async function startLoadBalancer(backends: Backend[]): Promise<LoadBalancer> {
  const binary = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));
  if (!binary) throw new Error("HAProxy was not found: install Debian's haproxy package (.ci/run does).");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-haproxy-'));
  fs.chmodSync(dir, 0o755);
  const [port, statsPort] = [await freePort(), await freePort()];
  const configFile = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, configuration(port, statsPort, backends), { mode: 0o644 });
  const logFile = path.join(dir, 'haproxy.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', log, log], ...unprivileged() });
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
