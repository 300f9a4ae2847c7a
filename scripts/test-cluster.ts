/**
 * The site as several servers run it: a throw-away PostgreSQL server, an S3-compatible bucket (s3rver) on loopback,
 * two app processes in production mode on the built app (same secrets, photos in the bucket, each with a disk of its
 * own), and Debian's HAProxy in front of them. Named checks print PASS or FAIL; any failure ends with exit code 1.
 *
 *   npm run test:cluster [-- --seconds 30 --rate 100]
 *
 * after `npm run build`; it needs Debian's postgresql and haproxy packages.
 *
 * Everything it starts is stopped, and every temporary folder deleted, however it ends (Ctrl-C too). It runs under
 * `node --import tsx`, like scripts/test-integration-pg.ts, so that a Ctrl-C lets it clean up.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import type { MenuItem, PublicMenuItem } from '@ticino/shared';
import { startTestBucket, type TestBucket } from '../cms/tests/bucket';
import { assertBuilt, freshSecrets, percentile, staffLogin, startBuiltApp, type BuiltApp } from './built-app';
import { cleanUpStack } from './clean-up';
import { SERVERS, startLoadBalancer, type LoadBalancer } from './cluster/haproxy';
import { watchLease, type LeaseWatch } from './cluster/lease-watch';
import { lostWrites, runLoad, type LoadReport } from './cluster/load';
import { CMS, freePort, ms } from './lib';
import { startPgCluster, type PgCluster } from './pg-cluster';

/** A shared job whose period a setting shortens, and the lease timing, short enough to see several periods. */
const JOB = { name: 'contact-retention', setting: 'CONTACT_RETENTION_JOB_SECONDS', periodSeconds: 6 };
/** The proxy's names for instance A and instance B. */
const [SERVER_A, SERVER_B] = SERVERS;
const JOB_TICK_SECONDS = 1;
const JOB_LEASE_SECONDS = 4;
/** The load's length and rate: the issue's, unless --seconds or --rate say otherwise (to look into a failure). */
const LOAD = readLoadOptions();

function readLoadOptions(): { seconds: number; requestsPerSecond: number; killAfterSeconds: number } {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '30' }, rate: { type: 'string', default: '100' } },
    strict: true,
  });
  const seconds = Number(values.seconds);
  const requestsPerSecond = Number(values.rate);
  for (const [name, value] of [
    ['seconds', seconds],
    ['rate', requestsPerSecond],
  ] as const) {
    if (!Number.isInteger(value) || value < 10) throw new Error(`--${name} takes a whole number from 10 up.`);
  }
  return { seconds, requestsPerSecond, killAfterSeconds: Math.round(seconds / 3) };
}
/** How soon a menu write through one instance must show on the other's pages. */
const SEEN_WITHIN_MS = 2000;

// ---- Steps and clean-up ---------------------------------------------------------------------------------------

const results: { name: string; passed: boolean }[] = [];

/** One named check: PASS with what it saw, or FAIL with why. */
async function step(name: string, check: () => Promise<string>): Promise<void> {
  try {
    const seen = await check();
    results.push({ name, passed: true });
    console.log(`PASS  ${name}${seen ? `: ${seen}` : ''}`);
  } catch (error) {
    results.push({ name, passed: false });
    console.log(`FAIL  ${name}: ${(error as Error).message}`);
  }
}

