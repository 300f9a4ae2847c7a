import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

const UID = 'api::contact-message.contact-message';
const LEASE_UID = 'api::job-lease.job-lease';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestStrapi;

beforeAll(async () => {
  // The retention as a shared job, ticking every second so that the test sees it run.
  app = await startStrapi({ CONTACT_RETENTION_DAYS: '30', JOB_TICK_SECONDS: '1', CONTACT_RETENTION_JOB_SECONDS: '1' });
});

afterAll(async () => {
  await app.stop();
});

async function messageIds(): Promise<number[]> {
  const rows = (await app.strapi.db.query(UID).findMany({ select: ['id'], orderBy: { id: 'asc' } })) as {
    id: number;
  }[];
  return rows.map((row) => row.id);
}

it('deletes the messages past the retention by itself, as a job under its lease', async () => {
  const store = async (daysAgo: number) =>
    (
      (await app.strapi.db.query(UID).create({
        data: {
          name: 'Giulia Bernasconi',
          email: 'giulia@example.ch',
          subject: 'Réservation',
          message: 'Une table pour deux ?',
          receivedAt: new Date(Date.now() - daysAgo * DAY_MS),
        },
      })) as { id: number }
    ).id;
  const expired = await store(31);
  const kept = await store(29);

  await expect.poll(messageIds, { timeout: 30_000, interval: 200 }).not.toContain(expired);
  expect(await messageIds()).toContain(kept);
  const lease = (await app.strapi.db.query(LEASE_UID).findOne({ where: { job: 'contact-retention' } })) as {
    holder: string | null;
    lastRunAt: string | null;
  } | null;
  expect(lease?.holder).toBeTruthy();
  expect(lease?.lastRunAt).toBeTruthy();
});
