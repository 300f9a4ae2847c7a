import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, staffMessageOf, type InboxMessage, type StaffMessage } from '@ticino/shared';
import { staffRefusal, staffSaid } from './messages';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

const UID = 'api::contact-message.contact-message';
const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestStrapi;
let staff: { Authorization: string };

/** Stores a message as a guest does, `minutesAgo` minutes before now (through the database, to date it). */
async function storeMessage(subject: string, minutesAgo = 0): Promise<string> {
  const row = (await app.strapi.db.query(UID).create({
    data: {
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      subject,
      message: `Message « ${subject} »`,
      receivedAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  })) as { documentId: string };
  return row.documentId;
}

async function list(query = ''): Promise<{ messages: InboxMessage[]; total: number; page: number; pageCount: number }> {
  return (await app.request.get(`/api/messages${query}`).set(staff).expect(200)).body.data;
}

beforeAll(async () => {
  // No SMTP settings: messages stay in the dashboard only; a short retention to test its deletion.
  app = await startStrapi({
    CONTACT_RATE_LIMIT_MAX: '1000',
    CONTACT_ADDRESS_DAILY_MAX: '1000',
    CONTACT_RETENTION_DAYS: '30',
  });
  staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
});

afterAll(async () => {
  await app.stop();
});

beforeEach(async () => {
  await app.strapi.db.query(UID).deleteMany({});
});

describe('GET /api/messages', () => {
  it('lists the messages newest first, a page at a time', async () => {
    for (const [index, subject] of ['Premier', 'Deuxième', 'Troisième'].entries()) {
      await storeMessage(subject, 30 - index * 10);
    }
    const first = await list('?pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.messages.map((message) => message.subject)).toEqual(['Troisième', 'Deuxième']);
    const second = await list('?pageSize=2&page=2');
    expect(second.messages.map((message) => message.subject)).toEqual(['Premier']);
    expect(second.messages[0]).toEqual({
      id: expect.any(String),
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      subject: 'Premier',
      message: 'Message « Premier »',
      receivedAt: expect.any(String),
      // A message stored before the inbox existed has none of its fields: unread, not handled, no e-mail due.
      readAt: null,
      handledAt: null,
      delivery: { state: null, attempts: 0, lastError: null, sentAt: null },
    });
  });

  it('filters the messages not yet handled', async () => {
    const handled = await storeMessage('Réglé');
    await storeMessage('À traiter');
    await app.request.patch(`/api/messages/${handled}`).set(staff).send({ handled: true }).expect(200);
    const unhandled = await list('?filter=unhandled');
    expect(unhandled.total).toBe(1);
    expect(unhandled.messages.map((message) => message.subject)).toEqual(['À traiter']);
  });

  it.each<[string, string, StaffMessage, string]>([
    [
      '?page=0',
      'page',
      staffMessageOf('inbox.pageInvalid'),
      'La page doit être un nombre entier supérieur ou égal à 1',
    ],
    [
      '?pageSize=51',
      'pageSize',
      staffMessageOf('inbox.pageSizeInvalid', { max: INBOX_PAGE_SIZE.max }),
      'La taille de page doit être un nombre entier de 1 à 50',
    ],
    ['?filter=lus', 'filter', staffMessageOf('inbox.filterInvalid'), 'Le filtre doit être « all » ou « unhandled »'],
  ])('refuses %s with a 400 and a French message', async (query, field, problem, words) => {
    const response = await app.request.get(`/api/messages${query}`).set(staff).expect(400);
    expect(response.body).toEqual(staffRefusal(staffMessageOf('inbox.queryInvalid'), { [field]: problem }));
    expect(response.body).toMatchObject({
      message: 'Les paramètres de la liste sont invalides',
      errors: { [field]: words },
    });
  });
});

describe('reading, marking and deleting', () => {
  it('counts unread and unhandled messages and says e-mail notification is off without SMTP', async () => {
    await storeMessage('Un');
    await storeMessage('Deux');
    const summary = await app.request.get('/api/messages/summary').set(staff).expect(200);
    expect(summary.body).toEqual({ success: true, data: { unread: 2, unhandled: 2, emailNotification: false } });
  });

  it('marks a message read, handled and not handled again', async () => {
    const id = await storeMessage('Anniversaire');
    await storeMessage('Autre');
    const read = await app.request.patch(`/api/messages/${id}`).set(staff).send({ read: true }).expect(200);
    expect(read.body).toMatchObject({
      success: true,
      ...staffSaid(staffMessageOf('inbox.updated')),
      data: { id, handledAt: null },
    });
    const readAt = read.body.data.readAt as string;
    expect(Date.now() - new Date(readAt).getTime()).toBeLessThan(60_000);

    // Opening it again keeps the first reading's date.
    const again = await app.request.patch(`/api/messages/${id}`).set(staff).send({ read: true }).expect(200);
    expect(again.body.data.readAt).toBe(readAt);

    const handled = await app.request.patch(`/api/messages/${id}`).set(staff).send({ handled: true }).expect(200);
    expect(handled.body.data.handledAt).toEqual(expect.any(String));
    expect((await app.request.get('/api/messages/summary').set(staff)).body.data).toMatchObject({
      unread: 1,
      unhandled: 1,
    });
    const reopened = await app.request.patch(`/api/messages/${id}`).set(staff).send({ handled: false }).expect(200);
    expect(reopened.body.data).toMatchObject({ readAt, handledAt: null });
  });

  it('refuses an empty or wrong change with French messages, and changes nothing', async () => {
    const id = await storeMessage('Intact');
    const empty = await app.request.patch(`/api/messages/${id}`).set(staff).send({}).expect(400);
    const invalid = staffMessageOf('inbox.updateInvalid');
    expect(empty.body).toEqual(staffRefusal(invalid, { body: staffMessageOf('inbox.updateEmpty') }));
    expect(empty.body).toMatchObject({
      message: 'Les données du message sont invalides',
      errors: { body: 'Indiquez « read » ou « handled »' },
    });
    const wrong = await app.request.patch(`/api/messages/${id}`).set(staff).send({ handled: 'oui' }).expect(400);
    expect(wrong.body).toEqual(staffRefusal(invalid, { handled: staffMessageOf('inbox.flagInvalid') }));
    expect(wrong.body.errors).toEqual({ handled: 'La valeur doit être true ou false' });
    const malformed = await app.request
      .patch(`/api/messages/${id}`)
      .set(staff)
      .set('Content-Type', 'application/json')
      .send('{"read": ')
      .expect(400);
    expect(malformed.body).toEqual({ success: false, message: 'Requête invalide', code: 'api.invalidJson' });
    expect((await list()).messages[0]).toMatchObject({ readAt: null, handledAt: null });
  });

  it('deletes a message, then answers 404 for it', async () => {
    const id = await storeMessage('À supprimer');
    const kept = await storeMessage('À garder');
    const response = await app.request.delete(`/api/messages/${id}`).set(staff).expect(200);
    expect(response.body).toEqual({ success: true, ...staffSaid(staffMessageOf('inbox.deleted')) });
    expect((await list()).messages.map((message) => message.id)).toEqual([kept]);
    const again = await app.request.delete(`/api/messages/${id}`).set(staff).expect(404);
    expect(again.body).toEqual(staffRefusal(staffMessageOf('inbox.notFound')));
    await app.request.patch(`/api/messages/${id}`).set(staff).send({ read: true }).expect(404);
  });
});

describe('a message sent without SMTP settings', () => {
  it('is stored with no e-mail due, and the site answers as before', async () => {
    const response = await app.request
      .post('/api/contact')
      .send({ name: 'Léa Rossi', email: 'lea@example.ch', subject: 'Table', message: 'Bonjour' })
      .expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Votre message a bien été envoyé !',
      code: 'contact.sent',
    });
    const [message] = (await list()).messages;
    expect(message).toMatchObject({ subject: 'Table', readAt: null, delivery: { state: null, attempts: 0 } });
  });
});

