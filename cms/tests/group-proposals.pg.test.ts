import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, groupProposalLinkParts } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import { QR_IBAN, camt054 } from './bank-file-helpers';
import { openEveryDay, setReservationRules, waitFor } from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * Staff answer a group request with a proposal (docs/product.md#group-proposals): its guest reads it in the request's
 * language with its slip and a private link; taking it by the link, or paying its deposit, makes the group's booking,
 * which the bank's file confirms like an evening's.
 */

const GROUP_UID = 'api::group-request.group-request';
const RESERVATION_UID = 'api::reservation.reservation';
const DEPOSIT_UID = 'api::payment.deposit';
const CREDIT_UID = 'api::payment.bank-credit';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const DAY = addDaysToDayText(genevaDay(new Date()), 20);
const TOKEN_HEADER = 'X-Reservation-Token';

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let staff: { Authorization: string };
let setMenuId: string;
let requestNumber = 0;

/** A group request sent from the Italian booking page; its document id and its guest's address. */
async function italianRequest(guests = 14): Promise<{ id: string; email: string }> {
  requestNumber += 1;
  const email = `gruppo${requestNumber}@example.ch`;
  await app.request
    .post('/api/group-requests')
    .send({
      date: DAY,
      time: '19:30',
      guests,
      name: `Famiglia ${requestNumber}`,
      email,
      phone: `+41 22 555 ${String(requestNumber).padStart(4, '0')}`,
      message: 'Un compleanno',
      language: 'it',
    })
    .expect(201);
  const listed = (await app.request.get('/api/group-requests').set(staff).expect(200)).body.data.groupRequests as {
    id: string;
    email: string;
  }[];
  return { id: listed.find((request) => request.email === email)!.id, email };
}

const propose = (id: string, changes: Record<string, unknown> = {}) =>
  app.request
    .post(`/api/group-requests/${id}/proposal`)
    .set(staff)
    .send({ date: DAY, time: '19:30', setMenuId, pricePerPerson: 85, depositPerPerson: 30, message: '', ...changes });

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(email));
}

/** The proposal's link in its mail: the request's id and the token. */
function linkIn(mail: ReceivedMail): { id: string; token: string } {
  const url = /https?:\/\/\S+\/reservation\/groupe\/\S+/.exec(mail.mail.text ?? '')?.[0];
  const parts = url ? groupProposalLinkParts(new URL(url).pathname) : null;
  if (!parts) throw new Error(`No proposal link in:\n${mail.mail.text}`);
  return parts;
}

const importFile = (content: string) =>
  app.request.post('/api/payments/bank-file').set(staff).attach('file', Buffer.from(content), 'avis.xml');

const statusOf = async (reference: string) =>
  ((await app.strapi.db.query(RESERVATION_UID).findOne({ where: { reference } })) as { status: string } | null)
    ?.status ?? null;

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
  const setMenus = (await app.request.get('/api/set-menus').set(staff).expect(200)).body.data as { id: string }[];
  setMenuId = setMenus[0].id;
});

afterAll(async () => {
  await app.stop();
  await smtp?.close();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
});

beforeEach(async () => {
  for (const uid of [GROUP_UID, RESERVATION_UID, DEPOSIT_UID, CREDIT_UID] as const) {
    await app.strapi.db.query(uid).deleteMany({ where: {} });
  }
});

