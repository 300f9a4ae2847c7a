import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATEGORIES, messageOf, staffMessageOf, type MenuItem } from '@ticino/shared';
import { french, menuItemRefusal, wordedIn } from './messages';
import { STAFF, loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const validItem = {
  title: 'Risotto aux bolets',
  price: '28.50',
  description: 'Carnaroli, bolets séchés du Tessin, parmesan affiné 24 mois.',
  category: 'Nos Pâtes',
};

async function menuCount(): Promise<number> {
  const response = await app.request.get('/api/public/menu').expect(200);
  return response.body.data.length;
}

beforeAll(async () => {
  app = await startStrapi();
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app.stop();
});

describe('seeded content', () => {
  it('serves a seeded menu of at least 80 items covering all 24 categories', async () => {
    const response = await app.request.get('/api/public/menu').expect(200);
    expect(response.body.success).toBe(true);
    const items = response.body.data as MenuItem[];
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(MENU_CATEGORIES));
    for (const item of items) {
      expect(typeof item.id).toBe('string');
      expect(typeof item.price).toBe('number');
      expect(Object.keys(item).sort()).toEqual([
        'allergens',
        'availability',
        'category',
        'description',
        'diets',
        'id',
        'mentions',
        'origins',
        'photo',
        'price',
        'quantities',
        'quantityExemption',
        'title',
        'traces',
        'wine',
      ]);
    }
  });

  it('lists items in the printed order of the categories', async () => {
    const items = (await app.request.get('/api/public/menu')).body.data as MenuItem[];
    const ranks = items.map((item) => MENU_CATEGORIES.indexOf(item.category));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('serves the restaurant facts publicly', async () => {
    const response = await app.request.get('/api/public/restaurant').expect(200);
    expect(response.body.data).toMatchObject({ privateRoomSeats: 32, city: 'Genève' });
    expect(response.body.data.phone).toMatch(/\+41/);
    expect(response.body.data.email).toMatch(/@/);
    const days = new Set(response.body.data.openingHours.map((slot: { day: string }) => slot.day));
    expect(days).toEqual(new Set(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi']));
  });
});

describe('menu filters', () => {
  it('filters by category', async () => {
    const response = await app.request.get('/api/public/menu').query({ category: 'Nos Sauces' }).expect(200);
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.every((item: MenuItem) => item.category === 'Nos Sauces')).toBe(true);
  });

  it('searches title and description without regard to case', async () => {
    const response = await app.request.get('/api/menu').set(auth()).query({ search: 'FONDUE' }).expect(200);
    const items = response.body.data as MenuItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => `${item.title} ${item.description}`.toLowerCase().includes('fondue'))).toBe(true);
  });

  it('folds the case of accented letters too, like the dashboard does', async () => {
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...validItem, title: 'Crème brûlée à la Damassine' })
      .expect(201);
    const { id } = created.body.data as MenuItem;
    for (const search of ['CRÈME BRÛLÉE', 'crème brûlée', 'À LA DAMASSINE']) {
      const found = await app.request.get('/api/public/menu').query({ search }).expect(200);
      expect(
        (found.body.data as MenuItem[]).map((item) => item.id),
        search,
      ).toEqual([id]);
      const staffList = await app.request.get('/api/menu').set(auth()).query({ search }).expect(200);
      expect(
        (staffList.body.data as MenuItem[]).map((item) => item.id),
        search,
      ).toEqual([id]);
    }
    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
  });

  it('combines search and category: only the items that match both', async () => {
    const list = async (query: Record<string, string>) =>
      ((await app.request.get('/api/public/menu').query(query).expect(200)).body.data as MenuItem[]).map(
        (item) => item.id,
      );
    const searched = await list({ search: 'fondue' });
    const inCategory = await list({ category: 'Nos Spécialités' });
    const both = await list({ search: 'fondue', category: 'Nos Spécialités' });
    // The seed has fondues outside the category (a white wine) and specialities that are no fondue,
    // so a server that dropped either filter would answer more than the intersection.
    expect(both).toEqual(inCategory.filter((id) => searched.includes(id)));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(searched.length);
    expect(both.length).toBeLessThan(inCategory.length);
  });

  it('treats "Toutes" as every category', async () => {
    const all = (await app.request.get('/api/public/menu').query({ category: 'Toutes' }).expect(200)).body.data;
    expect(all.length).toBe(await menuCount());
  });

  it('refuses an unknown category with a 400, in the language asked', async () => {
    const response = await app.request.get('/api/public/menu').query({ category: 'Nos Sushis' }).expect(400);
    const unknown = messageOf('api.categoryUnknown');
    expect(response.body).toEqual({
      success: false,
      message: "Cette catégorie n'existe pas",
      code: 'api.categoryUnknown',
      errors: { category: "Cette catégorie n'existe pas" },
      errorCodes: { category: unknown },
    });
    const german = await app.request
      .get('/api/public/menu')
      .query({ category: 'Nos Sushis', locale: 'de' })
      .expect(400);
    expect(german.body).toEqual({
      success: false,
      message: wordedIn('de', 'api.categoryUnknown'),
      code: 'api.categoryUnknown',
      errors: { category: wordedIn('de', 'api.categoryUnknown') },
      errorCodes: { category: unknown },
    });
    const staff = await app.request.get('/api/menu').set(auth()).query({ category: 'Nos Sushis', locale: 'de' });
    expect(staff.status).toBe(400);
    expect(staff.body.message).toBe(french('api.categoryUnknown'));
  });

  it('refuses a search longer than 200 characters with a 400, in the language asked', async () => {
    await app.request
      .get('/api/public/menu')
      .query({ search: 'r'.repeat(200) })
      .expect(200);
    const invalid = messageOf('api.searchInvalid');
    const response = await app.request
      .get('/api/public/menu')
      .query({ search: 'r'.repeat(201) })
      .expect(400);
    expect(response.body).toEqual({
      success: false,
      message: 'La recherche est invalide',
      code: 'api.searchInvalid',
      errors: { search: 'La recherche est invalide' },
      errorCodes: { search: invalid },
    });
    const italian = await app.request
      .get('/api/public/menu')
      .query({ search: 'r'.repeat(201), locale: 'it' })
      .expect(400);
    expect(italian.body).toMatchObject({ message: wordedIn('it', 'api.searchInvalid'), code: 'api.searchInvalid' });
    const staff = await app.request
      .get('/api/menu')
      .set(auth())
      .query({ search: ['a', 'b'] })
      .expect(400);
    expect(staff.body).toMatchObject({ message: 'La recherche est invalide', errorCodes: { search: invalid } });
  });
});