function expect(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

const { cleanups, cleanUp } = cleanUpStack('stopping the cluster…');

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// ---- The cluster ----------------------------------------------------------------------------------------------

interface Cluster {
  workDir: string;
  proxy: LoadBalancer;
  /** The shared job's runs, as its lease row records them. */
  jobRuns: LeaseWatch;
  a: BuiltApp;
  b: BuiltApp;
  /** Starts instance B (again), under the log name given. */
  startB(name: string): Promise<BuiltApp>;
  publicDir(instance: 'a' | 'b'): string;
}

async function startCluster(): Promise<Cluster> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-cluster-'));
  cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const database: PgCluster = await startPgCluster();
  cleanups.push(() => database.stop());
  const bucket: TestBucket = await startTestBucket();
  cleanups.push(() => bucket.stop());
  const databaseUrl = database.createDatabase('ticino_cluster');
  // Watched from before the first start, so that no run goes unseen.
  const jobRuns = await watchLease(databaseUrl, JOB.name);
  cleanups.push(() => jobRuns.stop());
  const ports = { a: await freePort(), b: await freePort() };
  const proxy = await startLoadBalancer([ports.a, ports.b]);
  cleanups.push(() => proxy.stop());

  const shared: Record<string, string> = {
    ...freshSecrets(),
    ...bucket.env,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: databaseUrl,
    // Visitors know the site by the proxy's address, and the instances trust its X-Forwarded-For.
    PUBLIC_URL: proxy.baseUrl,
    TRUST_PROXY: 'true',
    TRUSTED_PROXIES: '127.0.0.1',
    // "info" says each job run, without a line per request.
    STRAPI_LOG_LEVEL: 'info',
    JOB_TICK_SECONDS: String(JOB_TICK_SECONDS),
    JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
    [JOB.setting]: String(JOB.periodSeconds),
    ADMIN_USERNAME: 'grappe',
    ADMIN_PASSWORD: crypto.randomBytes(12).toString('hex'),
    CMS_ADMIN_EMAIL: 'grappe@example.org',
    CMS_ADMIN_PASSWORD: `Grappe-1-${crypto.randomBytes(12).toString('hex')}`,
  };
  const publicDir = (instance: 'a' | 'b') => path.join(workDir, `public-${instance}`);
  const start = async (instance: 'a' | 'b', name: string) => {
    // Each instance has a disk of its own: whatever one stores there, the other cannot serve.
    fs.mkdirSync(path.join(publicDir(instance), 'uploads'), { recursive: true });
    const app = await startBuiltApp(
      {},
      workDir,
      { ...shared, PUBLIC_DIR: publicDir(instance) },
      { port: ports[instance], name },
    );
    cleanups.push(() => app.stop());
    return app;
  };
  // One after the other: the first start creates the tables and seeds the menu and its photos.
  let began = Date.now();
  const a = await start('a', 'a');
  console.log(`instance A answering after ${ms(began)}`);
  began = Date.now();
  const b = await start('b', 'b-1');
  console.log(`instance B answering after ${ms(began)}`);
  return { workDir, proxy, jobRuns, a, b, startB: (name) => start('b', name), publicDir };
}

// ---- Checks ---------------------------------------------------------------------------------------------------

const JPEG = path.join(CMS, 'data', 'seed', 'photos', 'fondue.jpg');

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  expect(response.status === status, `${what} answered ${response.status}, not ${status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

function staffHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

async function createDish(baseUrl: string, token: string, title: string): Promise<MenuItem> {
  const response = await fetch(`${baseUrl}/api/menu`, {
    method: 'POST',
    headers: { ...staffHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, price: 23, category: 'Nos Pizzas', description: 'Plat du test de grappe' }),
  });
  return json<MenuItem>(response, 201, `POST /api/menu on ${baseUrl}`);
}

async function checkPhoto(cluster: Cluster, token: string): Promise<string> {
  const { a, b, proxy } = cluster;
  const dish = await createDish(a.baseUrl, token, 'Fondue de la grappe');
  const form = new FormData();
  form.set('alt', 'Une fondue moitié-moitié du test de grappe');
  form.set('photo', new Blob([fs.readFileSync(JPEG)], { type: 'image/jpeg' }), 'fondue-grappe.jpg');
  const uploaded = await fetch(`${a.baseUrl}/api/menu/${dish.id}/photo`, {
    method: 'POST',
    headers: staffHeaders(token),
    body: form,
  });
  const photo = (await json<MenuItem>(uploaded, 200, 'The photo upload on A')).photo;
  expect(photo && photo.url.startsWith('/uploads/'), `the photo's address is ${photo?.url}, not under /uploads/`);
  const bodies: Buffer[] = [];
  for (const [where, baseUrl] of [
    ['the proxy', proxy.baseUrl],
    ['B', b.baseUrl],
  ]) {
    const response = await fetch(`${baseUrl}${photo.url}`);
    expect(response.status === 200, `${where} answered ${photo.url} with ${response.status}`);
    expect(
      response.headers.get('content-type') === 'image/jpeg',
      `${where} sent it as ${response.headers.get('content-type')}`,
    );
    bodies.push(Buffer.from(await response.arrayBuffer()));
  }
  expect(bodies[0].length > 0 && bodies[0].equals(bodies[1]), 'the proxy and B sent different files');
  const onDisk = (['a', 'b'] as const).filter((instance) =>
    fs.existsSync(path.join(cluster.publicDir(instance), photo.url)),
  );
  expect(onDisk.length === 0, `the photo is on the disk of ${onDisk.join(' and ')}, not only in the bucket`);
  return `${photo.url}, ${bodies[0].length} bytes, the same through the proxy and from B, on neither instance's disk`;
}

