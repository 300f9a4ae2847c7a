import { zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, bankBusinessDaysAfter, genevaDay, staffMessageOf, wordStaffMessage } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import { QR_IBAN, camt054 } from './bank-file-helpers';
import { openEveryDay, setReservationRules, waitFor } from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type TestSmtpServer } from './smtp';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * Deposits reconciled from the bank's own file (docs/product.md#bank-file): a camt.054 crediting a booking's
 * reference confirms it, the same file twice changes nothing, a short payment leaves it awaiting, and a file covering
 * the deadline without the payment releases it and frees its covers. Staff write by hand a payment received some
 * other way, and a refund.
 */

const RESERVATION_UID = 'api::reservation.reservation';
const EVENING_UID = 'api::evening.evening';
const DEPOSIT_UID = 'api::payment.deposit';
const CREDIT_UID = 'api::payment.bank-credit';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const DAY = addDaysToDayText(genevaDay(new Date()), 12);

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let staff: { Authorization: string };
let guestNumber = 0;
let eveningId: string;

const importFile = (content: string | Uint8Array, name = 'avis.xml') =>
  app.request.post('/api/payments/bank-file').set(staff).attach('file', Buffer.from(content), name);

const statusOf = async (reference: string) =>
  ((await app.strapi.db.query(RESERVATION_UID).findOne({ where: { reference } })) as { status: string }).status;

async function bookEvening(partySize = 2): Promise<{ reference: string; qrr: string; email: string }> {
  guestNumber += 1;
  const email = `banque${guestNumber}@example.ch`;
  const booked = await app.request
    .post('/api/reservations')
    .send({
      eventId: eveningId,
      time: '19:30',
      partySize,
      name: `Banque ${guestNumber}`,
      email,
      phone: `+41 22 555 ${String(guestNumber).padStart(4, '0')}`,
    })
    .expect(201);
  return { reference: booked.body.data.reference, qrr: booked.body.data.deposit.reference.reference, email };
}

async function mailsTo(email: string) {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(email)).map(({ mail }) => mail.subject);
}