describe('staff access', () => {
  it('refuses the staff routes without a token', async () => {
    for (const [method, path] of [
      ['get', '/api/menu'],
      ['get', '/api/menu/statistics'],
      ['post', '/api/menu'],
      ['put', '/api/menu/x'],
      ['delete', '/api/menu/x'],
    ] as const) {
      const response = await app.request[method](path).send(validItem);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Authentification requise',
        code: 'api.unauthenticated',
      });
    }
  });

  it('refuses a forged or malformed token', async () => {
    await app.request.get('/api/menu').set('Authorization', 'Bearer not-a-jwt').expect(401);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ userId: '1', sessionId: 'x', type: 'access' })).toString('base64url');
    await app.request.get('/api/menu').set('Authorization', `Bearer ${header}.${forged}.${signature}`).expect(401);
  });

  it('refuses a user who is not staff at login, and answers 403 to a session of theirs however obtained', async () => {
    const authenticatedRole = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    const visitor = await app.strapi.plugin('users-permissions').service('user').add({
      username: 'visiteur',
      email: 'visiteur@example.org',
      password: 'visiteur-pass-1',
      provider: 'local',
      confirmed: true,
      role: authenticatedRole.id,
    });
    const login = await app.request
      .post('/api/auth/login')
      .send({ username: 'visiteur', password: 'visiteur-pass-1' })
      .expect(403);
    expect(login.body).toEqual({ success: false, message: 'Accès réservé au personnel', code: 'api.forbidden' });

    // A session opened for them some other way (Strapi's own routes, were they reopened) is no key to the menu.
    const sessions = app.strapi.sessionManager('users-permissions');
    const refresh = await sessions.generateRefreshToken(String(visitor.id), undefined, { type: 'session' });
    const access = await sessions.generateAccessToken(refresh.token);
    if ('error' in access) throw new Error('No access token for the visitor');
    const visitorToken = access.token;
    const check = await app.request.get('/api/auth/check').set('Authorization', `Bearer ${visitorToken}`).expect(200);
    expect(check.body.authenticated).toBe(false);
    const response = await app.request.get('/api/menu').set('Authorization', `Bearer ${visitorToken}`).expect(403);
    expect(response.body).toEqual({ success: false, message: 'Accès réservé au personnel', code: 'api.forbidden' });
    await app.request.post('/api/menu').set('Authorization', `Bearer ${visitorToken}`).send(validItem).expect(403);
  });

  it("does not expose Strapi's generated menu-items routes for writing", async () => {
    const before = await menuCount();
    const response = await app.request.post('/api/menu-items').send({ data: validItem });
    expect([403, 404, 405]).toContain(response.status);
    expect(await menuCount()).toBe(before);
  });
});

