import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessageOf, staffText, wordStaffMessage, type MenuChange } from '@ticino/shared';
import { staffRefusal } from './messages';
import { BACK_OFFICE_ADMIN, STAFF, loginToken, startStrapi, type TestStrapi } from './strapi';

const MENU_ITEMS = '/content-manager/collection-types/api::menu-item.menu-item';
const JOURNAL = '/content-manager/collection-types/api::menu-change.menu-change';

let app: TestStrapi;
let staffToken: string;
let ownerToken: string;

const asStaff = () => ({ Authorization: `Bearer ${staffToken}` });
const asOwner = () => ({ Authorization: `Bearer ${ownerToken}` });

const risotto = {
  title: 'Risotto aux bolets',
  price: 2.8,
  description: 'Carnaroli, bolets séchés du Tessin, parmesan affiné 24 mois.',
  category: 'Nos Pâtes',
};

async function signIn() {
  staffToken = await loginToken(app.request);
  ownerToken = (await app.request.post('/admin/login').send(BACK_OFFICE_ADMIN).expect(200)).body.data.token;
}

beforeAll(async () => {
  app = await startStrapi();
  await signIn();
});

afterAll(async () => {
  await app.stop();
});

async function createFromDashboard(item = risotto): Promise<string> {
  return (await app.request.post('/api/menu').set(asStaff()).send(item).expect(201)).body.data.id as string;
}

async function history(id: string): Promise<MenuChange[]> {
  const response = await app.request.get(`/api/menu/${id}/changes`).set(asStaff()).expect(200);
  expect(response.body.success).toBe(true);
  return response.body.data as MenuChange[];
}

async function storedPrice(id: string): Promise<number> {
  return (await app.request.get(`/api/menu/${id}`).set(asStaff()).expect(200)).body.data.price as number;
}

async function journalSize(): Promise<number> {
  return app.strapi.documents('api::menu-change.menu-change').count({});
}

describe('the journal of dashboard writes', () => {
  it('records who created, changed and deleted an item, field by field, before → after, newest first', async () => {
    const id = await createFromDashboard();
    await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, title: 'Risotto aux chanterelles', price: 3.2 })
      .expect(200);
    await app.request.delete(`/api/menu/${id}`).set(asStaff()).expect(200);

    const [deleted, updated, created] = await history(id);
    expect(updated).toMatchObject({
      action: 'update',
      source: 'dashboard',
      author: STAFF.username,
      itemId: id,
      itemTitle: 'Risotto aux chanterelles',
      changes: [
        { field: 'title', before: 'Risotto aux bolets', after: 'Risotto aux chanterelles' },
        { field: 'price', before: 2.8, after: 3.2 },
      ],
    });
    expect(created).toMatchObject({ action: 'create', author: STAFF.username });
    expect(created.changes).toContainEqual({ field: 'price', before: null, after: 2.8 });
    expect(created.changes).toContainEqual({ field: 'category', before: null, after: 'Nos Pâtes' });
    expect(deleted).toMatchObject({ action: 'delete', author: STAFF.username, itemTitle: 'Risotto aux chanterelles' });
    expect(deleted.changes).toContainEqual({ field: 'description', before: risotto.description, after: null });
    expect(Date.parse(updated.at)).toBeGreaterThanOrEqual(Date.parse(created.at));
  });

  it('records nothing for a save that changes nothing, nor for a refused one', async () => {
    const id = await createFromDashboard();
    await app.request.put(`/api/menu/${id}`).set(asStaff()).send(risotto).expect(200);
    await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, title: ' ' })
      .expect(400);
    expect((await history(id)).map(({ action }) => action)).toEqual(['create']);
  });

  it('is shown to staff only', async () => {
    const id = await createFromDashboard();
    const anonymous = await app.request.get(`/api/menu/${id}/changes`).expect(401);
    expect(anonymous.body).toEqual({
      success: false,
      message: 'Authentification requise',
      code: 'api.unauthenticated',
    });
    expect(await history('inconnu')).toEqual([]);
  });
});