beforeAll(async () => {
  const smtpPort = await freePort();
  app = await startStrapi({ ...smtpEnv(smtpPort), RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
  await setReservationRules(app.strapi, { paymentDeadlineDaysBefore: 3 });
  smtp = await startSmtpServer(smtpPort);
  await app.request
    .put('/api/payment-settings')
    .set(staff)
    .send({
      iban: QR_IBAN,
      creditorName: 'Trattoria Ticino',
      street: 'Rue de Lausanne',
      buildingNumber: '12',
      postalCode: '1201',
      town: 'Genève',
      country: 'CH',
    })
    .expect(200);
});

afterAll(async () => {
  await app.stop();
  await smtp?.close();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
});

beforeEach(async () => {
  for (const uid of [RESERVATION_UID, EVENING_UID, DEPOSIT_UID, CREDIT_UID] as const) {
    await app.strapi.db.query(uid).deleteMany({ where: {} });
  }
  eveningId = (
    await app.request
      .post('/api/evenings')
      .set(staff)
      .send({
        name: 'Menu St. Valentin',
        date: DAY,
        times: ['19:30'],
        menuText: 'Cinq plats',
        pricePerPerson: 120,
        capacity: 4,
        depositPerPerson: 40,
        published: true,
      })
      .expect(201)
  ).body.data.id;
});

describe('the bank’s file', () => {
  it('confirms the booking its credit pays, once however often the file is imported', async () => {
    const { reference, qrr, email } = await bookEvening();
    const file = camt054([{ amount: '80.00', reference: qrr, key: 'ZKB-2026-0001' }], genevaDay(new Date()));
    const first = await importFile(file).expect(200);
    expect(first.body).toMatchObject({
      code: 'bankFile.imported',
      data: { confirmed: [reference], released: [], alreadyImported: 0 },
    });
    expect(first.body.data.credits).toEqual([
      expect.objectContaining({ amountCentimes: 8000, outcome: 'paid', reservationReference: reference }),
    ]);
    expect(await statusOf(reference)).toBe('confirmed');
    expect(await mailsTo(email)).toContain('Paiement reçu : réservation confirmée – Trattoria Ticino');

    const again = await importFile(file).expect(200);
    expect(again.body.data).toMatchObject({ credits: [], alreadyImported: 1, confirmed: [] });
    expect(await app.strapi.db.query(CREDIT_UID).count()).toBe(1);
    const month = genevaDay(new Date()).slice(0, 7);
    const listed = await app.request.get(`/api/payments/credits?reservation=${reference}`).set(staff).expect(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ key: 'bank:ZKB-2026-0001', outcome: 'paid' })]);
    const csv = await app.request.get(`/api/payments/credits.csv?month=${month}`).set(staff).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Date de valeur;Montant (CHF);Monnaie;Référence de paiement;Réservation;Résultat;Clé de la banque;Fichier;Importé le;Saisi par',
    );
    expect(row).toContain(`;80.00;CHF;${qrr};${reference};Payé;bank:ZKB-2026-0001;avis.xml;`);
    expect(row?.endsWith(';')).toBe(true);
    await app.request.get('/api/payments/credits.csv?month=2026-13').set(staff).expect(400);
    await app.request.get(`/api/payments/credits?month=${month}`).expect(401);
    const deposit = (await app.strapi.db
      .query(DEPOSIT_UID)
      .findOne({ where: { reservationReference: reference } })) as {
      paidCentimes: number;
    };
    expect(deposit.paidCentimes).toBe(8000);
  });

  it('leaves a short payment awaiting, and lists unknown references, debits and other currencies unapplied', async () => {
    const { reference, qrr } = await bookEvening();
    const file = camt054(
      [
        { amount: '50.00', reference: qrr },
        { amount: '80.00', reference: '210000000003139471430009017' },
        { amount: '80.00', reference: qrr, debit: true },
        { amount: '80.00', reference: qrr, currency: 'EUR' },
      ],
      genevaDay(new Date()),
      '08',
    );
    const answer = await importFile(file).expect(200);
    expect(answer.body.data.credits.map(({ outcome }: { outcome: string }) => outcome)).toEqual([
      'short',
      'unknown',
      'debit',
      'other_currency',
    ]);
    expect(answer.body.data.confirmed).toEqual([]);
    expect(await statusOf(reference)).toBe('awaiting_payment');
  });

  it('releases a booking whose deadline a file covers without its payment, freeing its covers', async () => {
    const { reference, email } = await bookEvening(4);
    const full = await app.request
      .post('/api/reservations')
      .send({
        eventId: eveningId,
        time: '19:30',
        partySize: 1,
        name: 'Tard',
        email: 'tard@example.ch',
        phone: '+41 22 555 9999',
      })
      .expect(409);
    expect(full.body.code).toBe('reservation.eveningFull');
    const deadline = addDaysToDayText(DAY, -3);
    const before = await importFile(camt054([], deadline), 'avant.xml').expect(200);
    expect(before.body.data.released).toEqual([]);
    const covering = await importFile(camt054([], bankBusinessDaysAfter(deadline, 1)), 'apres.xml').expect(200);
    expect(covering.body.data).toMatchObject({ released: [reference] });
    expect(await statusOf(reference)).toBe('unpaid');
    expect(await mailsTo(email)).toContain('Réservation non payée – Trattoria Ticino');
    await app.request
      .post('/api/reservations')
      .send({
        eventId: eveningId,
        time: '19:30',
        partySize: 1,
        name: 'Tard',
        email: 'tard@example.ch',
        phone: '+41 22 555 9999',
      })
      .expect(201);
  });

  it('shows a payment for a released booking as paid after its release', async () => {
    const { reference, qrr } = await bookEvening();
    await app.request.put(`/api/reservations/${reference}`).set(staff).send({ status: 'unpaid' }).expect(200);
    const answer = await importFile(
      zipSync({
        'avis.xml': new TextEncoder().encode(camt054([{ amount: '80.00', reference: qrr }], genevaDay(new Date()))),
      }),
      'avis.zip',
    ).expect(200);
    expect(answer.body.data.credits[0]).toMatchObject({ outcome: 'after_release', reservationReference: reference });
    expect(await statusOf(reference)).toBe('unpaid');
  });

  it('is for staff, one camt file, anything else refused unread or with its reason, changing nothing', async () => {
    const file = camt054([{ amount: '80.00', reference: '210000000003139471430009017' }], genevaDay(new Date()));
    await app.request.post('/api/payments/bank-file').attach('file', Buffer.from(file), 'avis.xml').expect(401);
    const json = await app.request.post('/api/payments/bank-file').set(staff).send({ file }).expect(415);
    expect(json.body.code).toBe('bankFile.unsupportedType');
    const withDoctype = await importFile(file.replace('<Document', '<!DOCTYPE x [<!ENTITY a "b">]><Document')).expect(
      400,
    );
    expect(withDoctype.body.message).toBe(
      wordStaffMessage(
        staffMessageOf('bankFile.unreadable', { reason: wordStaffMessage(staffMessageOf('bankFile.doctype')) }),
      ),
    );
    const pain = await importFile(file.replace('camt.054.001.04', 'pain.001.001.09')).expect(400);
    expect(pain.body.code).toBe('bankFile.unreadable');
    const oldVersion = await importFile(file.replace('camt.054.001.04', 'camt.054.001.02')).expect(400);
    expect(oldVersion.body.message).toContain('camt.054.001.02');
    await importFile('not xml at all').expect(400);
    await importFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.zip').expect(400);
    expect(await app.strapi.db.query(CREDIT_UID).count()).toBe(0);
  });
});

