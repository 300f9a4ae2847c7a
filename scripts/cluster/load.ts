import http from 'node:http';

/**
 * Visitors and a staff member through the load balancer at a steady rate, whatever the answers' latency: each
 * request starts at its own slot of the schedule, on keep-alive connections. Nine of ten are reads of the pages and
 * the public API; the tenth is a staff write, creating, renaming or deleting a dish in turn. Every write's outcome
 * is kept, so that what the site holds afterwards can be checked against what it acknowledged.
 */

export interface HttpAnswer {
  status: number;
  body: string;
}

const ANSWER_WITHIN_MS = 15_000;

/**
 * One request on `agent`; rejects on a network error, or `withinMs` (default 15 s) after its start, waiting for a free
 * socket included.
 */
export function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; withinMs?: number } = {},
): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    const within = options.withinMs ?? ANSWER_WITHIN_MS;
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${within / 1000} s`)), within);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}

/** What every browser says it accepts: the pages go out compressed, as they do to visitors. */
const BROWSER_ENCODINGS = 'br, gzip';

const READS = [
  { path: '/', accept: 'text/html' },
  { path: '/la-carte', accept: 'text/html' },
  { path: '/api/public/menu', accept: 'application/json' },
];

/** What the staff API says of a dish: its values, or null once deleted. */
export type DishState = { title: string; price: number } | null;

export interface LoadReport {
  requests: number;
  /** Answers other than the one expected (any 4xx or 5xx), network errors and timeouts. */
  errors: number;
  errorReasons: Map<string, number>;
  /** When each error answer came (Date.now()). */
  errorTimes: number[];
  readLatencies: number[];
  writeLatencies: number[];
  /** Start time (Date.now()) and success of every read, to look at a window of the run. */
  reads: { at: number; ok: boolean }[];
  writes: number;
  acknowledgedWrites: number;
  /** For each dish written: the states it may be in now (one after an acknowledged write, more after a failed one). */
  dishes: Map<string, DishState[]>;
}

export interface LoadOptions {
  baseUrl: string;
  token: string;
  seconds: number;
  requestsPerSecond: number;
}

function recorder(report: LoadReport, reason: string): void {
  report.errors += 1;
  report.errorTimes.push(Date.now());
  report.errorReasons.set(reason, (report.errorReasons.get(reason) ?? 0) + 1);
}

/** The staff side: each write creates a dish, renames an idle one, or deletes one, in turn. */
function staffWriter(options: LoadOptions, agent: http.Agent, report: LoadReport) {
  const headers = { Authorization: `Bearer ${options.token}` };
  const idle: string[] = [];
  let count = 0;

  async function write(method: string, path: string, expected: number, body?: unknown): Promise<HttpAnswer | null> {
    report.writes += 1;
    const begin = performance.now();
    try {
      const answer = await send(agent, `${options.baseUrl}${path}`, { method, headers, body });
      report.writeLatencies.push(performance.now() - begin);
      if (answer.status === expected) {
        report.acknowledgedWrites += 1;
        return answer;
      }
      recorder(report, `${method} ${answer.status}`);
    } catch (error) {
      recorder(report, `${method} ${(error as Error).message}`);
    }
    return null;
  }

  return async function nextWrite(): Promise<void> {
    count += 1;
    const kind = count % 3;
    const id = kind === 0 ? undefined : idle.shift();
    if (id === undefined) {
      const values = { title: `Charge ${count}`, price: 10 + (count % 40), category: 'Nos Pizzas' };
      const answer = await write('POST', '/api/menu', 201, { ...values, description: 'Plat du test de grappe' });
      const created = answer ? (JSON.parse(answer.body) as { data: { id: string } }).data.id : undefined;
      if (!created) return;
      report.dishes.set(created, [{ title: values.title, price: values.price }]);
      idle.push(created);
      return;
    }
    const known = report.dishes.get(id) ?? [];
    if (kind === 1) {
      const renamed = { title: `Charge ${count} renommé`, price: 10.5 + (count % 40) };
      const answer = await write('PUT', `/api/menu/${id}`, 200, {
        ...renamed,
        category: 'Nos Pizzas',
        description: 'Plat du test de grappe',
      });
      // After a failed write the dish may hold either state; it is written no more.
      report.dishes.set(id, answer ? [renamed] : [...known, renamed]);
      if (answer) idle.push(id);
      return;
    }
    const answer = await write('DELETE', `/api/menu/${id}`, 200);
    report.dishes.set(id, answer ? [null] : [...known, null]);
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const report: LoadReport = {
    requests: 0,
    errors: 0,
    errorReasons: new Map(),
    errorTimes: [],
    readLatencies: [],
    writeLatencies: [],
    reads: [],
    writes: 0,
    acknowledgedWrites: 0,
    dishes: new Map(),
  };
  const nextWrite = staffWriter(options, agent, report);

  async function read(slot: number): Promise<void> {
    const target = READS[slot % READS.length];
    const at = Date.now();
    const begin = performance.now();
    let ok = false;
    try {
      const answer = await send(agent, `${options.baseUrl}${target.path}`, {
        headers: { Accept: target.accept, 'Accept-Encoding': BROWSER_ENCODINGS },
      });
      report.readLatencies.push(performance.now() - begin);
      ok = answer.status === 200;
      if (!ok) recorder(report, `GET ${target.path} ${answer.status}`);
    } catch (error) {
      recorder(report, `GET ${target.path} ${(error as Error).message}`);
    }
    report.reads.push({ at, ok });
  }

  const interval = 1000 / options.requestsPerSecond;
  const slots = Math.round(options.seconds * options.requestsPerSecond);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const wait = started + slot * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    report.requests += 1;
    pending.push(slot % 10 === 9 ? nextWrite() : read(slot));
  }
  await Promise.all(pending);
  agent.destroy();
  return report;
}

/** The dishes whose state now is none of those their acknowledged writes allow: writes lost. */
export async function lostWrites(baseUrl: string, token: string, report: LoadReport): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const lost: string[] = [];
  try {
    for (const [id, allowed] of report.dishes) {
      // After the load, a process that has just started may still be catching up: a slow answer is no lost write.
      const answer = await send(agent, `${baseUrl}/api/menu/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
        withinMs: 60_000,
      });
      let now: DishState | undefined;
      if (answer.status === 404) now = null;
      else if (answer.status === 200) {
        const { title, price } = (JSON.parse(answer.body) as { data: { title: string; price: number } }).data;
        now = { title, price };
      }
      const found = allowed.some((state) =>
        state === null ? now === null : !!now && now.title === state.title && now.price === state.price,
      );
      if (!found) lost.push(`${id} (now ${answer.status} ${JSON.stringify(now)})`);
    }
  } finally {
    agent.destroy();
  }
  return lost;
}