describe('the journal of /cms writes', () => {
  it('records the back-office admin by e-mail, for creating, editing and deleting', async () => {
    const created = await app.request.post(MENU_ITEMS).set(asOwner()).send(risotto).expect(201);
    const id = created.body.data.documentId as string;
    await app.request
      .put(`${MENU_ITEMS}/${id}`)
      .set(asOwner())
      .send({ description: 'Carnaroli et bolets du Tessin.' })
      .expect(200);
    await app.request.delete(`${MENU_ITEMS}/${id}`).set(asOwner()).expect(200);

    const [deleted, updated, creation] = await history(id);
    expect(creation).toMatchObject({ action: 'create', source: 'cms', author: BACK_OFFICE_ADMIN.email });
    expect(updated).toMatchObject({
      action: 'update',
      source: 'cms',
      author: BACK_OFFICE_ADMIN.email,
      changes: [{ field: 'description', before: risotto.description, after: 'Carnaroli et bolets du Tessin.' }],
    });
    expect(deleted).toMatchObject({ action: 'delete', source: 'cms', author: BACK_OFFICE_ADMIN.email });
  });

  it('lists the changes in /cms newest first, with French labels and a readable summary', async () => {
    const id = await createFromDashboard();
    await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, price: 3 })
      .expect(200);
    const configuration = await app.request
      .get('/content-manager/content-types/api::menu-change.menu-change/configuration')
      .set(asOwner())
      .expect(200);
    const { settings, metadatas, layouts } = configuration.body.data.contentType;
    expect(layouts.list).toEqual(['changedAt', 'itemTitle', 'action', 'author', 'summary']);
    expect(settings).toMatchObject({ defaultSortBy: 'changedAt', defaultSortOrder: 'DESC' });
    expect(metadatas.author.list.label).toBe('Par');
    expect(metadatas.summary.list.label).toBe('Changements');

    const listed = await app.request
      .get(`${JOURNAL}?sort=changedAt:DESC&filters[itemId][$eq]=${id}`)
      .set(asOwner())
      .expect(200);
    expect(listed.body.results.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(listed.body.results[0].summary).toBe('Prix (CHF) : 2.80 → 3.00');
  });
});

describe('a price multiplied or divided by ten', () => {
  it('is refused on the API with a French message, the price unchanged and nothing journalled', async () => {
    const id = await createFromDashboard();
    for (const price of [28, 0.28, 100]) {
      const refused = await app.request
        .put(`/api/menu/${id}`)
        .set(asStaff())
        .send({ ...risotto, price })
        .expect(409);
      expect(refused.body).toEqual(
        staffRefusal(staffMessageOf('menuChanges.priceJumpUnconfirmed'), {
          price: staffMessageOf('menuChanges.priceJump', { before: 2.8, after: price, factor: 10 }),
        }),
      );
      expect(refused.body.message).toBe('Ce changement de prix doit être confirmé');
    }
    const stray = await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, price: 28, confirmPriceChange: 'true' })
      .expect(409);
    expect(stray.body.errors.price).toMatch(/au moins 10 fois plus cher/);
    expect(await storedPrice(id)).toBe(2.8);
    expect(await history(id)).toHaveLength(1);
  });

  it('goes through once the staff member confirms it, and is journalled', async () => {
    const id = await createFromDashboard();
    const confirmed = await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, price: 28, confirmPriceChange: true })
      .expect(200);
    expect(confirmed.body.data.price).toBe(28);
    expect((await history(id))[0]).toMatchObject({ changes: [{ field: 'price', before: 2.8, after: 28 }] });
  });

  it('accepts a change just under ten times', async () => {
    const id = await createFromDashboard();
    await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...risotto, price: 27.95 })
      .expect(200);
  });

  it('is refused in /cms under the price field, in two steps it goes through', async () => {
    const id = await createFromDashboard();
    const refused = await app.request.put(`${MENU_ITEMS}/${id}`).set(asOwner()).send({ price: 28 }).expect(400);
    expect(refused.body.error.name).toBe('ValidationError');
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['price'], message: expect.stringMatching(/CHF 2\.80 à CHF 28\.00/) }),
    ]);
    expect(await storedPrice(id)).toBe(2.8);

    await app.request.put(`${MENU_ITEMS}/${id}`).set(asOwner()).send({ price: 14 }).expect(200);
    await app.request.put(`${MENU_ITEMS}/${id}`).set(asOwner()).send({ price: 28 }).expect(200);
    expect(await storedPrice(id)).toBe(28);
  });
});

