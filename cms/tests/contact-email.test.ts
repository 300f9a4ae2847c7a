import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import type { AddressObject } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage } from '@ticino/shared';
import { freePort } from '../../scripts/lib';
import { startAppProcess } from './app-process';
import { createTestDatabase, databaseEnv, dropTestDatabase, loginToken, startStrapi, type TestStrapi } from './strapi';
import { smtpEnv, startSmtpServer, type TestSmtpServer } from './smtp';

const UID = 'api::contact-message.contact-message';
const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';
const RESTAURANT_EMAIL = 'info@trattoria-ticino.ch';
const DAY_MS = 24 * 60 * 60 * 1000;

const guestMessage = {
  name: 'Giulia <b>Bernasconi</b> & fils',
  email: 'giulia.bernasconi@example.ch',
  subject: 'Salle privée <le 14 mars>',
  message: 'Bonjour,\nnous serions 24 : <script>alert("x")</script>\nMerci !',
};

function addresses(field: AddressObject | AddressObject[] | undefined): { address?: string; name: string }[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('e-mail to the restaurant, in this process', () => {
  let smtp: TestSmtpServer | undefined;
  let smtpPort: number;
  let app: TestStrapi;
  let staff: { Authorization: string };

  const inbox = async (): Promise<InboxMessage[]> =>
    (await app.request.get('/api/messages').set(staff).expect(200)).body.data.messages;

  beforeAll(async () => {
    smtpPort = await freePort();
    app = await startStrapi({
      ...smtpEnv(smtpPort),
      CONTACT_RATE_LIMIT_MAX: '1000',
      CONTACT_ADDRESS_DAILY_MAX: '1000',
      CONTACT_MAIL_RETRY_SECONDS: '1',
    });
    staff = { Authorization: `Bearer ${await loginToken(app.request)}` };
  });

  afterAll(async () => {
    await app.stop();
  });

  /** The outbox's rows of contact notices. */
  const notices = async () =>
    (await app.strapi.db.query(OUTGOING_UID).findMany({ where: { contactMessage: { $notNull: true } } })) as Record<
      string,
      unknown
    >[];

  beforeEach(async () => {
    await app.strapi.db.query(UID).deleteMany({});
    await app.strapi.db.query(OUTGOING_UID).deleteMany({});
    smtp = await startSmtpServer(smtpPort);
  });

  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    delete process.env.CONTACT_MAIL_MAX_ATTEMPTS;
  });

  it('sends each message to the restaurant with its fields, escaped HTML and the guest as Reply-To', async () => {
    await app.request.post('/api/contact').send(guestMessage).expect(201);
    const [received] = await smtp!.waitForMails(1);

    // Only the restaurant receives it: never the address the visitor typed.
    expect(received.envelopeTo).toEqual([RESTAURANT_EMAIL]);
    expect(addresses(received.mail.to)).toEqual([{ address: RESTAURANT_EMAIL, name: '' }]);
    expect(addresses(received.mail.from)).toEqual([{ address: 'site@trattoria.example', name: 'Trattoria Ticino' }]);
    expect(addresses(received.mail.replyTo)).toEqual([{ address: guestMessage.email, name: guestMessage.name }]);
    expect(received.mail.subject).toBe('Nouveau message : Salle privée <le 14 mars>');

    for (const value of Object.values(guestMessage)) expect(received.mail.text).toContain(value);
    const html = String(received.mail.html);
    expect(html).toContain('Giulia &lt;b&gt;Bernasconi&lt;/b&gt; &amp; fils');
    expect(html).toContain('Salle privée &lt;le 14 mars&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');

    const [stored] = await waitFor(inbox, ([message]) => message?.delivery.state === 'sent');
    expect(stored.delivery).toEqual({ state: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) });
    // It went through the one outbox, as the restaurant's mail about that message; the message keeps no state.
    expect(await notices()).toEqual([
      expect.objectContaining({
        topic: 'contact-notice',
        contactMessage: stored.id,
        recipient: RESTAURANT_EMAIL,
        toGuest: false,
        deliveryState: 'sent',
      }),
    ]);
    expect(await app.strapi.db.query(UID).findOne({ where: { documentId: stored.id } })).toMatchObject({
      deliveryState: null,
      deliveryAttempts: null,
    });
    const summary = await app.request.get('/api/messages/summary').set(staff).expect(200);
    expect(summary.body.data.emailNotification).toBe(true);
  });

  it('answers the visitor while the SMTP server has not even greeted yet', async () => {
    await smtp!.close();
    smtp = undefined;
    // A server that accepts the connection and says nothing: the visitor must not wait on it.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(smtpPort, '127.0.0.1', resolve));
    try {
      const response = await app.request.post('/api/contact').send(guestMessage).expect(201);
      expect(response.body).toEqual({
        success: true,
        message: 'Votre message a bien été envoyé !',
        code: 'contact.sent',
      });
      await waitFor(
        async () => sockets.size,
        (count) => count > 0,
      );
      expect((await inbox())[0].delivery).toMatchObject({ state: 'pending', attempts: 0 });
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('keeps the message as pending while the SMTP server is down, and delivers it once the server is back', async () => {
    await smtp!.close();
    smtp = undefined;
    const response = await app.request.post('/api/contact').send(guestMessage).expect(201);
    expect(response.body.success).toBe(true);

    const [pending] = await waitFor(inbox, ([message]) => (message?.delivery.attempts ?? 0) >= 1);
    expect(pending.delivery).toMatchObject({ state: 'pending', lastError: expect.stringContaining('ECONNREFUSED') });

    smtp = await startSmtpServer(smtpPort);
    const [received] = await smtp.waitForMails(1);
    expect(received.mail.subject).toBe('Nouveau message : Salle privée <le 14 mars>');
    const [sent] = await waitFor(inbox, ([message]) => message?.delivery.state === 'sent');
    expect(sent.delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.delivery.lastError).toBeNull();
    // Sent once, not once per try.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after CONTACT_MAIL_MAX_ATTEMPTS failures, recording échec and the last error', async () => {
    await smtp!.close();
    smtp = undefined;
    process.env.CONTACT_MAIL_MAX_ATTEMPTS = '2';
    await app.request.post('/api/contact').send(guestMessage).expect(201);
    const [failed] = await waitFor(inbox, ([message]) => message?.delivery.state === 'failed');
    expect(failed.delivery).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });

    smtp = await startSmtpServer(smtpPort);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received).toHaveLength(0);
  });

  it("sends every notice, however many one guest writes: a guest's daily mail limits are for mails to guests", async () => {
    // One more than the limit of mails to one address in a day (GUEST_MAIL_LIMITS.perAddressPerDay).
    for (let index = 1; index <= 9; index += 1) {
      await app.request
        .post('/api/contact')
        .send({ ...guestMessage, subject: `Question ${index}` })
        .expect(201);
    }
    const received = await smtp!.waitForMails(9);
    expect(received.every(({ envelopeTo }) => envelopeTo.join() === RESTAURANT_EMAIL)).toBe(true);
  });

  it('deletes the notice with its message: one not sent yet is never sent', async () => {
    await smtp!.close();
    smtp = undefined;
    await app.request.post('/api/contact').send(guestMessage).expect(201);
    const [pending] = await waitFor(inbox, ([message]) => (message?.delivery.attempts ?? 0) >= 1);
    expect(await notices()).toHaveLength(1);

    await app.request.delete(`/api/messages/${pending.id}`).set(staff).expect(200);
    expect(await notices()).toEqual([]);
    smtp = await startSmtpServer(smtpPort);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps a notice as long as its message, 365 days by default, then deletes both', async () => {
    for (const subject of ['Il y a 366 jours', 'Il y a 364 jours']) {
      await app.request
        .post('/api/contact')
        .send({ ...guestMessage, subject })
        .expect(201);
    }
    await smtp!.waitForMails(2);
    const messages = (await waitFor(inbox, (found) => found.every(({ delivery }) => delivery.state === 'sent'))).map(
      ({ id, subject }) => ({ id, daysAgo: subject === 'Il y a 366 jours' ? 366 : 364 }),
    );
    for (const { id, daysAgo } of messages) {
      const then = new Date(Date.now() - daysAgo * DAY_MS);
      await app.strapi.db.query(UID).update({ where: { documentId: id }, data: { receivedAt: then } });
      await app.strapi.db.query(OUTGOING_UID).update({ where: { contactMessage: id }, data: { createdAt: then } });
    }

    const contactMessages = app.strapi.service(UID) as unknown as { purgeExpired(): Promise<number> };
    expect(await contactMessages.purgeExpired()).toBe(1);
    const kept = messages.find(({ daysAgo }) => daysAgo === 364)!.id;
    expect((await inbox()).map(({ id }) => id)).toEqual([kept]);
    expect((await notices()).map(({ contactMessage }) => contactMessage)).toEqual([kept]);
  });
});

