/**
 * Load benchmark of the built app: visitors hammer the home page, the menu page and the public menu API while a
 * staff client edits the menu at a steady rate; at the end every acknowledged edit is read back. It prints figures
 * and asserts nothing.
 *
 *   npm run bench:load [-- --duration 30 --connections 200 --write-rate 5 --postgres]
 *
 * Runs what `npm run build` produced, in production mode, on a temporary SQLite file (or, with --postgres, on a
 * throw-away PostgreSQL cluster), and deletes it afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  assertBuilt,
  benchDatabase,
  percentile,
  staffLogin,
  startBuiltApp,
  type BenchDatabase,
  type BuiltApp,
} from './built-app';

interface Options {
  duration: number;
  connections: number;
  writeRate: number;
  postgres: boolean;
}

function positiveInteger(name: string, value: string): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`--${name} takes a whole number above 0, not "${value}".`);
  return parsed;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '200' },
      'write-rate': { type: 'string', default: '5' },
      postgres: { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    duration: positiveInteger('duration', values.duration),
    connections: positiveInteger('connections', values.connections),
    writeRate: positiveInteger('write-rate', values['write-rate']),
    postgres: values.postgres,
  };
}

/** The visitors' targets; pages are asked for as a browser navigates to them. */
const TARGETS = [
  { path: '/', headers: { accept: 'text/html' } },
  { path: '/la-carte', headers: { accept: 'text/html' } },
  { path: '/api/public/menu', headers: { accept: 'application/json' } },
];

interface MenuItemState {
  title: string;
  price: number;
}

interface WriterReport {
  sent: number;
  acknowledged: number;
  failed: number;
  failures: Map<string, number>;
  latencies: number[];
  /** The last acknowledged state of every item the writer touched: its values, or null once deleted. */
  expected: Map<string, MenuItemState | null>;
  /** Items whose state is unknown after a failed write: left out of the read-back. */
  uncertain: Set<string>;
}

const LANE_SECONDS = 4;

/**
 * A staff client editing the menu at a steady rate: each of a few lanes runs create → update → delete cycles,
 * and every write starts at its own slot of the schedule, whatever the latency of the ones before.
 */
function startWriter(baseUrl: string, token: string, writesPerSecond: number) {
  const report: WriterReport = {
    sent: 0,
    acknowledged: 0,
    failed: 0,
    failures: new Map(),
    latencies: [],
    expected: new Map(),
    uncertain: new Set(),
  };
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const interval = 1000 / writesPerSecond;
  const started = Date.now();
  let slot = 0;
  let stopping = false;

  async function nextSlot(): Promise<boolean> {
    const at = started + slot * interval;
    slot += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    return !stopping;
  }

  /** Sends one write; the answer's JSON when it has the expected status, else null (counted as failed). */
  async function write(
    method: string,
    url: string,
    status: number,
    body?: unknown,
  ): Promise<{ data?: { id: string } } | null> {
    report.sent += 1;
    const begin = performance.now();
    try {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as { data?: { id: string } };
      report.latencies.push(performance.now() - begin);
      if (response.status === status) {
        report.acknowledged += 1;
        return json;
      }
      const reason = `${method} ${response.status}`;
      report.failures.set(reason, (report.failures.get(reason) ?? 0) + 1);
    } catch (error) {
      const reason = `${method} ${(error as Error).message}`;
      report.failures.set(reason, (report.failures.get(reason) ?? 0) + 1);
    }
    report.failed += 1;
    return null;
  }

  async function lane(laneIndex: number): Promise<void> {
    for (let cycle = 0; ; cycle += 1) {
      if (!(await nextSlot())) return;
      const values = {
        title: `Charge ${laneIndex}-${cycle}`,
        price: 10 + (cycle % 50),
        description: 'Plat écrit par le banc de charge',
        category: 'Nos Pizzas',
      };
      const created = await write('POST', '/api/menu', 201, values);
      const id = created?.data?.id;
      if (!id) continue;
      report.expected.set(id, { title: values.title, price: values.price });

      if (!(await nextSlot())) return;
      const updated = { ...values, title: `${values.title} modifié`, price: values.price + 0.5 };
      if (await write('PUT', `/api/menu/${id}`, 200, updated)) {
        report.expected.set(id, { title: updated.title, price: updated.price });
      } else {
        report.uncertain.add(id);
        continue;
      }

      if (!(await nextSlot())) return;
      if (await write('DELETE', `/api/menu/${id}`, 200)) report.expected.set(id, null);
      else report.uncertain.add(id);
    }
  }

  // Enough lanes that the rate holds while writes take up to LANE_SECONDS each under load.
  const lanes = Array.from({ length: writesPerSecond * LANE_SECONDS }, (_, index) => lane(index));
  return {
    report,
    async stop(): Promise<WriterReport> {
      stopping = true;
      await Promise.all(lanes);
      return report;
    },
  };
}

