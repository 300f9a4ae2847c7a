import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, staffMessageOf } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import {
  attachedCalendar,
  calendarValue,
  openEveryDay,
  setReservationRules,
  waitFor,
} from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type TestSmtpServer } from './smtp';
import { french, staffRefusal, wordedIn } from './messages';
import { creditorReferenceHolds, qrBillFields, qrPayloadOf, qrReferenceHolds } from './qr-bill-reader';
import { getPdf, pdfText } from './pdf';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * Evenings and their deposits (docs/product.md#evenings, #deposits): staff write an evening, guests book one of its
 * times within its own covers, and a deposit holds the booking « En attente du paiement » with a Swiss QR-bill whose
 * code a banking app would read.
 */

const RESERVATION_UID = 'api::reservation.reservation';
const EVENING_UID = 'api::evening.evening';
const DEPOSIT_UID = 'api::payment.deposit';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
/** Ten days ahead, a day the restaurant is closed: the evening opens it for itself. */
const DAY = addDaysToDayText(genevaDay(new Date()), 10);
/** A QR-IBAN (institution id 31999) and an ordinary one, both Swiss, check digits right. */
const QR_IBAN = 'CH4431999123000889012';
const IBAN = 'CH9300762011623852957';

const ACCOUNT = {
  creditorName: 'Trattoria Ticino',
  street: 'Rue de Lausanne',
  buildingNumber: '12',
  postalCode: '1201',
  town: 'Genève',
  country: 'CH',
};

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let staff: { Authorization: string };
let guestNumber = 0;

const EVENING = {
  name: 'Menu de St. Silvestre',
  description: 'Cinq plats et un verre de Merlot del Ticino à minuit.',
  date: DAY,
  times: ['21:30', '19:00'],
  menuText: 'Vitello tonnato · Risotto al Merlot · Filetto · Panettone',
  pricePerPerson: 145,
  capacity: 6,
  depositPerPerson: 50,
  maxPartyOnline: 4,
  cancellationTerms: 'Acompte rendu jusqu’à 7 jours avant.',
  published: true,
};

function guest(overrides: Record<string, unknown> = {}) {
  guestNumber += 1;
  return {
    time: '19:00',
    partySize: 2,
    name: `Soirée ${guestNumber}`,
    email: `soiree${guestNumber}@example.ch`,
    phone: `+41 22 444 ${String(guestNumber).padStart(4, '0')}`,
    ...overrides,
  };
}

const book = (body: Record<string, unknown>) => app.request.post('/api/reservations').send(body);
const setAccount = (iban: string | null) =>
  app.request
    .put('/api/payment-settings')
    .set(staff)
    .send(iban ? { ...ACCOUNT, iban } : {})
    .expect(200);
const createEvening = (body: Record<string, unknown> = EVENING) =>
  app.request.post('/api/evenings').set(staff).send(body);

async function mailsTo(email: string) {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(email));
}

beforeAll(async () => {
  const smtpPort = await freePort();
  app = await startStrapi({ ...smtpEnv(smtpPort), RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi, [{ date: DAY, label: 'Fermeture', closed: true }]);
  await setReservationRules(app.strapi, { paymentDeadlineDaysBefore: 3 });
  smtp = await startSmtpServer(smtpPort);
});

afterAll(async () => {
  await app.stop();
  await smtp?.close();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
});

beforeEach(async () => {
  for (const uid of [RESERVATION_UID, EVENING_UID, DEPOSIT_UID] as const) {
    await app.strapi.db.query(uid).deleteMany({ where: {} });
  }
  await setAccount(QR_IBAN);
});

describe('the evenings staff write', () => {
  it('are for staff alone, the slug made from the name, the times in order, listed for guests once published', async () => {
    await app.request.post('/api/evenings').send(EVENING).expect(401);
    await app.request.get('/api/evenings').expect(401);
    const created = await createEvening().expect(201);
    expect(created.body.data).toMatchObject({
      slug: 'menu-de-st-silvestre',
      times: ['19:00', '21:30'],
      setMenuId: null,
      depositPerPerson: 50,
    });
    const listed = (await app.request.get('/api/public/evenings').expect(200)).body.data;
    expect(listed).toEqual([
      expect.objectContaining({ id: created.body.data.id, coversLeft: 6, deposit: 50, times: ['19:00', '21:30'] }),
    ]);
    expect(listed[0]).not.toHaveProperty('capacity');
    await app.request
      .put(`/api/evenings/${created.body.data.id}`)
      .set(staff)
      .send({ ...EVENING, published: false })
      .expect(200);
    expect((await app.request.get('/api/public/evenings').expect(200)).body.data).toEqual([]);
  });

  it('refuse whole what is wrong, with each reason, changing nothing', async () => {
    await createEvening().expect(201);
    const refused = await createEvening({
      ...EVENING,
      times: ['12:00', '19:00'],
      depositPerPerson: 200,
      setMenuId: 'nosuchmenu',
    }).expect(400);
    expect(refused.body).toMatchObject(
      staffRefusal(staffMessageOf('evening.invalid'), {
        times: staffMessageOf('evening.timesOneService'),
        depositPerPerson: staffMessageOf('evening.depositInvalid'),
        menuText: staffMessageOf('evening.menuOne'),
      }),
    );
    const sameSlug = await createEvening({ ...EVENING, date: addDaysToDayText(DAY, 1) }).expect(400);
    expect(sameSlug.body.errors.slug).toBe(wordStaff('evening.slugTaken'));
    await setAccount(null);
    const noAccount = await createEvening({ ...EVENING, slug: 'autre-soiree' }).expect(400);
    expect(noAccount.body.errors.depositPerPerson).toBe(wordStaff('evening.depositWithoutAccount'));
    expect(await app.strapi.db.query(EVENING_UID).count()).toBe(1);
  });

  it('are kept once booked: unpublished rather than deleted', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    await book(guest({ eventId: id })).expect(201);
    const refused = await app.request.delete(`/api/evenings/${id}`).set(staff).expect(409);
    expect(refused.body.code).toBe('evening.hasBookings');
    const empty = (await createEvening({ ...EVENING, slug: 'vide' }).expect(201)).body.data.id;
    await app.request.delete(`/api/evenings/${empty}`).set(staff).expect(200);
    expect(await app.strapi.db.query(EVENING_UID).count()).toBe(1);
  });
});