describe('e-mail to the restaurant, across a restart', () => {
  it('delivers, after a restart, a message stored while the SMTP server was down', async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-mail-'));
    const database = await createTestDatabase();
    const smtpPort = await freePort();
    const env = {
      ...databaseEnv(database),
      ...smtpEnv(smtpPort),
      CONTACT_NOTIFY_TO: 'cuisine@trattoria.example',
      CONTACT_MAIL_RETRY_SECONDS: '1',
    };
    let smtp: TestSmtpServer | undefined;
    try {
      const first = await startAppProcess({ env, workDir, name: 'before' });
      let token: string;
      try {
        await first.request.post('/api/contact').send(guestMessage).expect(201);
        token = await loginToken(first.request);
        const [pending] = await waitFor(
          async () =>
            (await first.request.get('/api/messages').set('Authorization', `Bearer ${token}`)).body.data
              .messages as InboxMessage[],
          ([message]) => (message?.delivery.attempts ?? 0) >= 1,
        );
        expect(pending.delivery).toMatchObject({
          state: 'pending',
          lastError: expect.stringContaining('ECONNREFUSED'),
        });
      } finally {
        await first.stop();
      }

      smtp = await startSmtpServer(smtpPort);
      // The first app is gone: only the restarted one can send the message it left pending.
      const second = await startAppProcess({ env, workDir, name: 'after' });
      try {
        await second.request
          .post('/api/contact')
          .send({ ...guestMessage, subject: 'Après redémarrage' })
          .expect(201);
        const mails = await smtp.waitForMails(2);
        const subjects = mails.map((mail) => mail.mail.subject).sort();
        expect(subjects).toEqual([
          'Nouveau message : Après redémarrage',
          'Nouveau message : Salle privée <le 14 mars>',
        ]);
        expect(mails.map((mail) => mail.envelopeTo)).toEqual([
          ['cuisine@trattoria.example'],
          ['cuisine@trattoria.example'],
        ]);
      } finally {
        await second.stop();
      }
    } finally {
      await smtp?.close();
      await dropTestDatabase(database);
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }, 300_000);
});
