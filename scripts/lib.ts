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

/** A TCP port free on the loopback address right now, for a server started by a test or a benchmark. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
