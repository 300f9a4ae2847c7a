import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEK_DAYS, addDaysToDayText, genevaDay, parseDayText } from '@ticino/shared';
import { startAppProcess, type AppProcess } from './app-process';
import { DATABASE_CLIENT, STAFF, createTestDatabase, databaseEnv, dropTestDatabase, type TestDatabase } from './strapi';

/** Two app processes share covers through PostgreSQL only: this file runs in the PostgreSQL suite. */
const onPostgres = DATABASE_CLIENT === 'postgres';

let database: TestDatabase | undefined;
let workDir: string | undefined;
let instances: AppProcess[] = [];

/** The first weekday from three days ahead: the seeded hours serve dinner from Monday to Friday. */
function seededDinnerDay(): string {
  for (let ahead = 3; ; ahead += 1) {
    const date = addDaysToDayText(genevaDay(new Date()), ahead);
    const { year, month, day } = parseDayText(date)!;
    const weekDay = WEEK_DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
    if (!['Samedi', 'Dimanche'].includes(weekDay) && date !== '2026-12-31') return date;
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-reservations-'));
  database = await createTestDatabase();
  const env = { ...databaseEnv(database), RESERVATION_RATE_LIMIT_MAX: '1000' };
  // One after the other, as a rolling deployment does: the first creates the tables and the seeded content.
  instances.push(await startAppProcess({ name: 'first', workDir, env }));
  instances.push(await startAppProcess({ name: 'second', workDir, env }));
}, 400_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  if (database) await dropTestDatabase(database);
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

describe.runIf(onPostgres)('capacity with two app processes on one PostgreSQL database', () => {
  it('lets exactly two of 50 parallel bookings, spread over both processes, take the last four covers', async () => {
    const [first, second] = instances;
    const date = seededDinnerDay();
    const login = await first.request.post('/api/auth/login').send(STAFF).expect(200);
    // The default rules take 12 arrivals per slot: a phone booking of 8 leaves 4.
    await first.request
      .post('/api/reservations')
      .set('Authorization', `Bearer ${login.body.data.token as string}`)
      .send({ date, time: '19:00', partySize: 8, name: 'Rossi', source: 'phone' })
      .expect(201);
    const attempts = Array.from({ length: 50 }, (_, index) =>
      (index % 2 === 0 ? first : second).request.post('/api/reservations').send({
        date,
        time: '19:00',
        partySize: 2,
        name: `Guest ${index}`,
        email: `guest${index}@example.ch`,
        phone: `+41 22 000 ${String(index).padStart(4, '0')}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(48);
  });
});