async function checkSession(cluster: Cluster): Promise<string> {
  const { a, b } = cluster;
  const token = await staffLogin(a);
  const me = await json<{ username: string }>(
    await fetch(`${b.baseUrl}/api/auth/me`, { headers: staffHeaders(token) }),
    200,
    "B, asked for A's session,",
  );
  expect(me.username === a.staff.username, `B knows the session as ${me.username}`);
  const logout = await fetch(`${b.baseUrl}/api/auth/logout`, { method: 'POST', headers: staffHeaders(token) });
  expect(logout.status === 200, `the logout on B answered ${logout.status}`);
  const after = await fetch(`${a.baseUrl}/api/auth/me`, { headers: staffHeaders(token) });
  expect(after.status === 401, `A still takes the session logged out on B (${after.status})`);
  return 'signed in on A, known on B; logged out on B, refused on A';
}

/** A dish created through A, polled every 50 ms on B's menu page (the server's HTML) and public API. */
async function checkMenuWrite(cluster: Cluster, token: string, seen: { milliseconds?: number }): Promise<string> {
  const { a, b } = cluster;
  const title = `Risotto de la grappe ${crypto.randomBytes(3).toString('hex')}`;
  const onPage = async () =>
    (await (await fetch(`${b.baseUrl}/la-carte`, { headers: { Accept: 'text/html' } })).text()).includes(title);
  const inApi = async () =>
    (await json<PublicMenuItem[]>(await fetch(`${b.baseUrl}/api/public/menu`), 200, 'B /api/public/menu')).some(
      (item) => item.title === title,
    );
  // B has both in memory before the write.
  expect(!(await onPage()) && !(await inApi()), 'the dish is on B before it is written');
  await createDish(a.baseUrl, token, title);
  const written = Date.now();
  /** When `shows` first says yes, polled until then, or well past the limit so that the time it took is known. */
  const firstSeen = async (shows: () => Promise<boolean>, where: string) => {
    while (!(await shows())) {
      expect(Date.now() - written < 15_000, `the dish written through A is not on B's ${where} after 15 s`);
      await sleep(50);
    }
    return Date.now() - written;
  };
  const [page, api] = await Promise.all([firstSeen(onPage, '/la-carte'), firstSeen(inApi, '/api/public/menu')]);
  seen.milliseconds = Math.max(page, api);
  const times = `/la-carte after ${page} ms, /api/public/menu after ${api} ms`;
  expect(seen.milliseconds <= SEEN_WITHIN_MS, `${times}: over ${SEEN_WITHIN_MS} ms`);
  return `on B's ${times} from A's acknowledgement`;
}

interface Outage {
  killedAt: number;
  /** When the restarted B answered its health check. */
  backAt: number;
  restartMilliseconds: number;
}

/** The load through the proxy, with B killed (SIGKILL) after a while and started again at once. */
async function loadWithKill(cluster: Cluster, token: string): Promise<{ report: LoadReport; outage: Outage | Error }> {
  const killAndRestart = async (): Promise<Outage> => {
    await sleep(LOAD.killAfterSeconds * 1000);
    const killedAt = Date.now();
    cluster.b.kill('SIGKILL');
    await cluster.b.exited;
    await cluster.b.stop();
    const began = Date.now();
    cluster.b = await cluster.startB('b-2');
    return { killedAt, backAt: Date.now(), restartMilliseconds: Date.now() - began };
  };
  const outage = killAndRestart().catch((error: Error) => error);
  const report = await runLoad({ baseUrl: cluster.proxy.baseUrl, token, ...LOAD });
  return { report, outage: await outage };
}