describe('a payment or refund written by hand', () => {
  const write = (body: Record<string, unknown>) => app.request.post('/api/payments/entries').set(staff).send(body);
  const today = genevaDay(new Date());
  const paidCentimes = async (reference: string) =>
    (
      (await app.strapi.db.query(DEPOSIT_UID).findOne({ where: { reservationReference: reference } })) as {
        paidCentimes: number;
      }
    ).paidCentimes;

  it('pays the deposit as the bank’s credit would, confirming the booking paid in full with its mail', async () => {
    const { reference, qrr, email } = await bookEvening();
    const part = await write({ reservation: reference, kind: 'received', amount: 30, date: today }).expect(201);
    expect(part.body).toMatchObject({
      code: 'paymentEntry.received',
      data: { confirmed: false, credit: { amountCentimes: 3000, outcome: 'short', recordedBy: 'admin', fileName: '' } },
    });
    expect(await statusOf(reference)).toBe('awaiting_payment');
    const rest = await write({ reservation: reference, kind: 'received', amount: 50, date: today }).expect(201);
    expect(rest.body).toMatchObject({
      code: 'paymentEntry.receivedConfirmed',
      message: 'Paiement enregistré : réservation confirmée.',
      data: { confirmed: true, credit: { outcome: 'paid', reference: qrr, reservationReference: reference } },
    });
    expect(await statusOf(reference)).toBe('confirmed');
    expect(await mailsTo(email)).toContain('Paiement reçu : réservation confirmée – Trattoria Ticino');
    const listed = await app.request.get(`/api/payments/credits?reservation=${reference}`).set(staff).expect(200);
    expect(listed.body.data.map(({ amountCentimes }: { amountCentimes: number }) => amountCentimes)).toEqual([
      3000, 5000,
    ]);
    expect(listed.body.data[0].key).toMatch(/^staff:/);
  });

  it('records a refund of at most what was paid, lowering the total and keeping the status', async () => {
    const { reference } = await bookEvening();
    await app.request.put(`/api/reservations/${reference}`).set(staff).send({ status: 'unpaid' }).expect(200);
    const late = await write({ reservation: reference, kind: 'received', amount: 80, date: today }).expect(201);
    expect(late.body.data).toMatchObject({ confirmed: false, credit: { outcome: 'after_release' } });
    const tooMuch = await write({ reservation: reference, kind: 'refund', amount: 80.01, date: today }).expect(400);
    expect(tooMuch.body).toMatchObject({
      code: 'paymentEntry.refundTooLarge',
      errorCodes: { amount: { code: 'paymentEntry.refundTooLarge', params: { max: '80.00' } } },
    });
    const refund = await write({ reservation: reference, kind: 'refund', amount: 80, date: today }).expect(201);
    expect(refund.body).toMatchObject({
      code: 'paymentEntry.refunded',
      data: { credit: { amountCentimes: -8000, outcome: 'refund' } },
    });
    expect(await paidCentimes(reference)).toBe(0);
    expect(await statusOf(reference)).toBe('unpaid');
    const csv = await app.request
      .get(`/api/payments/credits.csv?month=${today.slice(0, 7)}`)
      .set(staff)
      .expect(200);
    expect(csv.text).toContain(`;-80.00;CHF;`);
    expect(csv.text).toContain(';Remboursement;');
    expect(csv.text.trimEnd().endsWith(';admin')).toBe(true);
  });

  it('refuses a bad line with its reasons, a booking without deposit or unknown, and a guest, changing nothing', async () => {
    const { reference } = await bookEvening();
    const bad = await write({ reservation: reference, kind: 'gift', amount: 0, date: '2099-01-01' }).expect(400);
    expect(bad.body.code).toBe('paymentEntry.invalid');
    expect(Object.keys(bad.body.errorCodes).sort()).toEqual(['amount', 'date', 'kind']);
    const unknown = await write({ reservation: 'NOPE-0000', kind: 'received', amount: 80, date: today }).expect(404);
    expect(unknown.body.code).toBe('paymentEntry.reservationNotFound');
    await write({ reservation: '<script>', kind: 'received', amount: 80, date: today }).expect(404);
    const plain = await app.request
      .post('/api/reservations')
      .send({
        date: DAY,
        time: '12:00',
        partySize: 2,
        name: 'Sans acompte',
        email: 'sans@example.ch',
        phone: '+41 22 555 8888',
      })
      .expect(201);
    const noDeposit = await write({
      reservation: plain.body.data.reference,
      kind: 'received',
      amount: 80,
      date: today,
    }).expect(409);
    expect(noDeposit.body.code).toBe('paymentEntry.noDeposit');
    await app.request
      .post('/api/payments/entries')
      .send({ reservation: reference, kind: 'received', amount: 80, date: today })
      .expect(401);
    expect(await app.strapi.db.query(CREDIT_UID).count()).toBe(0);
    expect(await paidCentimes(reference)).toBe(0);
    expect(await statusOf(reference)).toBe('awaiting_payment');
  });
});
