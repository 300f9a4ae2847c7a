import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

const UID = 'api::contact-message.contact-message';

let app: TestStrapi;

const validMessage = {
  name: '  Giulia Bernasconi ',
  email: ' giulia.bernasconi@example.ch ',
  subject: 'Salle privée pour un anniversaire',
  message: 'Bonjour, nous serions 24 personnes le samedi 14 mars. La salle est-elle libre ?',
};

interface StoredMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
}

async function storedMessages(): Promise<StoredMessage[]> {
  return (await app.strapi.documents(UID).findMany({})) as unknown as StoredMessage[];
}

beforeAll(async () => {
  app = await startStrapi({ CONTACT_RATE_LIMIT_MAX: '1000', CONTACT_ADDRESS_DAILY_MAX: '1000' });
});

afterAll(async () => {
  await app.stop();
});

beforeEach(async () => {
  await app.strapi.db.query(UID).deleteMany({});
});

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed and dated, and confirms in French', async () => {
    const before = Date.now();
    const response = await app.request.post('/api/contact').send(validMessage).expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Votre message a bien été envoyé !',
      code: 'contact.sent',
    });

    const stored = await storedMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Giulia Bernasconi',
      email: 'giulia.bernasconi@example.ch',
      subject: validMessage.subject,
      message: validMessage.message,
    });
    expect(new Date(stored[0].receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Le nom est requis.', 'contact.nameRequired'],
    [{ email: '' }, 'email', "L'email est requis.", 'contact.emailRequired'],
    [{ email: 'giulia@' }, 'email', "Format d'email invalide.", 'contact.emailInvalid'],
    [{ email: 'giulia bernasconi@example.ch' }, 'email', "Format d'email invalide.", 'contact.emailInvalid'],
    [{ subject: '\n' }, 'subject', 'Le sujet est requis.', 'contact.subjectRequired'],
    [{ message: undefined }, 'message', 'Le message est requis.', 'contact.messageRequired'],
    [{ name: 'x'.repeat(121) }, 'name', 'Le nom ne doit pas dépasser 120 caractères.', 'contact.nameTooLong'],
    [
      { subject: 'x'.repeat(201) },
      'subject',
      'Le sujet ne doit pas dépasser 200 caractères.',
      'contact.subjectTooLong',
    ],
    [
      { message: 'x'.repeat(5001) },
      'message',
      'Le message ne doit pas dépasser 5000 caractères.',
      'contact.messageTooLong',
    ],
  ] as const)('rejects %j with a 400 and stores nothing', async (change, field, message, code) => {
    const response = await app.request
      .post('/api/contact')
      .send({ ...validMessage, ...change })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Veuillez corriger les champs du formulaire.',
      code: 'contact.invalid',
      errors: { [field]: message },
      errorCodes: { [field]: { code } },
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it('reports every missing field at once', async () => {
    const response = await app.request.post('/api/contact').send({}).expect(400);
    expect(response.body.errors).toEqual({
      name: 'Le nom est requis.',
      email: "L'email est requis.",
      subject: 'Le sujet est requis.',
      message: 'Le message est requis.',
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it('answers a filled honeypot as a success but keeps nothing', async () => {
    const response = await app.request
      .post('/api/contact')
      .send({ ...validMessage, website: 'https://spam.example' })
      .expect(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Votre message a bien été envoyé !',
      code: 'contact.sent',
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it('answers malformed JSON with a 400 in the API shape and stores nothing', async () => {
    const response = await app.request
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await storedMessages()).toHaveLength(0);
  });
});

describe('stored messages stay private', () => {
  it('has no public route to read or write them', async () => {
    await app.request.post('/api/contact').send(validMessage).expect(201);
    for (const [method, path] of [
      ['get', '/api/contact-messages'],
      ['get', '/api/contact-message'],
      ['get', '/api/contact'],
      ['post', '/api/contact-messages'],
    ] as const) {
      const response = await app.request[method](path).send({ data: validMessage });
      expect([403, 404, 405], `${method} ${path}`).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toContain('Giulia');
    }
    expect(await storedMessages()).toHaveLength(1);
  });
});
