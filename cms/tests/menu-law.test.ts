import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRICE_NOTICE, staffMessageOf, type MenuItem, type PublicMenuItem } from '@ticino/shared';
import { logMismatchedOrigins } from '../src/api/menu-item/origin-review';
import { menuItemRefusal } from './messages';
import { STAFF, loginToken, startStrapi, type TestStrapi } from './strapi';

/** Swiss food and price law through the API (docs/product.md#swiss-food-and-price-law). */
let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const wine = {
  title: 'Gamaret de Satigny',
  description: 'Rouge genevois épicé.',
  category: 'Vins Rouges - Suisse',
  allergens: ['sulfites'],
  diets: ['vegetarien'],
  quantities: [
    { quantity: '1 dl', price: '7.50' },
    { quantity: '75 cl', price: '52' },
  ],
  wine: { producer: 'Domaine du Paradis', appellation: 'Genève AOC', grape: 'Gamaret', vintage: 2022, genevan: true },
};

const fish = {
  title: 'Dos de cabillaud',
  price: '38',
  description: 'Beurre blanc, poireaux fondants.',
  category: 'Nos Poissons',
  allergens: ['poissons', 'lait'],
  origins: [{ animal: 'poisson', name: 'Cabillaud', production: 'sauvage-mer', faoArea: 27 }],
};

async function publicMenu(): Promise<PublicMenuItem[]> {
  return (await app.request.get('/api/public/menu').expect(200)).body.data as PublicMenuItem[];
}

async function staffItem(id: string): Promise<MenuItem> {
  return (await app.request.get(`/api/menu/${id}`).set(auth()).expect(200)).body.data as MenuItem;
}

beforeAll(async () => {
  app = await startStrapi();
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app.stop();
});

describe('the seeded menu, for visitors', () => {
  it('gives every item its allergens, origins, diets and quantities, and wines their details', async () => {
    const menu = await publicMenu();
    const perch = menu.find((item) => item.title === 'Filets de perche meunière')!;
    expect(perch.origins).toEqual([
      { animal: 'poisson', name: 'Perche', production: 'sauvage', country: 'CH', faoArea: null },
    ]);
    expect(perch.allergens).toContain('poissons');
    const gamay = menu.find((item) => item.title === 'Gamay de Genève AOC')!;
    expect(gamay.quantities).toEqual([
      { quantity: '75 cl', price: 42 },
      { quantity: '1 dl', price: 6 },
    ]);
    expect(gamay.price).toBe(42);
    expect(gamay.wine).toMatchObject({ appellation: 'Genève AOC', genevan: true });
    for (const item of menu) {
      expect(item).not.toHaveProperty('allergensConfirmation');
      if (item.category === 'Nos Boissons' || item.category.startsWith('Vins'))
        expect(item.quantities.length > 0 || item.quantityExemption !== null, item.title).toBe(true);
    }
  });

  it('serves the restaurant-wide notices with the facts', async () => {
    const facts = (await app.request.get('/api/public/restaurant').expect(200)).body.data;
    expect(facts).toMatchObject({
      priceNotice: DEFAULT_PRICE_NOTICE,
      breadOrigin: 'Pain et pâtisseries : Suisse',
      allergenNotice: expect.stringMatching(/allergènes/),
    });
  });
});