/** Acknowledged writes whose effect is not there when read back: a missing or stale item, or a deleted one back. */
async function countLost(baseUrl: string, token: string, report: WriterReport): Promise<number> {
  let lost = 0;
  for (const [id, state] of report.expected) {
    if (report.uncertain.has(id)) continue;
    const response = await fetch(`${baseUrl}/api/menu/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: MenuItemState };
    const intact =
      state === null
        ? response.status === 404
        : response.status === 200 && body.data?.title === state.title && body.data?.price === state.price;
    if (!intact) lost += 1;
  }
  return lost;
}

interface PathFigures {
  connections: number;
  responses: number;
  latencies: number[];
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * The visitors: one single-connection autocannon per connection, opened in turn for each path. Node accepts one new
 * connection per turn of its event loop, so a busy server takes seconds to accept a burst of them: three autocannons
 * of many connections each, opened one after the other, would leave the last path's connections waiting the longest.
 */
async function runVisitors(baseUrl: string, options: Options): Promise<PathFigures[]> {
  const figures: PathFigures[] = TARGETS.map(() => ({
    connections: 0,
    responses: 0,
    latencies: [],
    non2xx: 0,
    errors: 0,
    timeouts: 0,
  }));
  const runs = Array.from({ length: options.connections }, (_, connection) => {
    const index = connection % TARGETS.length;
    const target = TARGETS[index];
    const forPath = figures[index];
    forPath.connections += 1;
    return new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        { url: `${baseUrl}${target.path}`, headers: target.headers, connections: 1, duration: options.duration },
        (error: Error | null, result: autocannon.Result) => {
          if (error) return reject(error);
          forPath.responses += result.requests.total;
          forPath.non2xx += result.non2xx;
          forPath.errors += result.errors - result.timeouts;
          forPath.timeouts += result.timeouts;
          resolve();
        },
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => forPath.latencies.push(responseTime));
    });
  });
  await Promise.all(runs);
  return figures;
}

async function main(): Promise<void> {
  const options = readOptions();
  assertBuilt();
  if (options.connections < TARGETS.length)
    throw new Error(`--connections needs at least ${TARGETS.length}, one per path.`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-bench-'));
  let database: BenchDatabase | null = null;
  let server: BuiltApp | null = null;
  // The server runs in its own process group: Ctrl-C stops it here rather than leaving it behind.
  process.once('SIGINT', () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => {
      database?.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
  try {
    database = await benchDatabase(options.postgres, workDir);
    // Other programs' load skews the figures: it is printed with them.
    console.log(
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Starting the built app on ${database.label}…`,
    );
    server = await startBuiltApp(database.env, workDir);
    const token = await staffLogin(server);

    console.log(
      `${options.connections} connections for ${options.duration} s on ${TARGETS.map((target) => target.path).join(', ')}, ` +
        `while a staff client writes ${options.writeRate} times a second…\n`,
    );
    const writer = startWriter(server.baseUrl, token, options.writeRate);
    const visitors = await runVisitors(server.baseUrl, options);
    const writes = await writer.stop();
    const lost = await countLost(server.baseUrl, token, writes);
    const serverErrors = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => /\berror\b/i.test(line));

    console.log(
      `${'path'.padEnd(18)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}` +
        `${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'timeouts'.padStart(10)}`,
    );
    TARGETS.forEach((target, index) => {
      const figures = visitors[index];
      console.log(
        `${target.path.padEnd(18)}${String(figures.connections).padStart(6)}${(figures.responses / options.duration).toFixed(0).padStart(9)}` +
          `${percentile(figures.latencies, 0.5).toFixed(0).padStart(8)}${percentile(figures.latencies, 0.99).toFixed(0).padStart(8)}` +
          `${String(figures.non2xx).padStart(9)}${String(figures.errors).padStart(8)}${String(figures.timeouts).padStart(10)}`,
      );
    });
    console.log(
      `\nwriter: ${writes.sent} writes sent (${options.writeRate * options.duration} planned), ${writes.acknowledged} acknowledged, ${writes.failed} failed, ${lost} LOST ` +
        `(latency p50 ${percentile(writes.latencies, 0.5).toFixed(0)} ms, p99 ${percentile(writes.latencies, 0.99).toFixed(0)} ms)`,
    );
    for (const [reason, count] of writes.failures) console.log(`  failed: ${count} × ${reason}`);
    console.log(
      `server log: ${serverErrors.length} error lines; load average at the end ${os.loadavg()[0].toFixed(1)}`,
    );
    for (const line of serverErrors.slice(0, 10)) console.log(`  ${line}`);
  } finally {
    await server?.stop();
    database?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