async function checkBackInPool(cluster: Cluster): Promise<string> {
  const deadline = Date.now() + 15_000;
  let stats = await cluster.proxy.serverStats(SERVER_B);
  while (stats.status !== 'UP') {
    expect(Date.now() < deadline, `the proxy still says B is ${stats.status} 15 s after its restart`);
    await sleep(200);
    stats = await cluster.proxy.serverStats(SERVER_B);
  }
  const before = Number(stats.req_tot);
  for (let index = 0; index < 6; index += 1) {
    const response = await fetch(`${cluster.proxy.baseUrl}/api/public/menu`);
    expect(response.status === 200, `the proxy answered ${response.status}`);
    await response.arrayBuffer();
  }
  const after = Number((await cluster.proxy.serverStats(SERVER_B)).req_tot);
  expect(after > before, 'the proxy sent none of 6 requests to the restarted B');
  return `status ${stats.status}, ${after - before} of 6 requests answered by B`;
}

/** How many times each instance's log says the shared job ran, by log name (a, b-1, b-2). */
function loggedRuns(workDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(workDir).filter((name) => name.endsWith('.log'))) {
    const text = stripVTControlCharacters(fs.readFileSync(path.join(workDir, file), 'utf8'));
    const runs = text.split('\n').filter((line) => line.includes(`info: Job ${JOB.name} ran on `)).length;
    counts.set(file.replace(/\.log$/, ''), runs);
  }
  return counts;
}

/**
 * Once per period across the instances, B's two lives included: as many runs logged as the lease row recorded, never
 * two within a period, and never two periods in a row without a run, whoever held the job.
 */
async function checkJob(cluster: Cluster, figures: string[]): Promise<string> {
  // Stopped first, so that every run recorded in the lease row is in a log.
  await Promise.all([cluster.a.stop(), cluster.b.stop()]);
  const stoppedAt = Date.now();
  const recorded = await cluster.jobRuns.stop();
  const logged = loggedRuns(cluster.workDir);
  const loggedCount = [...logged.values()].reduce((sum, count) => sum + count, 0);
  const gaps = [...recorded.slice(1), stoppedAt].map((time, index) => (time - recorded[index]) / 1000);
  const runGaps = gaps.slice(0, -1);
  const summary =
    `${recorded.length} runs in the lease row, ${loggedCount} logged (${[...logged].map(([log, count]) => `${log} ${count}`).join(', ')}), ` +
    `${Math.min(...runGaps).toFixed(1)}–${Math.max(...runGaps).toFixed(1)} s apart`;
  figures.push(`shared job ${JOB.name}, every ${JOB.periodSeconds} s: ${summary}`);
  const longest = 2 * JOB.periodSeconds + JOB_LEASE_SECONDS + 2 * JOB_TICK_SECONDS;
  expect(recorded.length >= 5, `only ${summary}`);
  expect(loggedCount === recorded.length, `runs the lease row does not account for: ${summary}`);
  expect(Math.min(...runGaps) >= JOB.periodSeconds, `two runs within one period: ${summary}`);
  expect(Math.max(...gaps) <= longest, `no run for over ${longest} s (until the stop included): ${summary}`);
  return summary;
}

const milliseconds = (values: number[], fraction: number) => `${percentile(values, fraction).toFixed(0)} ms`;

