import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

const OWNER = { email: 'owner@example.org', password: 'Backoffice-2026' };

let app: TestStrapi;
let adminToken: string;

beforeAll(async () => {
  app = await startStrapi({ CMS_ADMIN_EMAIL: OWNER.email, CMS_ADMIN_PASSWORD: OWNER.password });
  const login = await app.request.post('/admin/login').send(OWNER).expect(200);
  adminToken = login.body.data.token;
});

afterAll(async () => {
  delete process.env.CMS_ADMIN_EMAIL;
  delete process.env.CMS_ADMIN_PASSWORD;
  await app.stop();
});

interface FieldMetadata {
  edit: { label: string; description?: string };
  list: { label: string };
}

async function configuration(uid: string) {
  const response = await app.request
    .get(`/content-manager/content-types/${uid}/configuration`)
    .set('Authorization', `Bearer ${adminToken}`)
    .expect(200);
  return response.body.data as {
    contentType: {
      settings: Record<string, unknown>;
      metadatas: Record<string, FieldMetadata>;
      layouts: { list: string[] };
    };
    components: Record<string, { metadatas: Record<string, FieldMetadata> }>;
  };
}

describe('back-office views for the owner', () => {
  it('lists menu items by title, category and price, with French labels and the price rule', async () => {
    const { contentType } = await configuration('api::menu-item.menu-item');
    expect(contentType.layouts.list).toEqual(['title', 'category', 'price', 'updatedAt']);
    expect(contentType.settings).toMatchObject({ mainField: 'title' });
    expect(contentType.metadatas.title.edit.label).toBe('Titre');
    expect(contentType.metadatas.price.list.label).toBe('Prix (CHF)');
    expect(contentType.metadatas.price.edit.description).toMatch(/deux décimales/i);
  });

  it('shows the newest contact messages first', async () => {
    const { contentType } = await configuration('api::contact-message.contact-message');
    expect(contentType.layouts.list).toEqual(['receivedAt', 'name', 'email', 'subject']);
    expect(contentType.settings).toMatchObject({ defaultSortBy: 'receivedAt', defaultSortOrder: 'DESC' });
    expect(contentType.metadatas.receivedAt.list.label).toBe('Reçu le');
    expect(contentType.metadatas.handledAt.list.label).toBe('Traité le');
    // The e-mail's state is its notice's in the outbox: the message's former fields are not shown.
    const types = (
      await app.request.get('/content-manager/content-types').set('Authorization', `Bearer ${adminToken}`).expect(200)
    ).body.data as { uid: string; attributes: Record<string, unknown> }[];
    const shown = Object.keys(
      types.find(({ uid }) => uid === 'api::contact-message.contact-message')?.attributes ?? {},
    );
    expect(shown).toContain('handledAt');
    expect(shown).not.toContain('deliveryState');
  });

  it('labels the restaurant facts and its opening hours in French', async () => {
    const { contentType, components } = await configuration('api::restaurant.restaurant');
    expect(contentType.metadatas.phone.edit.label).toBe('Téléphone');
    expect(components['restaurant.opening-slot'].metadatas.opensAt.edit.label).toBe('Ouverture');
  });
});

describe('refusals of the menu rules in /cms', () => {
  it("reach the form in Strapi's validation shape, each French message under its field", async () => {
    const response = await app.request
      .post('/content-manager/collection-types/api::menu-item.menu-item')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ title: '   ', price: 12.345, description: 'x', category: 'Nos Pâtes' })
      .expect(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['price'], message: 'Le prix ne peut avoir que deux décimales' }),
        expect.objectContaining({ path: ['title'], message: expect.stringMatching(/titre/i) }),
      ]),
    );
  });
});

describe("guests' messages in /cms", () => {
  const MESSAGES = '/content-manager/collection-types/api::contact-message.contact-message';
  const asOwner = () => ({ Authorization: `Bearer ${adminToken}` });
  const guestMessage = {
    name: 'Lucia Bernasconi',
    email: 'lucia@example.org',
    subject: 'Table pour six',
    message: 'Bonjour, avez-vous une table pour six personnes samedi soir ?',
  };

  async function storedMessage() {
    await app.request.post('/api/contact').send(guestMessage).expect(201);
    const found = await app.strapi
      .documents('api::contact-message.contact-message')
      .findFirst({ filters: { email: guestMessage.email } });
    return found!;
  }

  it('are read as they were received, and creating one is refused in French', async () => {
    const before = await app.strapi.documents('api::contact-message.contact-message').count({});
    const refused = await app.request
      .post(MESSAGES)
      .set(asOwner())
      .send({ ...guestMessage, receivedAt: new Date().toISOString() })
      .expect(400);
    expect(refused.body.error.message).toMatch(/ne se créent ni ne se modifient/);
    expect(await app.strapi.documents('api::contact-message.contact-message').count({})).toBe(before);

    const stored = await storedMessage();
    const read = await app.request.get(`${MESSAGES}/${stored.documentId}`).set(asOwner()).expect(200);
    expect(read.body.data.message).toBe(guestMessage.message);
  });

  it('cannot be edited, even with the uid percent-encoded, and stay as received', async () => {
    const stored = await storedMessage();
    for (const model of ['api::contact-message.contact-message', 'api%3A%3Acontact-message.contact-message']) {
      await app.request
        .put(`/content-manager/collection-types/${model}/${stored.documentId}`)
        .set(asOwner())
        .send({ message: 'Texte changé par erreur' })
        .expect(400);
    }
    const after = await app.strapi
      .documents('api::contact-message.contact-message')
      .findOne({ documentId: stored.documentId });
    expect(after?.message).toBe(guestMessage.message);
  });

  it('can be deleted by the owner', async () => {
    const stored = await storedMessage();
    await app.request.delete(`${MESSAGES}/${stored.documentId}`).set(asOwner()).expect(200);
    expect(
      await app.strapi.documents('api::contact-message.contact-message').findOne({ documentId: stored.documentId }),
    ).toBeNull();
  });
});