describe('booking an evening', () => {
  it('holds the table awaiting its deposit, with a QR-bill a banking app reads field by field', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    const party = guest({ eventId: id, partySize: 3, language: 'it' });
    const booked = await book(party).expect(201);
    const { reference, deposit, status, manageUrl } = booked.body.data;
    expect(status).toBe('awaiting_payment');
    expect(booked.body.data.date).toBe(DAY);
    expect(deposit).toMatchObject({ amount: 150, deadline: addDaysToDayText(DAY, -3) });
    expect(deposit.reference.type).toBe('QRR');
    expect(qrReferenceHolds(deposit.reference.reference)).toBe(true);

    const [mail] = await mailsTo(party.email);
    expect(mail.mail.subject).toContain('acconto');
    const slip = mail.mail.attachments.find(({ contentType }) => contentType === 'application/pdf');
    expect(slip?.filename).toBe('qr-fattura.pdf');
    const fields = qrBillFields(qrPayloadOf(slip!.content));
    expect(fields).toMatchObject({
      qrType: 'SPC',
      version: '0200',
      coding: '1',
      iban: QR_IBAN,
      creditor: {
        type: 'S',
        name: 'Trattoria Ticino',
        street: 'Rue de Lausanne',
        buildingNumber: '12',
        postalCode: '1201',
        town: 'Genève',
        country: 'CH',
      },
      amount: '150.00',
      currency: 'CHF',
      referenceType: 'QRR',
      reference: deposit.reference.reference,
      trailer: 'EPD',
    });
    expect(fields.ultimateCreditor.every((line) => line === '')).toBe(true);
    expect(fields.debtor.every((line) => line === '')).toBe(true);
    expect(fields.message).toContain(reference);
    expect(calendarValue(attachedCalendar(mail).lines, 'STATUS')).toBe('TENTATIVE');

    const token = decodeURIComponent(new URL(manageUrl).pathname.split('/').at(-1)!);
    const manage = await app.request
      .get(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', token)
      .expect(200);
    expect(manage.body.data).toMatchObject({
      status: 'awaiting_payment',
      evening: { id, name: EVENING.name },
      changeable: false,
    });
    await app.request.delete(`/api/public/reservations/${reference}`).set('X-Reservation-Token', token).expect(409);
    const pdf = await app.request
      .get(`/api/public/reservations/${reference}/qr-bill.pdf`)
      .set('X-Reservation-Token', token)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    expect(qrBillFields(qrPayloadOf(pdf.body as Buffer)).reference).toBe(deposit.reference.reference);
    await app.request
      .get(`/api/public/reservations/${reference}/qr-bill.pdf`)
      .set('X-Reservation-Token', 'x')
      .expect(404);
  });

  it('names the evening in the guest’s language once staff validated its translation: mail, slip and manage page', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    const italian = 'Cenone di San Silvestro';
    await app.request
      .put('/api/translations')
      .set(staff)
      .send({ subject: 'soirée', subjectId: id, field: 'name', language: 'it', text: italian, validate: true })
      .expect(200);
    const party = guest({ eventId: id, language: 'it' });
    const { reference, manageUrl } = (await book(party).expect(201)).body.data;
    const [mail] = await mailsTo(party.email);
    expect(mail.mail.text).toContain(italian);
    const slip = mail.mail.attachments.find(({ contentType }) => contentType === 'application/pdf');
    expect(pdfText(slip!.content)).toContain(italian);
    const token = decodeURIComponent(new URL(manageUrl).pathname.split('/').at(-1)!);
    const manage = await app.request
      .get(`/api/public/reservations/${reference}`)
      .set('X-Reservation-Token', token)
      .expect(200);
    expect(manage.body.data.evening).toEqual({ id, name: italian });

    // A guest reading French, or a language without the translation, reads the staff's French.
    const english = guest({ eventId: id, language: 'en' });
    await book(english).expect(201);
    const [englishMail] = await mailsTo(english.email);
    expect(englishMail.mail.text).toContain(EVENING.name);
    expect(englishMail.mail.text).not.toContain(italian);
  });

  it('pays an ordinary IBAN with a creditor reference, and never gives a payment number twice', async () => {
    await setAccount(IBAN);
    const { id } = (await createEvening().expect(201)).body.data;
    const first = (await book(guest({ eventId: id })).expect(201)).body.data.deposit.reference;
    const second = (await book(guest({ eventId: id })).expect(201)).body.data.deposit.reference;
    for (const reference of [first, second]) {
      expect(reference.type).toBe('SCOR');
      expect(creditorReferenceHolds(reference.reference)).toBe(true);
    }
    expect(first.reference).not.toBe(second.reference);
    await app.strapi.db.query(RESERVATION_UID).deleteMany({ where: {} });
    const third = (await book(guest({ eventId: id })).expect(201)).body.data.deposit.reference;
    expect([first.reference, second.reference]).not.toContain(third.reference);
  });

  it('takes no deposit without the owner’s account: the booking is confirmed', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    await setAccount(null);
    const booked = await book(guest({ eventId: id })).expect(201);
    expect(booked.body.data).toMatchObject({ status: 'confirmed', deposit: null });
    expect((await app.request.get('/api/public/evenings').expect(200)).body.data[0].deposit).toBe(0);
  });

  it('keeps to the evening’s times, largest online party and covers, and takes the ordinary service’s place', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    const offTime = await book(guest({ eventId: id, time: '20:00' })).expect(400);
    expect(offTime.body.errors.time).toBe(french('reservation.eveningTimeInvalid'));
    const tooMany = await book(guest({ eventId: id, partySize: 5, language: 'de' })).expect(400);
    expect(tooMany.body.errors.partySize).toBe(wordedIn('de', 'reservation.eveningPartyTooLarge', { max: 4 }));
    await book(guest({ eventId: id, partySize: 4 })).expect(201);
    await book(guest({ eventId: id, time: '21:30', partySize: 2 })).expect(201);
    const full = await book(guest({ eventId: id })).expect(409);
    expect(full.body.message).toBe(french('reservation.eveningFull'));
    expect((await app.request.get('/api/public/evenings').expect(200)).body.data[0].coversLeft).toBe(0);

    await openEveryDay(app.strapi);
    const ordinary = await book(guest({ date: DAY, time: '19:30' })).expect(409);
    expect(ordinary.body.message).toBe(french('reservation.eveningService', { name: EVENING.name }));
    await book(guest({ date: DAY, time: '12:00' })).expect(201);
    const slots = (await app.request.get(`/api/public/availability?date=${DAY}&party=2`).expect(200)).body.data
      .slots as { time: string }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every(({ time }) => time < '16:00')).toBe(true);
    await openEveryDay(app.strapi, [{ date: DAY, label: 'Fermeture', closed: true }]);

    const gone = await book(guest({ eventId: 'nosuchevening' })).expect(409);
    expect(gone.body.message).toBe(french('reservation.eveningGone'));
  });

  it('counts each evening’s covers for staff by what the bookings await, and shows them at the pass, marked', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    const party = guest({ eventId: id, partySize: 3, allergens: ['lait'], allergyConsent: true });
    await book(party).expect(201);
    const service = (await app.request.get(`/api/service?date=${DAY}&service=dinner`).set(staff).expect(200)).body.data;
    expect(service.bookings).toEqual([expect.objectContaining({ name: party.name, status: 'awaiting_payment' })]);
    const sheet = pdfText(
      (await getPdf(app.request, `/api/service/kitchen-sheet.pdf?date=${DAY}&service=dinner`, staff)).bytes,
    );
    expect(sheet).toContain(`${party.name} (En attente du paiement)`);
    const listed = (await app.request.get('/api/evenings').set(staff).expect(200)).body.data;
    expect(listed[0].covers).toEqual({ booked: 3, awaitingPayment: 3, paid: 0, released: 0 });
  });
});