describe('staff only', () => {
  const routes = [
    ['get', '/api/messages'],
    ['get', '/api/messages/summary'],
    ['patch', '/api/messages/some-id'],
    ['delete', '/api/messages/some-id'],
  ] as const;

  it('answers 401 without a live session and changes nothing', async () => {
    await storeMessage('Privé');
    for (const [method, path] of routes) {
      for (const headers of [{}, { Authorization: 'Bearer not-a-token' }]) {
        const response = await app.request[method](path).set(headers).send({ read: true });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toEqual({
          success: false,
          message: 'Authentification requise',
          code: 'api.unauthenticated',
        });
      }
    }
    expect((await list()).messages[0].readAt).toBeNull();
  });

  it('answers 403 to a signed-in user who is not staff', async () => {
    const authenticatedRole = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    const visitor = await app.strapi.plugin('users-permissions').service('user').add({
      username: 'client',
      email: 'client@example.org',
      password: 'client-pass-1',
      provider: 'local',
      confirmed: true,
      role: authenticatedRole.id,
    });
    const sessions = app.strapi.sessionManager('users-permissions');
    const refresh = await sessions.generateRefreshToken(String(visitor.id), undefined, { type: 'session' });
    const access = await sessions.generateAccessToken(refresh.token);
    if ('error' in access) throw new Error('No access token for the visitor');
    const id = await storeMessage('Privé');
    for (const [method, path] of routes) {
      const response = await app.request[method](path.replace('some-id', id))
        .set('Authorization', `Bearer ${access.token}`)
        .send({ handled: true });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'Accès réservé au personnel', code: 'api.forbidden' });
      expect(JSON.stringify(response.body)).not.toContain('Giulia');
    }
    expect((await list()).messages).toHaveLength(1);
  });
});

describe('retention', () => {
  it('states the retention period publicly, from CONTACT_RETENTION_DAYS', async () => {
    const response = await app.request.get('/api/public/privacy').expect(200);
    // The reservations' retention is the owner's setting in /cms, 90 days until saved.
    expect(response.body).toEqual({ success: true, data: { contactRetentionDays: 30, reservationRetentionDays: 90 } });
  });

  it('deletes the messages older than the retention period and keeps the others', async () => {
    await storeMessage('Trop ancien', (30 * DAY_MS + 60_000) / 60_000);
    const recent = await storeMessage('Récent', (29 * DAY_MS) / 60_000);
    const contactMessages = app.strapi.service(UID) as unknown as { purgeExpired(): Promise<number> };
    expect(await contactMessages.purgeExpired()).toBe(1);
    expect((await list()).messages.map((message) => message.id)).toEqual([recent]);
  });
});
