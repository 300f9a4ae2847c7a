/**
 * Benchmark of the public menu API: in one run, the built app's `/api/public/menu`, Strapi's default content API
 * listing the same items (`GET /api/menu-items`, its core `find`, enabled for this run only by BENCHMARK_CONTENT_API),
 * and a plain Node server answering the very bytes the API sends, each loaded by autocannon in turn. It prints
 * requests per second, p50 and p99 latencies, and the ratios; it asserts nothing. Autocannon runs in its own process
 * (its command line), so the load generator shares no event loop with this script, nor with the servers.
 *
 *   npm run bench:api [-- --duration 10 --connections 50]
 *
 * Runs what `npm run build` produced, in production mode on the loopback address, on a temporary SQLite file that it
 * deletes afterwards. Requests ask for brotli or gzip, as a phone's browser does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertBuilt, benchDatabase, startBuiltApp, type BenchDatabase, type BuiltApp } from './built-app';
import { ROOT, freePort } from './lib';

const REQUEST_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const WARM_UP_SECONDS = 2;

/** The content API's fields and the largest page config/api.ts allows (maxLimit 100). */
const CONTENT_API_PATH =
  '/api/menu-items?fields[0]=title&fields[1]=price&fields[2]=description&fields[3]=category&pagination[pageSize]=100';

function positiveInteger(name: string, value: string): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`--${name} takes a whole number above 0, not "${value}".`);
  return parsed;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function fetchRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: REQUEST_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The plain server's whole program: the same bytes and headers for every request, nothing else. */
const PLAIN_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(process.env.BODY_HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
`;

interface PlainServer {
  url: string;
  stop(): Promise<void>;
}

async function startPlainServer(answer: RawAnswer, workDir: string): Promise<PlainServer> {
  const bodyFile = path.join(workDir, 'body');
  fs.writeFileSync(bodyFile, answer.body);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control']) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', PLAIN_SERVER], {
    env: { BODY_FILE: bodyFile, BODY_HEADERS: JSON.stringify(headers), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`The plain server ended with ${code}.`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** As far as this script reads autocannon's `--json` result. */
interface LoadResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Autocannon's command line, in a process of its own, its result read from its JSON output. */
function load(url: string, connections: number, duration: number): Promise<LoadResult> {
  const headers = Object.entries(REQUEST_HEADERS).flatMap(([name, value]) => ['--headers', `${name}=${value}`]);
  const args = ['--json', '--connections', String(connections), '--duration', String(duration), ...headers, url];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'autocannon'), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon ended with ${code} on ${url}:\n${stderr}`));
      resolve(JSON.parse(stdout) as LoadResult);
    });
  });
}

async function measure(url: string, connections: number, duration: number): Promise<Figures> {
  await load(url, connections, WARM_UP_SECONDS);
  const result = await load(url, connections, duration);
  return {
    requestsPerSecond: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
    strict: true,
  });
  const duration = positiveInteger('duration', values.duration);
  const connections = positiveInteger('connections', values.connections);
  assertBuilt();

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-bench-api-'));
  let database: BenchDatabase | null = null;
  let app: BuiltApp | null = null;
  let plain: PlainServer | null = null;
  const cleanUp = async () => {
    await app?.stop();
    await plain?.stop();
    database?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    database = await benchDatabase(false, workDir);
    console.log(
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Starting the built app on ${database.label}…`,
    );
    app = await startBuiltApp(database.env, workDir, { BENCHMARK_CONTENT_API: 'true' });

    const menuUrl = `${app.baseUrl}/api/public/menu`;
    const contentApiUrl = `${app.baseUrl}${CONTENT_API_PATH}`;
    const menu = await fetchRaw(menuUrl);
    const contentApi = await fetchRaw(contentApiUrl);
    if (menu.status !== 200 || contentApi.status !== 200) {
      throw new Error(`Unexpected answers: /api/public/menu ${menu.status}, /api/menu-items ${contentApi.status}.`);
    }
    plain = await startPlainServer(menu, workDir);
    console.log(
      `/api/public/menu sends ${menu.body.length} bytes (${menu.headers['content-encoding'] ?? 'identity'}); ` +
        `/api/menu-items ${contentApi.body.length} bytes (${contentApi.headers['content-encoding'] ?? 'identity'}, ` +
        'its largest page: 100 items).\n' +
        `Each target: ${WARM_UP_SECONDS} s of warm-up, then ${connections} connections for ${duration} s.\n`,
    );

    const targets = [
      { name: 'plain Node, same bytes', url: plain.url },
      { name: '/api/public/menu', url: menuUrl },
      { name: 'Strapi content API find', url: contentApiUrl },
    ];
    const results: Figures[] = [];
    for (const target of targets) results.push(await measure(target.url, connections, duration));

    console.log(
      `${'target'.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    targets.forEach((target, index) => {
      const figures = results[index];
      console.log(
        `${target.name.padEnd(26)}${figures.requestsPerSecond.toFixed(0).padStart(9)}${String(figures.p50).padStart(8)}` +
          `${String(figures.p99).padStart(8)}${String(figures.non2xx).padStart(9)}${String(figures.errors).padStart(8)}`,
      );
    });
    const [plainFigures, menuFigures, contentApiFigures] = results;
    console.log(
      `\n/api/public/menu: ${((menuFigures.requestsPerSecond / plainFigures.requestsPerSecond) * 100).toFixed(0)} % of plain Node's requests/s, ` +
        `${(menuFigures.requestsPerSecond / contentApiFigures.requestsPerSecond).toFixed(1)} × Strapi's content API, ` +
        `p99 ${menuFigures.p99} ms. Load average at the end ${os.loadavg()[0].toFixed(1)}.`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
