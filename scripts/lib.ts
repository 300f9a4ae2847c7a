import { spawn, type SpawnOptions } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
export const CMS = path.join(ROOT, 'cms');
export const FRONTEND = path.join(ROOT, 'frontend');
export const SHARED = path.join(ROOT, 'packages', 'shared');

/**
 * The major version of Node that production runs: the Docker image's (Dockerfile, checked by dockerfile.test.ts), on
 * which `npm run check:node24` serves the production build. Development and CI run the machines' Node 20.19+.
 */
export const PRODUCTION_NODE_MAJOR = 24;

/** Environment every Strapi process gets: the product calls no outside server on its own. */
export const QUIET_STRAPI_ENV = {
  STRAPI_TELEMETRY_DISABLED: 'true',
};

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}`)),
    );
  });
}

function listFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist' && !name.startsWith('.'))
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** A fingerprint of the inputs of a build: paths, sizes and modification times. */
export function fingerprint(inputs: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    const stat = fs.statSync(file);
    hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function ms(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/** Whether a server can listen on `port` of the loopback address right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The lowest port the system gives outgoing connections (Linux's net.ipv4.ip_local_port_range; 32768 elsewhere). */
function ephemeralPortsFrom(): number {
  const range = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', { encoding: 'utf8', flag: 'r' });
  const low = Number(range.trim().split(/\s+/)[0]);
  return Number.isInteger(low) && low > 20_000 ? low : 32_768;
}

/**
 * A TCP port free on the loopback address right now, for a server started by a test or a benchmark. Taken below the
 * ports the system gives outgoing connections: a port from that range, free when chosen, could be the source port of
 * a connection some process opens before the server listens (the cluster test's second instance once failed so,
 * « The port … is already used by another application »).
 */
export async function freePort(): Promise<number> {
  let from = 32_768;
  try {
    from = ephemeralPortsFrom();
  } catch {
    // No /proc: the usual range's start.
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 10_000 + crypto.randomInt(from - 10_000);
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between 10000 and ${from} on 127.0.0.1`);
}