describe('a proposal to a group', () => {
  it('reaches the guest in their language with its slip, and taken by its link becomes the group’s booking', async () => {
    const { id, email } = await italianRequest();
    const sent = await propose(id, { message: 'Il salone è vostro dalle 19.' }).expect(200);
    expect(sent.body).toMatchObject({ code: 'groupProposal.sent', data: { id, status: 'proposed' } });
    const proposal = sent.body.data.proposal;
    expect(proposal).toMatchObject({ date: DAY, time: '19:30', pricePerPerson: 85, state: 'open' });
    expect(proposal.deposit.amount).toBe(420);
    expect(proposal.deposit.reference).toEqual({ type: 'QRR', reference: expect.stringMatching(/^\d{27}$/) });
    expect(proposal.deadline).toBe(addDaysToDayText(DAY, -3));

    const [mail] = await mailsTo(email);
    expect(mail.mail.subject).toBe('La nostra proposta per il suo gruppo – Trattoria Ticino');
    expect(mail.mail.text).toContain('Il salone è vostro dalle 19.');
    expect(mail.mail.text).toContain('Un acconto di CHF 420.00 la conferma');
    expect(mail.mail.attachments.map(({ contentType }) => contentType)).toEqual(['application/pdf']);
    const link = linkIn(mail);
    expect(link.id).toBe(id);

    const shown = await app.request.get(`/api/public/group-proposals/${id}`).set(TOKEN_HEADER, link.token).expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body.data).toMatchObject({ guests: 14, language: 'it', state: 'open', depositPerPerson: 30 });
    await app.request.get(`/api/public/group-proposals/${id}`).set(TOKEN_HEADER, 'x'.repeat(43)).expect(404);

    const accepted = await app.request
      .post(`/api/public/group-proposals/${id}/accept`)
      .set(TOKEN_HEADER, link.token)
      .expect(201);
    expect(accepted.body.data).toMatchObject({ status: 'awaiting_payment', partySize: 14, date: DAY, time: '19:30' });
    expect(accepted.body.data.deposit.reference).toEqual(proposal.deposit.reference);
    expect(accepted.body.message).toContain('CHF 420.00');
    const { reference } = accepted.body.data as { reference: string };
    const request = (await app.request.get('/api/group-requests').set(staff).expect(200)).body.data.groupRequests[0];
    expect(request).toMatchObject({
      status: 'confirmed',
      proposal: { state: 'accepted', reservationReference: reference },
    });
    // Taken once: the link now says so, and staff cannot propose again.
    await app.request.post(`/api/public/group-proposals/${id}/accept`).set(TOKEN_HEADER, link.token).expect(409);
    const again = await propose(id).expect(409);
    expect(again.body.message).toContain(reference);
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(1);

    const file = camt054(
      [{ amount: '420.00', reference: proposal.deposit.reference.reference }],
      genevaDay(new Date()),
    );
    expect((await importFile(file).expect(200)).body.data.confirmed).toEqual([reference]);
    expect(await statusOf(reference)).toBe('confirmed');
  });

  it('is taken by paying its slip, once however often the file is imported', async () => {
    const { id } = await italianRequest(12);
    const proposal = (await propose(id).expect(200)).body.data.proposal;
    const file = camt054(
      [{ amount: '360.00', reference: proposal.deposit.reference.reference, key: 'PF-0001' }],
      genevaDay(new Date()),
    );
    const imported = (await importFile(file).expect(200)).body.data as { confirmed: string[] };
    expect(imported.confirmed).toHaveLength(1);
    const [reference] = imported.confirmed;
    expect(await statusOf(reference)).toBe('confirmed');
    const booking = (await app.strapi.db
      .query(RESERVATION_UID)
      .findOne({ where: { reference }, populate: ['history'] })) as {
      partySize: number;
      history: { action: string }[];
    };
    expect(booking.partySize).toBe(12);
    expect(booking.history[0].action).toContain('proposition de groupe payée');
    await importFile(file).expect(200);
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(1);
  });

  it('is replaced by the next one, whose link alone opens, and no longer taken after its last day', async () => {
    const { id, email } = await italianRequest();
    await propose(id).expect(200);
    await propose(id, { time: '20:00', depositPerPerson: 0 }).expect(200);
    const [first, second] = await mailsTo(email);
    await app.request.get(`/api/public/group-proposals/${id}`).set(TOKEN_HEADER, linkIn(first).token).expect(404);
    const token = linkIn(second).token;
    const shown = await app.request.get(`/api/public/group-proposals/${id}`).set(TOKEN_HEADER, token).expect(200);
    expect(shown.body.data).toMatchObject({ time: '20:00', deposit: null });

    const stored = (await app.strapi.db.query(GROUP_UID).findOne({ where: { documentId: id } })) as {
      proposal: Record<string, unknown>;
    };
    const yesterday = addDaysToDayText(genevaDay(new Date()), -1);
    await app.strapi.db
      .query(GROUP_UID)
      .update({ where: { documentId: id }, data: { proposal: { ...stored.proposal, deadline: yesterday } } });
    const late = await app.request
      .post(`/api/public/group-proposals/${id}/accept`)
      .set(TOKEN_HEADER, token)
      .expect(409);
    expect(late.body.message).toBe('Questa proposta non è più valida: ci chiami per concordare un’altra data.');
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(0);
  });

  it('refuses what staff cannot propose, with a reason per field, and changes nothing', async () => {
    const { id } = await italianRequest();
    for (const [changes, field] of [
      [{ date: addDaysToDayText(genevaDay(new Date()), -1) }, 'date'],
      [{ time: '25:00' }, 'time'],
      [{ setMenuId: null }, 'setMenuId'],
      [{ setMenuId: 'nosuchmenu' }, 'setMenuId'],
      [{ pricePerPerson: 0 }, 'pricePerPerson'],
      [{ depositPerPerson: 90 }, 'depositPerPerson'],
      [{ message: 'x'.repeat(1001) }, 'message'],
    ] as const) {
      const refused = await propose(id, changes).expect(400);
      expect(Object.keys(refused.body.errors), JSON.stringify(changes)).toEqual([field]);
    }
    await app.request.post(`/api/group-requests/${id}/proposal`).send({}).expect(401);
    await propose('nosuchrequest').expect(404);
    const stored = (await app.strapi.db.query(GROUP_UID).findOne({ where: { documentId: id } })) as {
      status: string;
      proposal: unknown;
    };
    expect(stored).toMatchObject({ status: 'requested', proposal: null });
    expect(await app.strapi.db.query(DEPOSIT_UID).count({ where: {} })).toBe(0);
  });
});
