import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_RESERVATION_SETTINGS, addDaysToDayText, genevaDay } from '@ticino/shared';
import { startStrapi, type TestStrapi } from './strapi';

/**
 * The retention jobs of group requests and payment records (docs/operations.md#scheduled-jobs), each run by itself
 * under its lease. The contact messages' has a file of its own (contact-retention-job.test.ts).
 */

const UID = 'api::group-request.group-request';
const SETTINGS_UID = 'api::reservation-setting.reservation-setting';
const LEASE_UID = 'api::job-lease.job-lease';
const DEPOSIT_UID = 'api::payment.deposit';
const CREDIT_UID = 'api::payment.bank-credit';
const JOB_SETTINGS = ['JOB_TICK_SECONDS', 'GROUP_REQUEST_RETENTION_JOB_SECONDS', 'PAYMENT_RETENTION_JOB_SECONDS'];

let app: TestStrapi;

beforeAll(async () => {
  // The retentions as shared jobs, ticking every second so that the tests see them run.
  app = await startStrapi(Object.fromEntries(JOB_SETTINGS.map((name) => [name, '1'])));
});

afterAll(async () => {
  await app.stop();
  for (const name of JOB_SETTINGS) delete process.env[name];
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

it('deletes payment records once the tenth year after theirs has ended, by value date or the day asked', async () => {
  const year = Number(genevaDay(new Date()).slice(0, 4));
  const lastKept = `${year - 10}-01-01`;
  const expiredDay = `${year - 11}-12-31`;
  const credit = async (key: string, valueDate: string | null, importedAt: string) =>
    (
      (await app.strapi.db.query(CREDIT_UID).create({
        data: { key, amountCentimes: 8000, currency: 'CHF', valueDate, outcome: 'paid', importedAt },
      })) as { id: number }
    ).id;
  const deposit = async (serial: number, issuedAt: string) =>
    (
      (await app.strapi.db.query(DEPOSIT_UID).create({
        data: {
          serial,
          paymentReference: `RF${serial}`,
          referenceType: 'SCOR',
          amountCentimes: 8000,
          deadline: issuedAt.slice(0, 10),
          reservationReference: `OLD-${serial}`,
          issuedAt,
        },
      })) as { id: number }
    ).id;
  const expired = [
    await credit('bank:old', expiredDay, `${lastKept}T08:00:00.000Z`),
    await credit('staff:old', null, `${expiredDay}T20:00:00.000Z`),
  ];
  const kept = [
    await credit('bank:kept', lastKept, `${lastKept}T08:00:00.000Z`),
    await credit('staff:kept', null, `${lastKept}T08:00:00.000Z`),
  ];
  const expiredDeposit = await deposit(900_001, `${expiredDay}T20:00:00.000Z`);
  const keptDeposit = await deposit(900_002, `${lastKept}T08:00:00.000Z`);
  const ids = async (uid: typeof CREDIT_UID | typeof DEPOSIT_UID) =>
    ((await app.strapi.db.query(uid).findMany({ select: ['id'] })) as { id: number }[]).map(({ id }) => id);
  await expect.poll(() => ids(DEPOSIT_UID), { timeout: 30_000, interval: 200 }).not.toContain(expiredDeposit);
  expect(await ids(DEPOSIT_UID)).toContain(keptDeposit);
  await expect.poll(() => ids(CREDIT_UID), { timeout: 30_000, interval: 200 }).toEqual(expect.arrayContaining(kept));
  for (const id of expired) expect(await ids(CREDIT_UID)).not.toContain(id);
});
