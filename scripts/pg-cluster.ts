import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib';

/**
 * A throw-away PostgreSQL server on a loopback port, for tests and benchmarks: Debian's `postgresql` package
 * (any version under /usr/lib/postgresql, or the binaries in PG_BIN), a fresh cluster in a temporary folder with
 * trust authentication, stopped and deleted by `stop()`. PostgreSQL refuses to run as root, so as root the cluster
 * belongs to the unprivileged `nobody`.
 */
export interface PgCluster {
  host: string;
  port: number;
  /** Connection URL of a database on this server (user postgres, no password). */
  url(database: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): string;
  stop(): void;
}

const RUN_AS = 'nobody';

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => fs.existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error("PostgreSQL's server binaries were not found: install Debian's postgresql package or set PG_BIN.");
  }
  return path.join(base, versions[0], 'bin');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program, as `nobody` when this process is root. */
function pg(program: string, args: string[]): string {
  const binary = path.join(binDir(), program);
  const [command, commandArgs] = isRoot() ? ['runuser', ['-u', RUN_AS, '--', binary, ...args]] : [binary, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (isRoot()) {
    execFileSync('chown', [RUN_AS, dir]);
  }
  pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const host = '127.0.0.1';
  // Durability settings are off: this server holds test data only, and is thrown away.
  const options = `-p ${port} -k ${dir} -c listen_addresses=${host} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);

  const url = (database: string) => `postgres://postgres@${host}:${port}/${database}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);

  return {
    host,
    port,
    url,
    createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      pg('psql', [
        '-h',
        host,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-qc',
        `CREATE DATABASE ${name}`,
      ]);
      return url(name);
    },
    stop,
  };
}