async function checkLoad(cluster: Cluster, token: string, figures: string[]): Promise<void> {
  console.log(
    `… ${LOAD.seconds} s of load through the proxy, ${LOAD.requestsPerSecond} requests a second, B killed after ${LOAD.killAfterSeconds} s`,
  );
  const { report, outage } = await loadWithKill(cluster, token);
  const reads = report.requests - report.writes;
  const errorPercent = (100 * report.errors) / report.requests;
  figures.push(
    `requests through the proxy: ${report.requests} in ${LOAD.seconds} s (${reads} reads, ${report.writes} writes, ${report.acknowledgedWrites} acknowledged)`,
    `error answers: ${report.errors} (${errorPercent.toFixed(2)} %)${[...report.errorReasons].map(([reason, count]) => `; ${count} × ${reason}`).join('')}`,
    `latency through the proxy: reads p50 ${milliseconds(report.readLatencies, 0.5)}, p99 ${milliseconds(report.readLatencies, 0.99)}; ` +
      `writes p50 ${milliseconds(report.writeLatencies, 0.5)}, p99 ${milliseconds(report.writeLatencies, 0.99)}`,
  );
  await step('B, killed with SIGKILL under load, starts again', () => {
    if (outage instanceof Error) throw outage;
    figures.push(`B's restart (start to answering): ${(outage.restartMilliseconds / 1000).toFixed(1)} s`);
    return Promise.resolve(`answering ${(outage.restartMilliseconds / 1000).toFixed(1)} s after its start`);
  });
  await step('error answers stay under 1 % of the requests through the proxy', () => {
    expect(errorPercent < 1, `${report.errors} of ${report.requests} (${errorPercent.toFixed(2)} %)`);
    return Promise.resolve(`${report.errors} of ${report.requests} (${errorPercent.toFixed(2)} %)`);
  });
  await step('the proxy sends the reads B cannot answer to A', async () => {
    const end = outage instanceof Error ? Date.now() : outage.backAt;
    const start = outage instanceof Error ? 0 : outage.killedAt;
    const during = report.reads.filter(({ at }) => at >= start && at <= end);
    const failed = during.filter(({ ok }) => !ok).length;
    const stats = await cluster.proxy.serverStats(SERVER_B);
    const seen = `${during.length} reads while B was down, ${failed} failed; HAProxy retried ${stats.wretr} connections to B and sent ${stats.wredis} requests elsewhere`;
    const errorsBefore = report.errorTimes.filter((time) => time < start).length;
    const errorsDuring = report.errorTimes.filter((time) => time >= start && time <= end).length;
    figures.push(
      seen,
      `error answers before B's kill ${errorsBefore}, while B was down ${errorsDuring}, after ${report.errors - errorsBefore - errorsDuring}; ` +
        `the proxy took A out of its pool ${(await cluster.proxy.serverStats(SERVER_A)).chkdown} times`,
    );
    expect(during.length > 0, 'no read was made while B was down');
    expect(failed * 100 < during.length, seen);
    expect(Number(stats.wredis) > 0, `${seen}: the proxy never redispatched a request away from B`);
    return Promise.resolve(seen);
  });
  await step('every write acknowledged with a 2xx is found afterwards, read through the restarted B', async () => {
    expect(report.dishes.size > 0, 'no write was acknowledged');
    const lost = await lostWrites(cluster.b.baseUrl, token, report);
    expect(
      lost.length === 0,
      `${lost.length} of ${report.dishes.size} dishes lost a write: ${lost.slice(0, 5).join(', ')}`,
    );
    return `${report.dishes.size} dishes as their last acknowledged write left them`;
  });
  await step("the restarted B is back in the proxy's pool", () => checkBackInPool(cluster));
}

function printLogTails(workDir: string): void {
  for (const file of fs.readdirSync(workDir).filter((name) => name.endsWith('.log'))) {
    const lines = stripVTControlCharacters(fs.readFileSync(path.join(workDir, file), 'utf8'))
      .trimEnd()
      .split('\n');
    console.log(`\n--- last lines of ${file} ---\n${lines.slice(-25).join('\n')}`);
  }
}

async function main(): Promise<number> {
  const began = Date.now();
  assertBuilt();
  const figures: string[] = [];
  let workDir: string | undefined;
  try {
    console.log(
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Starting PostgreSQL, an S3 bucket, HAProxy and two instances…`,
    );
    const cluster = await startCluster();
    workDir = cluster.workDir;
    const token = await staffLogin(cluster.a);
    await step('a photo uploaded through A is served through the proxy and by B', () => checkPhoto(cluster, token));
    await step('a staff session made on A works on B', () => checkSession(cluster));
    const seen: { milliseconds?: number } = {};
    await step(`a menu write through A shows on B's pages within ${SEEN_WITHIN_MS / 1000} s`, () =>
      checkMenuWrite(cluster, token, seen),
    );
    figures.push(`menu write through A seen on B's pages after ${seen.milliseconds ?? '–'} ms`);
    await checkLoad(cluster, token, figures);
    await step(`the shared job ${JOB.name} ran once per period across the instances`, () => checkJob(cluster, figures));
  } catch (error) {
    results.push({ name: 'the cluster runs', passed: false });
    console.log(`FAIL  the cluster runs: ${(error as Error).message}`);
  } finally {
    if (workDir && results.some(({ passed }) => !passed)) printLogTails(workDir);
    await cleanUp();
  }
  const failed = results.filter(({ passed }) => !passed);
  console.log(`\nFigures (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end):`);
  for (const figure of figures) console.log(`  ${figure}`);
  console.log(
    `\n${results.length - failed.length} of ${results.length} checks passed in ${ms(began)}${failed.length ? `; FAILED: ${failed.map(({ name }) => name).join('; ')}` : ''}`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    void cleanUp().finally(() => process.exit(1));
  },
);
