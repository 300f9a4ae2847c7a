import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDayText, genevaDay, groupProposalLinkParts, groupProposalPath } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import { wordedIn } from './messages';
import {
  oneCharacterOff,
  openEveryDay,
  setDepositAccount,
  setReservationRules,
  waitFor,
} from './reservation-mail-helpers';
import { smtpEnv, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
import { CMS_ROOT, TEST_ENVIRONMENT, loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * A group proposal's link (docs/product.md#group-proposals): the server renders the proposal (from the real build of
 * the website, `npm run build` first) in the request's language, kept private, and takes the page's one form posted
 * to its own address without JavaScript, through the same service as `POST /api/public/group-proposals/:id/accept`.
 */
const BUILD = path.resolve(CMS_ROOT, '..', 'frontend', 'dist');
const SITE = TEST_ENVIRONMENT.PUBLIC_URL;
const GROUP_UID = 'api::group-request.group-request';
const RESERVATION_UID = 'api::reservation.reservation';
const DEPOSIT_UID = 'api::payment.deposit';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const DAY = addDaysToDayText(genevaDay(new Date()), 20);
const MESSAGE = 'Il salone è vostro dalle 19.\nL’aperitivo in terrazza.';

let app: TestStrapi;
let smtp: TestSmtpServer | undefined;
let staff: { Authorization: string };
let setMenuId: string;
let requestNumber = 0;
const frontendDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-proposal-'));

beforeAll(async () => {
  for (const part of ['index.html', '.ssr', '.vite', 'assets']) {
    fs.cpSync(path.join(BUILD, part), path.join(frontendDist, part), { recursive: true });
  }
  const smtpPort = await freePort();
  app = await startStrapi({ ...smtpEnv(smtpPort), FRONTEND_DIST: frontendDist, RESERVATION_RATE_LIMIT_MAX: '1000' });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  await openEveryDay(app.strapi);
  await setReservationRules(app.strapi, { paymentDeadlineDaysBefore: 3 });
  smtp = await startSmtpServer(smtpPort);
  await setDepositAccount(app.request, staff);
  const setMenus = (await app.request.get('/api/set-menus').set(staff).expect(200)).body.data as { id: string }[];
  setMenuId = setMenus[0].id;
});

afterAll(async () => {
  await app.stop();
  await smtp?.close();
  delete process.env.RESERVATION_RATE_LIMIT_MAX;
  fs.rmSync(frontendDist, { recursive: true, force: true });
});

beforeEach(async () => {
  for (const uid of [GROUP_UID, RESERVATION_UID, DEPOSIT_UID] as const) {
    await app.strapi.db.query(uid).deleteMany({ where: {} });
  }
});

interface Proposed {
  id: string;
  token: string;
  pathname: string;
}

/** A group request sent from the Italian booking page, answered by staff's proposal: its link, read in the mail. */
async function italianProposal(): Promise<Proposed> {
  requestNumber += 1;
  const email = `gruppo${requestNumber}@example.ch`;
  await app.request
    .post('/api/group-requests')
    .send({
      date: DAY,
      time: '19:30',
      guests: 14,
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
  const { id } = listed.find((request) => request.email === email)!;
  await app.request
    .post(`/api/group-requests/${id}/proposal`)
    .set(staff)
    .send({ date: DAY, time: '19:30', setMenuId, pricePerPerson: 85, depositPerPerson: 30, message: MESSAGE })
    .expect(200);
  const [mail] = await mailsTo(email);
  const url = /https?:\/\/\S+\/reservation\/groupe\/\S+/.exec(mail.mail.text ?? '')?.[0];
  const parts = url ? groupProposalLinkParts(new URL(url).pathname) : null;
  if (!parts) throw new Error(`No proposal link in:\n${mail.mail.text}`);
  return { ...parts, pathname: groupProposalPath(parts.id, parts.token) };
}

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  await waitFor(
    () => app.strapi.db.query(OUTGOING_UID).count({ where: { deliveryState: 'pending' } }),
    (pending) => pending === 0,
  );
  return smtp!.received.filter(({ envelopeTo }) => envelopeTo.includes(email));
}

const visit = (pathname: string) =>
  app.request.get(pathname).set('Sec-Fetch-Mode', 'navigate').set('Accept', 'text/html');

/** The page's form as a browser posts it from the site's own page. */
const post = (pathname: string, fields: Record<string, string>, origin: string | null = SITE) => {
  const request = app.request.post(pathname).type('form').set('Accept', 'text/html');
  return (origin ? request.set('Origin', origin) : request).send(fields);
};

const formTokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
const requestOf = (id: string) =>
  app.strapi.db.query(GROUP_UID).findOne({ where: { documentId: id } }) as Promise<{
    status: string;
    reservationReference: string | null;
    proposal: Record<string, unknown>;
  }>;

async function pageToken(pathname: string): Promise<string> {
  return formTokenOf((await visit(pathname).expect(200)).text);
}

/** The page's text without its tags, its entities decoded as a browser shows them. */
const shown = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

const expectPrivate = (headers: Record<string, string>) => {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['referrer-policy']).toBe('no-referrer');
};

describe("a group proposal's page", () => {
  it('shows the proposal in the request’s language, with its form, never cached, indexed or named to another site', async () => {
    const { pathname } = await italianProposal();
    const response = await visit(pathname).expect(200);
    expectPrivate(response.headers);
    const { text } = response;
    expect(text).toContain('<html lang="it">');
    expect(text).toContain('<title>Proposta per il suo gruppo — Trattoria Ticino</title>');
    expect(text).toContain('<meta name="robots" content="noindex" />');
    const page = shown(text);
    for (const fact of [
      'Proposta per il suo gruppo',
      `Buongiorno Famiglia ${requestNumber}`,
      '19:30',
      'CHF 85.00',
      'CHF 420.00, da pagare entro',
      'Pagando l’acconto con la QR-fattura',
      'Può accettare questa proposta entro',
    ]) {
      expect(page).toContain(fact);
    }
    // Staff's words as written, their line break kept.
    expect(text).toContain(MESSAGE);
    expect(text).toContain(`<form class="booking-offer__actions" method="post" action="${pathname}"`);
    expect(text).toContain('value="accept"');
    expect(page).toContain('Accettare la proposta');
    expect(page).not.toContain('Accepter la proposition');
    expect(formTokenOf(text)).toMatch(/^\d+\.[\w-]+$/);
    // With JavaScript the app renders the page anew and uses the API: it gets no data to hydrate the render with.
    expect(text).toContain('<script type="module"');
    expect(text).not.toContain('id="donnees-initiales"');
  });

  it('takes the proposal without JavaScript: the booking’s answer in the request’s language, without the app', async () => {
    const { pathname, id } = await italianProposal();
    const formToken = await pageToken(pathname);
    const response = await post(pathname, { intent: 'accept', formToken }).expect(201);
    expectPrivate(response.headers);
    const { text } = response;
    expect(text).toContain('<html lang="it">');
    expect(text).not.toContain('<script type="module"');
    const page = shown(text);
    expect(page).toContain('Prenotazione registrata');
    expect(page).toContain('CHF 420.00');
    const request = await requestOf(id);
    expect(request.status).toBe('confirmed');
    const reference = request.reservationReference!;
    const booking = await app.strapi.db.query(RESERVATION_UID).findOne({ where: { reference } });
    expect(booking).toMatchObject({ date: DAY, partySize: 14, status: 'awaiting_payment', language: 'it' });
    expect(page).toContain(reference);
    expect(text).toContain(`${SITE}/reservation/${reference}/`);
    // The link now says the proposal is taken, and takes it no more.
    const again = shown((await visit(pathname).expect(200)).text);
    expect(again).toContain('Questa proposta è stata accettata');
    expect(again).not.toContain('Accettare la proposta');
    // The same form sent again (a second tab, the back button) takes it no more.
    const twice = await post(pathname, { intent: 'accept', formToken }).expect(409);
    expect(shown(twice.text)).toContain(wordedIn('it', 'reservation.proposalGone'));
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(1);
  });

  it('says a proposal past its last day is no longer valid, and takes it no more', async () => {
    const { pathname, id } = await italianProposal();
    const formToken = await pageToken(pathname);
    const { proposal } = await requestOf(id);
    const yesterday = addDaysToDayText(genevaDay(new Date()), -1);
    await app.strapi.db
      .query(GROUP_UID)
      .update({ where: { documentId: id }, data: { proposal: { ...proposal, deadline: yesterday } } });
    const page = shown((await visit(pathname).expect(200)).text);
    expect(page).toContain(wordedIn('it', 'reservation.proposalGone'));
    expect(page).not.toContain('Accettare la proposta');
    const late = await post(pathname, { intent: 'accept', formToken }).expect(409);
    expect(shown(late.text)).toContain(wordedIn('it', 'reservation.proposalGone'));
    expect(await app.strapi.db.query(RESERVATION_UID).count({ where: {} })).toBe(0);
  });

  it('takes no form from another site, nor with another proposal’s token or a changed one', async () => {
    const { pathname, id } = await italianProposal();
    const other = await italianProposal();
    const accept = { intent: 'accept', formToken: await pageToken(pathname) };
    for (const origin of ['https://evil.example', null]) {
      const { text } = await post(pathname, accept, origin).expect(403);
      expect(shown(text)).toContain(wordedIn('it', 'reservation.manageForeignOrigin'));
    }
    const [issuedAt, signature] = accept.formToken.split('.');
    for (const formToken of ['', `${Number(issuedAt) + 1}.${signature}`, await pageToken(other.pathname)]) {
      const { text } = await post(pathname, { intent: 'accept', formToken }).expect(400);
      expect(shown(text)).toContain(wordedIn('it', 'reservation.manageExpired'));
    }
    expect((await requestOf(id)).status).toBe('proposed');
  });

  it('answers the not-found page to a wrong token, changes nothing, and keeps the token out of the log', async () => {
    const { pathname, id, token } = await italianProposal();
    const formToken = await pageToken(pathname);
    const wrong = oneCharacterOff(pathname);
    const logged: string[] = [];
    const http = app.strapi.log.http;
    const write = http.bind(app.strapi.log);
    app.strapi.log.http = ((message: string) => {
      logged.push(message);
      return write(message);
    }) as typeof http;
    try {
      const posted = await post(wrong, { intent: 'accept', formToken }).expect(404);
      expect(posted.text).toContain('<title>Page Not Found — Trattoria Ticino</title>');
      expect(posted.text).not.toContain('Famiglia');
      const visited = await visit(wrong).expect(404);
      expectPrivate(visited.headers);
      expect(visited.text).not.toContain('Famiglia');
      await visit(pathname).expect(200);
    } finally {
      app.strapi.log.http = http;
    }
    expect((await requestOf(id)).status).toBe('proposed');
    expect(logged.join('\n')).not.toContain(token);
  });
});