describe('an evening’s bookings by staff', () => {
  const staffBook = (body: Record<string, unknown>) => book(body).set(staff);
  const change = (reference: string, body: Record<string, unknown>) =>
    app.request.put(`/api/reservations/${reference}`).set(staff).send(body);
  const depositOf = async (reference: string) =>
    (await app.strapi.db.query(DEPOSIT_UID).findOne({ where: { reservationReference: reference } })) as {
      amountCentimes: number;
      paymentReference: string;
    } | null;

  it('are for the evening that takes the place of their service, at its times, a walk-in whenever it comes', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    await openEveryDay(app.strapi);
    const day = (await app.request.get(`/api/reservations?date=${DAY}`).set(staff).expect(200)).body.data;
    expect(day.evenings).toEqual([{ id, name: EVENING.name, times: ['19:00', '21:30'], capacity: 6, coversHeld: 0 }]);

    const offTime = await staffBook({ ...guest({ date: DAY, time: '20:00' }), source: 'phone' }).expect(400);
    expect(offTime.body.errors.time).toBe(french('reservation.eveningTimeInvalid'));
    const phoned = await staffBook({ ...guest({ date: DAY, time: '21:30' }), source: 'phone' }).expect(201);
    expect(phoned.body.data).toMatchObject({ status: 'awaiting_payment', deposit: { amount: 100 } });
    const walkIn = await staffBook({ ...guest({ date: DAY, time: '20:10' }), source: 'walk_in' }).expect(201);
    expect(walkIn.body.data).toMatchObject({ status: 'honoured', deposit: null });
    const lunch = await staffBook({ ...guest({ date: DAY, time: '12:00' }), source: 'phone' }).expect(201);

    const listed = (await app.request.get(`/api/reservations?date=${DAY}`).set(staff).expect(200)).body.data;
    const eveningOf = (reference: string) =>
      listed.reservations.find((booking: { reference: string }) => booking.reference === reference).evening;
    expect(eveningOf(phoned.body.data.reference)).toEqual({ id, name: EVENING.name });
    expect(eveningOf(walkIn.body.data.reference)).toEqual({ id, name: EVENING.name });
    expect(eveningOf(lunch.body.data.reference)).toBeNull();
    expect(listed.evenings[0].coversHeld).toBe(4);
    await openEveryDay(app.strapi, [{ date: DAY, label: 'Fermeture', closed: true }]);
  });

  it('move among its times within its covers, the deposit asked again for the new party under the same reference', async () => {
    const { id } = (await createEvening().expect(201)).body.data;
    const { reference } = (await book(guest({ eventId: id, partySize: 2 })).expect(201)).body.data;
    await book(guest({ eventId: id, partySize: 3 })).expect(201);
    const asked = await depositOf(reference);
    expect(asked?.amountCentimes).toBe(10_000);

    const times = (await app.request.get(`/api/reservations/${reference}/times?party=3`).set(staff).expect(200)).body;
    expect(times.data.slots).toEqual([
      { time: '19:00', available: true },
      { time: '21:30', available: true },
    ]);
    const offTime = await change(reference, { time: '20:00' }).expect(400);
    expect(offTime.body.errors.time).toBe(french('reservation.eveningTimeInvalid'));
    const moved = await change(reference, { time: '21:30' }).expect(200);
    expect(moved.body.data).toMatchObject({ time: '21:30', status: 'awaiting_payment' });

    const full = await change(reference, { partySize: 4 }).expect(409);
    expect(full.body).toMatchObject({ code: 'reservation.eveningFull', message: french('reservation.eveningFull') });
    expect((await depositOf(reference))?.amountCentimes).toBe(10_000);
    const grown = await change(reference, { partySize: 3 }).expect(200);
    expect(grown.body.data.deposit).toMatchObject({ amount: 150 });
    expect(await depositOf(reference)).toMatchObject({
      amountCentimes: 15_000,
      paymentReference: asked?.paymentReference,
    });
    expect(grown.body.data.history.at(-1).action).toContain('acompte 100.00 → 150.00 CHF');
    await change(reference, { partySize: 4, overCapacity: true }).expect(200);
    expect((await app.request.get('/api/evenings').set(staff).expect(200)).body.data[0].covers.booked).toBe(7);
  });
});

function wordStaff(code: 'evening.slugTaken' | 'evening.depositWithoutAccount'): string {
  return staffRefusal(staffMessageOf(code)).message;
}
