/**
 * Load on the per-address rate limit: the compiled app (cms/dist, on a temporary SQLite file, behind a trusted proxy)
 * receives contact-form posts from ever new visitor addresses, as a flood from many addresses (or one IPv6 network
 * walking its /64s) would send. Each post is refused as invalid (400, nothing stored) after the limit has counted it,
 * so the figures are those of the limiter and the routing around it. Prints throughput, latency and memory per slice of
 * new addresses, and asserts nothing: timings belong to a benchmark, not a test.
 *
 *   npm run build && npm run bench:rate-limit [-- addresses, default 60000]
 *
 * Run with node's --expose-gc (as the npm script does), the memory figures are taken after a full garbage collection:
 * what the app still holds.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { CMS } from './lib';

const ADDRESSES = Number(process.argv[2] ?? 60_000);
const SLICE = 10_000;
const CONCURRENCY = 4;

const { createStrapi } = createRequire(path.join(CMS, 'package.json'))(
  '@strapi/strapi',
) as typeof import('@strapi/strapi');

/** The n-th address of 10.0.0.0/8, one per visitor. */
function address(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-bench-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    ENV_PATH: path.join(dataDir, 'no-such.env'),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dataDir, 'bench.db'),
    TRUST_PROXY: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'error',
  });
  const strapi = await createStrapi({ appDir: CMS, distDir: path.join(CMS, 'dist') }).load();
  strapi.server.mount();
  const server = strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact`;

  const post = async (index: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address(index) },
      body: '{}',
    });
    await response.arrayBuffer();
    if (response.status !== 400)
      throw new Error(`Expected 400 for a request from ${address(index)}, got ${response.status}`);
    return performance.now() - started;
  };

  console.log(`POST /api/contact from ${ADDRESSES} distinct addresses, ${CONCURRENCY} at a time\n`);
  console.log(
    `${'addresses'.padEnd(16)}${'req/s'.padStart(8)}${'median ms'.padStart(12)}${'p95 ms'.padStart(9)}${'heap MB'.padStart(10)}${'rss MB'.padStart(9)}`,
  );
  for (let start = 0; start < ADDRESSES; start += SLICE) {
    const end = Math.min(start + SLICE, ADDRESSES);
    const durations: number[] = [];
    let next = start;
    const sliceStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < end) durations.push(await post(next++));
      }),
    );
    const seconds = (performance.now() - sliceStarted) / 1000;
    durations.sort((a, b) => a - b);
    (globalThis as { gc?: () => void }).gc?.();
    const memory = process.memoryUsage();
    console.log(
      `${`${start + 1}–${end}`.padEnd(16)}${Math.round(durations.length / seconds)
        .toString()
        .padStart(8)}${percentile(durations, 0.5).toFixed(2).padStart(12)}${percentile(durations, 0.95)
        .toFixed(2)
        .padStart(
          9,
        )}${(memory.heapUsed / 2 ** 20).toFixed(0).padStart(10)}${(memory.rss / 2 ** 20).toFixed(0).padStart(9)}`,
    );
  }

  await new Promise<void>((resolve) => server.close(() => resolve()));
  await strapi.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