describe('staff writes', () => {
  it('store a wine with two quantities, its price being the first one’s', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(wine).expect(201);
    expect(created.body.data).toMatchObject({
      price: 7.5,
      quantities: [
        { quantity: '1 dl', price: 7.5 },
        { quantity: '75 cl', price: 52 },
      ],
      wine: { vintage: 2022, genevan: true },
      allergensConfirmation: null,
    });
    expect((await publicMenu()).find((item) => item.title === wine.title)?.quantities).toHaveLength(2);
  });

  it('store a wild sea fish with its FAO area', async () => {
    const created = await app.request.post('/api/menu').set(auth()).send(fish).expect(201);
    expect(created.body.data.origins).toEqual([
      { animal: 'poisson', name: 'Cabillaud', production: 'sauvage-mer', country: '', faoArea: 27 },
    ]);
  });

  it('refuse a drink without a quantity and a sea fish without its area, in French, writing nothing', async () => {
    const before = (await publicMenu()).length;
    const noQuantity = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...wine, title: 'Sans quantité', quantities: [], price: '48' })
      .expect(400);
    expect(noQuantity.body).toEqual(menuItemRefusal({ quantities: staffMessageOf('law.quantityRequired') }));
    const noArea = await app.request
      .post('/api/menu')
      .set(auth())
      .send({
        ...fish,
        title: 'Sans zone',
        origins: [{ animal: 'poisson', production: 'sauvage-mer', country: 'Norvège' }],
      })
      .expect(400);
    expect(noArea.body).toEqual(menuItemRefusal({ origins: staffMessageOf('law.originFaoArea', { row: 1 }) }));
    const noCountry = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...fish, title: 'Sans pays', origins: [{ animal: 'boeuf', production: 'elevage', country: '' }] })
      .expect(400);
    expect(noCountry.body).toEqual(menuItemRefusal({ origins: staffMessageOf('law.originCountry', { row: 1 }) }));
    expect((await publicMenu()).length).toBe(before);
  });

  it('store a country named in words as its code (docs/product.md#swiss-food-and-price-law)', async () => {
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({
        ...fish,
        title: 'Entrecôte et perche',
        category: 'Nos Spécialités',
        origins: [
          { animal: 'boeuf', production: 'elevage', country: 'Suisse' },
          { animal: 'poisson', name: 'Perche', production: 'elevage', country: 'viet nam' },
        ],
      })
      .expect(201);
    expect((created.body.data as MenuItem).origins.map((origin) => origin.country)).toEqual(['CH', 'VN']);
    const item = await staffItem(created.body.data.id);
    expect(item.origins.map((origin) => origin.country)).toEqual(['CH', 'VN']);
  });

  it('refuse a country no language names, in French, writing nothing', async () => {
    const before = (await publicMenu()).length;
    const unknown = await app.request
      .post('/api/menu')
      .set(auth())
      .send({
        ...fish,
        title: 'Bœuf d’Atlantide',
        origins: [{ animal: 'boeuf', production: 'elevage', country: 'Atlantis' }],
      })
      .expect(400);
    expect(unknown.body).toEqual(menuItemRefusal({ origins: staffMessageOf('law.originCountryUnknown', { row: 1 }) }));
    expect((await publicMenu()).length).toBe(before);

    const { id } = (await app.request.get('/api/menu').set(auth()).expect(200)).body.data.find(
      (item: MenuItem) => item.title === 'Filets de perche meunière',
    ) as MenuItem;
    const stored = await staffItem(id);
    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, origins: [{ ...stored.origins[0], country: 'Atlantis' }] })
      .expect(400);
    expect(await staffItem(id)).toEqual(stored);
  });

  it('leave an item as it was when an update is refused', async () => {
    const { id } = (await app.request.get('/api/menu').set(auth()).expect(200)).body.data.find(
      (item: MenuItem) => item.title === 'Gamay de Genève AOC',
    ) as MenuItem;
    const before = await staffItem(id);
    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...before, quantities: [{ quantity: 'un verre', price: 6 }] })
      .expect(400);
    expect(await staffItem(id)).toEqual(before);
  });

  it('record who confirmed the allergens and when, never what the client claims, until they change', async () => {
    const created = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...fish, title: 'Truite du Doubs', allergensConfirmation: { at: '2000-01-01T00:00:00Z', by: 'pirate' } })
      .expect(201);
    const item = created.body.data as MenuItem;
    expect(item.allergensConfirmation).toBeNull();

    const started = Date.now();
    const confirmed = (
      await app.request
        .put(`/api/menu/${item.id}`)
        .set(auth())
        .send({ ...item, confirmAllergens: true })
    ).body.data as MenuItem;
    expect(confirmed.allergensConfirmation?.by).toBe(STAFF.username);
    expect(Date.parse(confirmed.allergensConfirmation!.at)).toBeGreaterThanOrEqual(started - 1000);

    const retitled = (
      await app.request
        .put(`/api/menu/${item.id}`)
        .set(auth())
        .send({ ...confirmed, title: 'Truite' })
    ).body.data as MenuItem;
    expect(retitled.allergensConfirmation).toEqual(confirmed.allergensConfirmation);

    const changed = (
      await app.request
        .put(`/api/menu/${item.id}`)
        .set(auth())
        .send({ ...retitled, allergens: ['poissons'] })
    ).body.data as MenuItem;
    expect(changed.allergensConfirmation).toBeNull();
  });

  it('apply the same rules to the back-office', async () => {
    const before = (await publicMenu()).length;
    await expect(
      app.strapi.documents('api::menu-item.menu-item').create({
        data: { title: 'Vin sans quantité', price: 40, description: 'x', category: 'Vins Blancs' },
      }),
    ).rejects.toThrow(/quantité/);
    expect((await publicMenu()).length).toBe(before);
  });

  it('clear the confirmation when the back-office changes the allergens without a new one', async () => {
    const item = (
      await app.request
        .post('/api/menu')
        .set(auth())
        .send({ ...fish, title: 'Omble chevalier' })
        .expect(201)
    ).body.data as MenuItem;
    const confirmed = (
      await app.request
        .put(`/api/menu/${item.id}`)
        .set(auth())
        .send({ ...item, confirmAllergens: true })
        .expect(200)
    ).body.data as MenuItem;
    const documents = app.strapi.documents('api::menu-item.menu-item');
    const stored = await documents.findOne({ documentId: item.id });
    // /cms sends the whole entry back, the confirmation it read included.
    await documents.update({ documentId: item.id, data: { ...stored, title: 'Omble du Léman' } as never });
    expect((await staffItem(item.id)).allergensConfirmation).toEqual(confirmed.allergensConfirmation);
    await documents.update({ documentId: item.id, data: { ...stored, allergens: ['poissons'] } as never });
    expect((await staffItem(item.id)).allergensConfirmation).toBeNull();
  });

  it('let a drink stored before quantities were asked for be sold out and reordered, but not repriced without one', async () => {
    // Written below the rules, as the database held it before they came.
    const created = await app.strapi.db.query('api::menu-item.menu-item').create({
      data: {
        documentId: 'ancienne-biere',
        title: 'Bière pression',
        price: 5,
        description: 'Blonde du Jura.',
        category: 'Nos Boissons',
        availability: 'disponible',
        position: 999,
      },
    });
    const id = (created as { documentId: string }).documentId;
    const soldOut = await app.request
      .put(`/api/menu/${id}/availability`)
      .set(auth())
      .send({ availability: 'épuisé' })
      .expect(200);
    expect(soldOut.body.data.availability).toBe('épuisé');
    const drinks = (await app.request.get('/api/menu?category=Nos%20Boissons').set(auth()).expect(200)).body
      .data as MenuItem[];
    await app.request
      .put('/api/menu/order')
      .set(auth())
      .send({ category: 'Nos Boissons', ids: [id, ...drinks.map((drink) => drink.id).filter((other) => other !== id)] })
      .expect(200);

    const stored = await staffItem(id);
    const repriced = await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, price: '5.50' })
      .expect(400);
    expect(repriced.body).toEqual(menuItemRefusal({ quantities: staffMessageOf('law.quantityRequired') }));
    expect((await staffItem(id)).price).toBe(5);
  });

  it('let a dish whose country was stored as a text no language names be sold out and repriced, not edited', async () => {
    // As the country-code migration leaves a country it cannot name.
    const origins = [{ animal: 'porc', name: '', production: 'elevage', country: 'Atlantide', faoArea: null }];
    const created = await app.strapi.db.query('api::menu-item.menu-item').create({
      data: {
        documentId: 'ancien-porc',
        title: 'Côtelette de porc',
        price: 29,
        description: 'Grillée, jus au thym.',
        category: 'Nos Viandes',
        availability: 'disponible',
        position: 998,
        allergens: [],
        origins,
      },
    });
    const id = (created as { documentId: string }).documentId;
    await app.request.put(`/api/menu/${id}/availability`).set(auth()).send({ availability: 'épuisé' }).expect(200);
    const stored = await staffItem(id);
    expect(stored.origins).toEqual(origins);
    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, price: 31 })
      .expect(200);
    const renamed = await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, price: 31, origins: [{ ...origins[0], name: 'Porc fermier' }] })
      .expect(400);
    expect(renamed.body).toEqual(menuItemRefusal({ origins: staffMessageOf('law.originCountryUnknown', { row: 1 }) }));
    expect((await staffItem(id)).origins).toEqual(origins);
  });

  it('refuse a fish declared as beef, in French, writing nothing (docs/product.md#swiss-food-and-price-law)', async () => {
    const before = (await publicMenu()).length;
    const beef = { animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null };
    const refused = await app.request
      .post('/api/menu')
      .set(auth())
      .send({ ...fish, title: 'Féra du Léman', origins: [beef] })
      .expect(400);
    expect(refused.body).toEqual(
      menuItemRefusal({ origins: staffMessageOf('law.originMismatch', { animal: 'boeuf' }) }),
    );
    expect(refused.body.errors.origins).toBe("L'origine « Bœuf » ne correspond pas à ce plat.");
    const seafood = await app.request
      .post('/api/menu')
      .set(auth())
      .send({
        ...fish,
        title: 'Moules',
        category: 'Suggestions du moment',
        origins: [{ ...beef, animal: 'mollusques' }],
      })
      .expect(400);
    expect(seafood.body).toEqual(
      menuItemRefusal({ origins: staffMessageOf('law.originMismatch', { animal: 'mollusques' }) }),
    );
    expect((await publicMenu()).length).toBe(before);
  });

  it('name at each start a stored dish whose origin does not fit it, and keep it as stored until staff correct it', async () => {
    const beef = [{ animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null }];
    // As saved before the rule: a fish of « Nos Poissons » declared as beef.
    const created = (await app.strapi.db.query('api::menu-item.menu-item').create({
      data: {
        documentId: 'fera-boeuf',
        title: 'Féra du Léman',
        price: 34.5,
        description: 'Meunière.',
        category: 'Nos Poissons',
        availability: 'disponible',
        position: 997,
        allergens: ['poissons'],
        origins: beef,
      },
    })) as { id: number; documentId: string };
    const warn = vi.spyOn(app.strapi.log, 'warn');
    try {
      expect(await logMismatchedOrigins(app.strapi)).toBe(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(`« Féra du Léman » (id ${created.id})`);
      expect(warn.mock.calls[0][0]).toContain("L'origine « Bœuf » ne correspond pas à ce plat.");
    } finally {
      warn.mockRestore();
    }
    const id = created.documentId;
    expect((await staffItem(id)).origins).toEqual(beef);
    await app.request.put(`/api/menu/${id}/availability`).set(auth()).send({ availability: 'épuisé' }).expect(200);
    const stored = await staffItem(id);
    const edited = await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, allergens: ['poissons', 'lait'] })
      .expect(400);
    expect(edited.body).toEqual(
      menuItemRefusal({ origins: staffMessageOf('law.originMismatch', { animal: 'boeuf' }) }),
    );
    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...stored, origins: [{ ...beef[0], animal: 'poisson', name: 'Féra' }] })
      .expect(200);
    expect(await logMismatchedOrigins(app.strapi)).toBe(0);
  });

  it('refuse a new price for a wine priced by quantity that its first quantity does not say', async () => {
    const item = (
      await app.request
        .post('/api/menu')
        .set(auth())
        .send({ ...wine, title: 'Chasselas de Russin' })
        .expect(201)
    ).body.data as MenuItem;
    const refused = await app.request
      .put(`/api/menu/${item.id}`)
      .set(auth())
      .send({ ...item, price: '8' })
      .expect(400);
    expect(refused.body).toEqual(menuItemRefusal({ price: staffMessageOf('law.priceFromQuantity') }));
    expect((await staffItem(item.id)).price).toBe(7.5);
  });
});
