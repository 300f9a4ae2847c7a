import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_SETTINGS, addDaysToDayText, genevaDay } from '@ticino/shared';
import { startStrapi, type TestStrapi } from './strapi';

const UID = 'api::group-request.group-request';
const SETTINGS_UID = 'api::reservation-setting.reservation-setting';
const LEASE_UID = 'api::job-lease.job-lease';

let app: TestStrapi;

beforeAll(async () => {
  // The retention as a shared job, ticking every second so that the test sees it run.
  app = await startStrapi({ JOB_TICK_SECONDS: '1', GROUP_REQUEST_RETENTION_JOB_SECONDS: '1' });
});

afterAll(async () => {
  await app.stop();
  for (const name of ['JOB_TICK_SECONDS', 'GROUP_REQUEST_RETENTION_JOB_SECONDS']) delete process.env[name];
});

/** A request for a date `daysFromToday` from today (negative: past), with every personal field filled. */
async function store(daysFromToday: number): Promise<number> {
  const created = (await app.strapi.db.query(UID).create({
    data: {
      date: addDaysToDayText(genevaDay(new Date()), daysFromToday),
      time: '19:30:00.000',
      guests: 20,
      occasion: 'Anniversaire',
      privateRoom: true,
      name: 'Famille Rossi',
      email: 'rossi@example.ch',
      phone: '+41 22 555 0000',
      message: 'Un gâteau, et un menu sans noix pour Luca.',
      status: 'confirmed',
      receivedAt: new Date(),
    },
  })) as { id: number };
  return created.id;
}

async function requestIds(): Promise<number[]> {
  const rows = (await app.strapi.db.query(UID).findMany({ select: ['id'], orderBy: { id: 'asc' } })) as {
    id: number;
  }[];
  return rows.map((row) => row.id);
}

it("deletes group requests dated past the reservations' retention, as a job under its lease", async () => {
  // The default retention: 90 days after the request's date.
  const expired = await store(-91);
  const lastDay = await store(-90);
  const upcoming = await store(10);
  await expect.poll(requestIds, { timeout: 30_000, interval: 200 }).not.toContain(expired);
  expect(await requestIds()).toEqual(expect.arrayContaining([lastDay, upcoming]));

  // The owner's own retention in « Réservations » counts for the requests too.
  // As /cms saves it: every rule, the defaults but the retention.
  const { walkInOnly: _none, ...rules } = { ...DEFAULT_RESERVATION_SETTINGS, retentionDays: 30 };
  const settings = app.strapi.documents(SETTINGS_UID);
  const existing = await settings.findFirst();
  if (existing) await settings.update({ documentId: existing.documentId, data: rules as never });
  else await settings.create({ data: rules as never });
  const recent = await store(-29);
  await expect.poll(requestIds, { timeout: 30_000, interval: 200 }).not.toContain(lastDay);
  expect(await requestIds()).toEqual(expect.arrayContaining([recent, upcoming]));

  const lease = (await app.strapi.db.query(LEASE_UID).findOne({ where: { job: 'group-request-retention' } })) as {
    holder: string | null;
    lastRunAt: string | null;
  } | null;
  expect(lease?.holder).toBeTruthy();
  expect(lease?.lastRunAt).toBeTruthy();
});