describe('menu management', () => {
  it('creates, reads, updates and deletes an item', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(validItem).expect(201);
    expect(created.body).toMatchObject({ success: true, data: { ...validItem, price: 28.5 } });
    const id = created.body.data.id as string;

    const publicList = (await app.request.get('/api/public/menu')).body.data as MenuItem[];
    expect(publicList.find((item) => item.id === id)).toBeDefined();

    await app.request.get(`/api/menu/${id}`).set(auth()).expect(200);

    const updated = await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...validItem, title: '  Risotto aux chanterelles  ', price: 31 })
      .expect(200);
    expect(updated.body.data).toMatchObject({ id, title: 'Risotto aux chanterelles', price: 31 });

    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
    await app.request.get(`/api/menu/${id}`).set(auth()).expect(404);
  });

  it('gives back the exact price it stored, as a number, from the smallest to the largest allowed', async () => {
    for (const price of [0.01, 0.1, 19.99, 99999.99, 100000]) {
      const created = await app.request
        .post('/api/menu')
        .set(auth())
        .send({ ...validItem, price })
        .expect(201);
      const id = created.body.data.id as string;
      expect(created.body.data.price).toBe(price);
      expect((await app.request.get(`/api/menu/${id}`).set(auth()).expect(200)).body.data.price).toBe(price);
      const listed = (await app.request.get('/api/public/menu')).body.data as MenuItem[];
      expect(listed.find((item) => item.id === id)?.price).toBe(price);
      await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
    }
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = await menuCount();
    for (const method of ['get', 'put', 'delete'] as const) {
      const response = await app.request[method]('/api/menu/inconnu').set(auth()).send(validItem);
      expect(response.status, method).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Élément du menu introuvable', code: 'api.notFound' });
    }
    expect(await menuCount()).toBe(before);
  });

  it('answers 404 for an id holding a NUL byte, which PostgreSQL cannot even compare', async () => {
    for (const method of ['get', 'put', 'delete'] as const) {
      const response = await app.request[method]('/api/menu/in%00connu').set(auth()).send(validItem);
      expect(response.status, method).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Élément du menu introuvable', code: 'api.notFound' });
    }
  });

  it('rejects invalid items with the French field messages and writes nothing', async () => {
    const before = await menuCount();
    const response = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ title: '   ', price: '', description: '', category: '' })
      .expect(400);
    expect(response.body).toEqual(
      menuItemRefusal({
        title: staffMessageOf('menuItem.titleRequired'),
        price: staffMessageOf('menuItem.priceRequired'),
        description: staffMessageOf('menuItem.descriptionRequired'),
        category: staffMessageOf('menuItem.categoryRequired'),
      }),
    );
    expect(response.body.errors).toEqual({
      title: 'Le titre est requis',
      price: 'Le prix est requis',
      description: 'La description est requise',
      category: 'La catégorie est requise',
    });
    expect(await menuCount()).toBe(before);
  });

  const notPositive = staffMessageOf('menuItem.priceNotPositive');
  const tooPrecise = staffMessageOf('menuItem.priceTooPrecise');
  it.each([
    [{ price: 0 }, 'price', notPositive, 'Le prix doit être un nombre positif'],
    [{ price: '-3' }, 'price', notPositive, 'Le prix doit être un nombre positif'],
    [{ price: 'douze' }, 'price', notPositive, 'Le prix doit être un nombre positif'],
    [{ price: 12.345 }, 'price', tooPrecise, 'Le prix ne peut avoir que deux décimales'],
    [
      { price: 100000.01 },
      'price',
      staffMessageOf('menuItem.priceTooHigh', { max: 100000 }),
      'Le prix ne doit pas dépasser 100000 CHF',
    ],
    [
      { title: 'x'.repeat(201) },
      'title',
      staffMessageOf('menuItem.titleTooLong', { max: 200 }),
      'Le titre ne doit pas dépasser 200 caractères',
    ],
    [
      { description: 'x'.repeat(2001) },
      'description',
      staffMessageOf('menuItem.descriptionTooLong', { max: 2000 }),
      'La description ne doit pas dépasser 2000 caractères',
    ],
    [
      { category: 'Nos Sushis' },
      'category',
      staffMessageOf('menuItem.categoryUnknown'),
      "Cette catégorie n'existe pas",
    ],
  ])('rejects %j', async (change, field, message, words) => {
    const before = await menuCount();
    const response = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...validItem, ...change })
      .expect(400);
    expect(response.body).toEqual(menuItemRefusal({ [field]: message }));
    expect(response.body.errors[field]).toBe(words);
    expect(await menuCount()).toBe(before);
  });

  it('refuses prices finer than a centime instead of rounding them, and writes nothing', async () => {
    const before = await menuCount();
    for (const price of [1e-10, '0.000000001', 99999.999999999]) {
      const response = await app.request
        .post('/api/menu')
        .set(auth())
        .send({ ...validItem, price })
        .expect(400);
      expect(response.body).toEqual(menuItemRefusal({ price: tooPrecise }));
    }
    expect(await menuCount()).toBe(before);
  });

  it('drops control characters from titles and from searches', async () => {
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...validItem, title: 'Gnocchi\u0000 al burro' })
      .expect(201);
    const { id, title } = created.body.data as MenuItem;
    expect(title).toBe('Gnocchi al burro');
    const found = await app.request.get('/api/public/menu').query({ search: 'gnocchi al\u0000' }).expect(200);
    expect((found.body.data as MenuItem[]).map((item) => item.id)).toEqual([id]);
    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
  });

  it('leaves an item untouched when an update is invalid', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(validItem).expect(201);
    const id = created.body.data.id as string;
    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...validItem, price: -1 })
      .expect(400);
    const stored = await app.request.get(`/api/menu/${id}`).set(auth()).expect(200);
    expect(stored.body.data.price).toBe(28.5);
    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
  });

  it('answers a refused write with the API message and every field message, for a creation and an update', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(validItem).expect(201);
    const id = created.body.data.id as string;
    const refusal = menuItemRefusal({ price: tooPrecise, category: staffMessageOf('menuItem.categoryUnknown') });
    expect(refusal.message).toBe("Les données de l'élément sont invalides");
    expect(refusal.errors).toEqual({
      price: 'Le prix ne peut avoir que deux décimales',
      category: "Cette catégorie n'existe pas",
    });
    const wrong = { ...validItem, price: 12.345, category: 'Nos Sushis' };
    expect((await app.request.post('/api/menu').set(auth()).send(wrong).expect(400)).body).toEqual(refusal);
    expect((await app.request.put(`/api/menu/${id}`).set(auth()).send(wrong).expect(400)).body).toEqual(refusal);
    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
  });

  it('refuses an update that leaves a field out, rather than keeping the stored value', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(validItem).expect(201);
    const id = created.body.data.id as string;
    const { description: _left, ...partial } = validItem;
    const response = await app.request.put(`/api/menu/${id}`).set(auth()).send(partial).expect(400);
    expect(response.body).toEqual(menuItemRefusal({ description: staffMessageOf('menuItem.descriptionRequired') }));
    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
  });

  it('keeps only the item fields of a write, whatever else the body holds', async () => {
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...validItem, id: 'choisi', documentId: 'choisi', publishedAt: null, createdAt: '2000-01-01' })
      .expect(201);
    const item = created.body.data as MenuItem;
    expect(item.id).not.toBe('choisi');
    expect(Object.keys(item).sort()).toEqual([
      'allergens',
      'allergensConfirmation',
      'availability',
      'availableFrom',
      'availableUntil',
      'boardUntil',
      'category',
      'description',
      'diets',
      'id',
      'mentions',
      'origins',
      'photo',
      'position',
      'price',
      'quantities',
      'quantityExemption',
      'soldOutOn',
      'title',
      'traces',
      'wine',
    ]);
    await app.request.delete(`/api/menu/${item.id}`).set(auth()).expect(200);
  });

  it('answers malformed JSON with a 400 in the API shape', async () => {
    const response = await app.request
      .post('/api/menu')
      .set(auth())
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers malformed JSON in the API shape whatever the case of the address, which the router ignores', async () => {
    const response = await app.request
      .post('/API/Menu')
      .set(auth())
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    expect(response.body).toEqual({ success: false, message: 'Requête invalide', code: 'api.invalidJson' });
  });

  it('answers an oversized body with a 413 in the API shape and writes nothing', async () => {
    const before = await menuCount();
    const response = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...validItem, description: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
    expect(response.body).toEqual({ success: false, message: 'Requête trop volumineuse', code: 'api.payloadTooLarge' });
    expect(await menuCount()).toBe(before);
  });

  it('applies the same rules to writes from the back-office', async () => {
    const before = await menuCount();
    await expect(
      app.strapi.documents('api::menu-item.menu-item').create({
        data: { title: 'Sans prix', price: 12.345, description: 'x', category: 'Nos Pâtes' },
      }),
    ).rejects.toThrow(/deux décimales/);
    expect(await menuCount()).toBe(before);
  });
});

