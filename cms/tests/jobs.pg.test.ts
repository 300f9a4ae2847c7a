import fs from 'fs';
import os from 'os';
import path from 'path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib';
import { startAppProcess, type AppProcess } from './app-process';
import { addDaysToDayText, genevaDay } from '@ticino/shared';
import { genevaSlotAhead, openEveryDay, waitFor } from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type TestSmtpServer } from './smtp';
import {
  DATABASE_CLIENT,
  STAFF,
  createTestDatabase,
  dropTestDatabase,
  databaseEnv,
  startStrapi,
  type TestDatabase,
} from './strapi';

/** Jobs run once across app processes only where processes share a database: this file runs in the PostgreSQL suite. */
const onPostgres = DATABASE_CLIENT === 'postgres';

let database: TestDatabase | undefined;
let workDir: string | undefined;
let smtp: TestSmtpServer | undefined;
let instances: AppProcess[] = [];
let guestNumber = 0;

async function sql(statement: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (database?.client !== 'postgres') throw new Error('PostgreSQL only');
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const reminders = () => smtp!.received.filter(({ mail }) => mail.subject?.startsWith('Rappel'));
const servicePrompts = () => smtp!.received.filter(({ mail }) => mail.subject?.startsWith('Service du'));
const ranOn = (instance: AppProcess) => instance.log().includes('Job reservation-reminders ran on');

const REMINDERS = 'reservation-reminders';
const NO_SHOW_PROMPT = 'reservation-no-show-prompt';

/** A job's last run, as its lease row records it. */
async function lastRun(job: string): Promise<string | null> {
  const [row] = await sql('SELECT last_run_at FROM job_leases WHERE job = $1', [job]);
  return row?.last_run_at ? new Date(row.last_run_at as string).toISOString() : null;
}

/** Waits for two more runs of a job, wherever it runs. */
async function twoMoreRuns(job: string): Promise<void> {
  const seen = await lastRun(job);
  const next = await waitFor(
    () => lastRun(job),
    (value) => value !== seen,
  );
  await waitFor(
    () => lastRun(job),
    (value) => value !== next,
  );
}

/** A phone booking with an e-mail, entered by the staff through one process. */
async function phoneBooking(through: AppProcess, slot: { date: string; time: string }): Promise<string> {
  guestNumber += 1;
  const login = await through.request.post('/api/auth/login').send(STAFF).expect(200);
  const created = await through.request
    .post('/api/reservations')
    .set('Authorization', `Bearer ${login.body.data.token as string}`)
    .send({
      ...slot,
      partySize: 2,
      name: `Guest ${guestNumber}`,
      email: `guest${guestNumber}@example.ch`,
      source: 'phone',
    })
    .expect(201);
  return created.body.data.reference as string;
}

/** A phone booking three hours ahead, made (as the database says) two days ago: its reminder is due. */
async function dueBooking(through: AppProcess): Promise<string> {
  const reference = await phoneBooking(through, genevaSlotAhead(3));
  await sql("UPDATE reservations SET created_at = now() - interval '2 days' WHERE reference = $1", [reference]);
  return reference;
}

beforeAll(async () => {
  if (!onPostgres) return;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-jobs-'));
  database = await createTestDatabase();
  // Lunch and dinner every day (the seeded week closes on Sunday), written before the processes start.
  const preparing = await startStrapi({}, database);
  await openEveryDay(preparing.strapi);
  await preparing.stop({ keepDatabase: true });
  smtp = await startSmtpServer(await freePort());
  const env = {
    ...databaseEnv(database),
    ...smtpEnv(smtp.port),
    STRAPI_LOG_LEVEL: 'info',
    JOB_TICK_SECONDS: '1',
    JOB_LEASE_SECONDS: '3',
    RESERVATION_REMINDER_JOB_SECONDS: '1',
    RESERVATION_NO_SHOW_PROMPT_JOB_SECONDS: '1',
    CONTACT_MAIL_RETRY_SECONDS: '1',
  };
  instances.push(await startAppProcess({ name: 'first', workDir, env }));
  instances.push(await startAppProcess({ name: 'second', workDir, env }));
}, 400_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  await smtp?.close();
  if (database) await dropTestDatabase(database);
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(onPostgres)('shared jobs with two app processes on one PostgreSQL database', () => {
  it('asks the restaurant once after each ended service, though both processes run the job', async () => {
    const [first, second] = instances;
    const references = [
      await phoneBooking(first, { date: addDaysToDayText(genevaDay(new Date()), 5), time: '12:00' }),
      await phoneBooking(second, { date: addDaysToDayText(genevaDay(new Date()), 5), time: '19:30' }),
    ];
    // Moved to yesterday, both still « Confirmée »: yesterday's lunch and dinner are over.
    await sql('UPDATE reservations SET date = $1 WHERE reference = ANY($2)', [
      addDaysToDayText(genevaDay(new Date()), -1),
      references,
    ]);
    await waitFor(servicePrompts, (found) => found.length >= 2);
    await twoMoreRuns(NO_SHOW_PROMPT);
    const subjects = servicePrompts().map(({ mail }) => mail.subject);
    expect(subjects.sort()).toEqual([
      'Service du midi terminé : 1 réservation à pointer',
      'Service du soir terminé : 1 réservation à pointer',
    ]);
  });

  it('sends each reminder exactly once, and another process takes the job over when its holder dies', async () => {
    const [first, second] = instances;
    for (let index = 0; index < 4; index += 1) await dueBooking(index % 2 === 0 ? first : second);
    await waitFor(reminders, (found) => found.length >= 4);
    await twoMoreRuns(REMINDERS);
    const sent = reminders().map(({ envelopeTo }) => envelopeTo[0]);
    expect(sent).toHaveLength(4);
    expect(new Set(sent).size).toBe(4);

    // One process holds the job; the other has not run it.
    const holder = ranOn(first) ? first : second;
    const survivor = holder === first ? second : first;
    expect(ranOn(survivor)).toBe(false);
    holder.signal('SIGKILL');
    await holder.exited;

    await dueBooking(survivor);
    await waitFor(reminders, (found) => found.length >= 5, 90_000);
    expect(ranOn(survivor)).toBe(true);
    await twoMoreRuns(REMINDERS);
    expect(reminders()).toHaveLength(5);
    expect(new Set(reminders().map(({ envelopeTo }) => envelopeTo[0])).size).toBe(5);
  });
});