describe("a drink's price by quantity multiplied or divided by ten", () => {
  const gazosa = {
    title: 'Gazosa al mandarino',
    price: 4.5,
    description: 'Limonade tessinoise.',
    category: 'Nos Boissons',
    quantities: [
      { quantity: '2 dl', price: 4.5 },
      { quantity: '50 cl', price: 9 },
    ],
  };
  const bottleTypo = [gazosa.quantities[0], { quantity: '50 cl', price: 90 }];
  const bottleJump = staffMessageOf('menuChanges.quantityPriceJumps', {
    jumps: [{ row: 2, quantity: '50 cl', before: 9, after: 90 }],
    factor: 10,
  });

  async function storedQuantities(id: string): Promise<unknown> {
    return (await app.request.get(`/api/menu/${id}`).set(asStaff()).expect(200)).body.data.quantities;
  }

  it('is refused on the API under the quantities, named by its quantity, until the staff member confirms it', async () => {
    const id = await createFromDashboard(gazosa);
    const refused = await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...gazosa, quantities: bottleTypo })
      .expect(409);
    expect(refused.body).toEqual(
      staffRefusal(staffMessageOf('menuChanges.priceJumpUnconfirmed'), { quantities: bottleJump }),
    );
    expect(refused.body.errors.quantities).toMatch(/^Quantité 2 : le prix de « 50 cl » passerait de CHF 9\.00 à/);
    expect(await storedQuantities(id)).toEqual(gazosa.quantities);

    await app.request
      .put(`/api/menu/${id}`)
      .set(asStaff())
      .send({ ...gazosa, quantities: bottleTypo, confirmPriceChange: true })
      .expect(200);
    expect(await storedQuantities(id)).toEqual(bottleTypo);
  });

  it('is refused in /cms under the quantities field', async () => {
    const id = await createFromDashboard(gazosa);
    const refused = await app.request
      .put(`${MENU_ITEMS}/${id}`)
      .set(asOwner())
      .send({ quantities: bottleTypo })
      .expect(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({ path: ['quantities'], message: wordStaffMessage(bottleJump) }),
    ]);
    expect(await storedQuantities(id)).toEqual(gazosa.quantities);
  });
});

describe('the journal itself', () => {
  async function oneEntry() {
    const id = await createFromDashboard();
    const [entry] = await history(id);
    return entry;
  }

  it('cannot be created, edited, cloned or deleted in /cms, and stays as written', async () => {
    const entry = await oneEntry();
    const size = await journalSize();
    const attempts = [
      app.request.post(JOURNAL).set(asOwner()).send({
        changedAt: new Date().toISOString(),
        action: 'update',
        source: 'cms',
        author: 'x',
        itemId: 'x',
        itemTitle: 'x',
        changes: [],
      }),
      app.request.put(`${JOURNAL}/${entry.id}`).set(asOwner()).send({ author: 'quelqu’un d’autre' }),
      app.request.post(`${JOURNAL}/clone/${entry.id}`).set(asOwner()).send({}),
      app.request.delete(`${JOURNAL}/${entry.id}`).set(asOwner()),
      app.request
        .post(`${JOURNAL}/actions/bulkDelete`)
        .set(asOwner())
        .send({ documentIds: [entry.id] }),
    ];
    for (const attempt of attempts) {
      const response = await attempt;
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(staffText('menuChanges.readOnly'));
    }
    expect(await journalSize()).toBe(size);
    expect((await history(entry.itemId))[0]).toEqual(entry);
  });

  it("has no route of its own on the site's API, and the server's own code cannot rewrite it either", async () => {
    const entry = await oneEntry();
    await app.request.get('/api/menu-changes').expect(404);
    await app.request.put(`/api/menu/${entry.itemId}/changes`).set(asStaff()).send({}).expect(405);
    const journal = app.strapi.documents('api::menu-change.menu-change');
    const readOnly = staffText('menuChanges.readOnly');
    await expect(journal.update({ documentId: entry.id, data: { author: 'x' } })).rejects.toThrow(readOnly);
    await expect(journal.delete({ documentId: entry.id })).rejects.toThrow(readOnly);
    expect((await history(entry.itemId))[0]).toEqual(entry);
  });

  it('survives a restart', async () => {
    const entry = await oneEntry();
    await app.stop({ keepDatabase: true });
    app = await startStrapi({}, app.database);
    await signIn();
    expect((await history(entry.itemId))[0]).toEqual(entry);
  });
});