describe('statistics', () => {
  it('reports total, the 24 categories, the average price and a count per category', async () => {
    const items = (await app.request.get('/api/menu').set(auth())).body.data as MenuItem[];
    const response = await app.request.get('/api/menu/statistics').set(auth()).expect(200);
    const stats = response.body.data;
    expect(stats.total).toBe(items.length);
    expect(stats.categories).toBe(24);
    const average = items.reduce((sum, item) => sum + item.price, 0) / items.length;
    expect(stats.averagePrice).toBeCloseTo(average, 2);
    expect(stats.byCategory.map((entry: { category: string }) => entry.category)).toEqual([...MENU_CATEGORIES]);
    expect(stats.byCategory.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(items.length);
  });
});

describe('sessions', () => {
  it('logs in with the staff account and reports who is logged in', async () => {
    const response = await app.request.post('/api/auth/login').send(STAFF).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { token: expect.any(String) },
    });
    expect(response.body.data.user).toMatchObject({ id: expect.any(Number), username: 'admin' });
    expect(response.body.data.user).not.toHaveProperty('password');
    const me = await app.request
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${response.body.data.token}`)
      .expect(200);
    expect(me.body).toEqual({ success: true, data: response.body.data.user });
  });

  it('refuses wrong credentials in French', async () => {
    const response = await app.request
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'faux' })
      .expect(401);
    expect(response.body).toEqual({
      success: false,
      message: "Nom d'utilisateur ou mot de passe incorrect",
      code: 'api.loginInvalid',
    });
    await app.request.post('/api/auth/login').send({ username: 'personne', password: 'faux' }).expect(401);
  });

  it('refuses a username holding a NUL byte like any unknown one', async () => {
    const response = await app.request
      .post('/api/auth/login')
      .send({ username: 'ad\u0000min', password: 'faux' })
      .expect(401);
    expect(response.body).toEqual({
      success: false,
      message: "Nom d'utilisateur ou mot de passe incorrect",
      code: 'api.loginInvalid',
    });
  });

  it('asks for both fields', async () => {
    const response = await app.request.post('/api/auth/login').send({ username: 'admin' }).expect(400);
    expect(response.body.success).toBe(false);
  });

  it('answers the auth check with 200 either way', async () => {
    expect((await app.request.get('/api/auth/check').expect(200)).body).toEqual({
      success: true,
      authenticated: false,
    });
    const check = await app.request.get('/api/auth/check').set(auth()).expect(200);
    expect(check.body).toEqual({ success: true, authenticated: true });
    await app.request.get('/api/auth/me').expect(401);
  });

  it('revokes the session on logout: the same token is refused afterwards', async () => {
    const sessionToken = await loginToken(app.request);
    const bearer = { Authorization: `Bearer ${sessionToken}` };
    await app.request.get('/api/menu').set(bearer).expect(200);
    await app.request.post('/api/auth/logout').set(bearer).expect(200);
    await app.request.get('/api/menu').set(bearer).expect(401);
    await app.request.get('/api/auth/me').set(bearer).expect(401);
    expect((await app.request.get('/api/auth/check').set(bearer)).body.authenticated).toBe(false);
    // Other sessions of the same account stay open.
    await app.request.get('/api/menu').set(auth()).expect(200);
  });
});
