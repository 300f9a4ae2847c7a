import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustPrice,
  menuToCsv,
  messageOf,
  serviceDayOf,
  staffMessageOf,
  staffText,
  type MenuCsvLineError,
  type MenuItem,
  type MenuImportResult,
} from '@ticino/shared';
import { staffRefusal, staffSaid } from './messages';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

/**
 * The staff's bulk work on the menu (docs/product.md#menu-file, #bulk-price-change) and the forgiving search
 * (docs/product.md#menu-search-and-filters), on the suite's database: SQLite, or PostgreSQL in the PG run.
 */
let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const HEADER = 'Identifiant;Titre;Prix (CHF);Description;Catégorie';

async function staffMenu(): Promise<MenuItem[]> {
  return (await app.request.get('/api/menu').set(auth()).expect(200)).body.data as MenuItem[];
}

async function publicMenu(query = ''): Promise<MenuItem[]> {
  return (await app.request.get(`/api/public/menu${query}`).expect(200)).body.data as MenuItem[];
}

function importFile(csv: string, mode: 'preview' | 'apply', version?: string) {
  return app.request.post('/api/menu/import').set(auth()).send({ csv, mode, version });
}

/** A refused file's answer: every problem by its line, each worded in French with its code and values. */
function fileRefusal(lines: MenuCsvLineError[]) {
  return {
    success: false,
    ...staffSaid(staffMessageOf('menuImport.fileRefused')),
    lines: lines.map(({ line, message }) => ({ line, ...staffSaid(message) })),
  };
}

/** A field's refusal on a line, quoted in its French words. */
const fieldError = (line: number, message: string): MenuCsvLineError => ({
  line,
  message: staffMessageOf('menuCsv.field', { line, message }),
});

async function addItem(values: Record<string, unknown>): Promise<MenuItem> {
  return (await app.request.post('/api/menu').set(auth()).send(values).expect(201)).body.data as MenuItem;
}

beforeAll(async () => {
  app = await startStrapi();
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app.stop();
});

describe('a forgiving search', () => {
  beforeAll(async () => {
    await addItem({ title: 'Risotto aux cèpes', price: '29', description: 'Carnaroli', category: 'Nos Pâtes' });
    await addItem({
      title: 'Filet de bœuf',
      price: '48',
      description: 'Sauce crème et poivre',
      category: 'Nos Viandes',
    });
    await addItem({ title: 'Salade Caesar', price: '19', description: 'Romaine', category: 'Nos Entrées & Salades' });
  });

  it.each([
    ['CÈPES', 'Risotto aux cèpes'],
    ['cepes', 'Risotto aux cèpes'],
    ['boeuf', 'Filet de bœuf'],
    ['BŒUF', 'Filet de bœuf'],
    ['CREME ET POIVRE', 'Filet de bœuf'],
    ['cæsar', 'Salade Caesar'],
  ])('« %s » finds « %s » in the public and the staff lists', async (search, title) => {
    const query = `?search=${encodeURIComponent(search)}`;
    expect((await publicMenu(query)).map((item) => item.title)).toContain(title);
    const staff = await app.request.get(`/api/menu${query}`).set(auth()).expect(200);
    expect((staff.body.data as MenuItem[]).map((item) => item.title)).toContain(title);
  });
});

describe('importing the menu file', () => {
  it('is for the staff only', async () => {
    const csv = menuToCsv(await staffMenu());
    for (const path of ['/api/menu/import', '/api/menu/bulk-price']) {
      const response = await app.request.post(path).send({ csv, mode: 'apply' }).expect(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Authentification requise',
        code: 'api.unauthenticated',
      });
    }
  });

  it('changes nothing when the exported file is imported back', async () => {
    const before = await staffMenu();
    const csv = menuToCsv(before);
    const preview = await importFile(csv, 'preview').expect(200);
    expect(preview.body.data).toMatchObject({ applied: false, added: [], changed: [], removed: [] });
    expect(preview.body.data.unchanged).toBe(before.length);
    const applied = await importFile(csv, 'apply', preview.body.data.version).expect(200);
    expect(applied.body).toMatchObject({
      success: true,
      ...staffSaid(staffMessageOf('menuImport.imported', { added: 0, changed: 0, removed: 0 })),
    });
    expect(applied.body.message).toBe('Import terminé : 0 ajouté(s), 0 modifié(s), 0 supprimé(s).');
    expect(await staffMenu()).toEqual(before);
  });

  it('previews, then applies, additions, changes and removals in one go; the public menu follows at once', async () => {
    const before = await staffMenu();
    const [changed, removed, ...kept] = before;
    const rows = menuToCsv([{ ...changed, price: changed.price + 1 }, ...kept]).split('\r\n');
    // The last cell, « Boisson servie sans quantité », is empty: a dish.
    rows.splice(2, 0, ';"Polenta « Bœuf » ; grillée";21.50;"Maïs du Tessin,\nbeurre";Nos Spécialités;disponible;');
    const csv = rows.join('\r\n');

    const preview = await importFile(csv, 'preview').expect(200);
    const plan = preview.body.data as MenuImportResult;
    expect(plan.added).toEqual([
      {
        line: 3,
        values: expect.objectContaining({
          title: 'Polenta « Bœuf » ; grillée',
          price: 21.5,
          description: 'Maïs du Tessin,\nbeurre',
          category: 'Nos Spécialités',
          availability: 'disponible',
        }),
      },
    ]);
    expect(plan.changed).toEqual([
      {
        line: 2,
        id: changed.id,
        title: changed.title,
        values: expect.objectContaining({ price: changed.price + 1 }),
        changes: [
          {
            field: 'price',
            label: 'Prix (CHF)',
            before: changed.price.toFixed(2),
            after: (changed.price + 1).toFixed(2),
          },
        ],
      },
    ]);
    expect(plan.removed).toEqual([{ id: removed.id, title: removed.title, category: removed.category }]);
    expect(await staffMenu()).toEqual(before);

    const warmed = await publicMenu();
    expect(warmed.map((item) => item.id)).toContain(removed.id);
    const applied = await importFile(csv, 'apply', plan.version).expect(200);
    expect(applied.body).toMatchObject(
      staffSaid(staffMessageOf('menuImport.imported', { added: 1, changed: 1, removed: 1 })),
    );

    const after = await staffMenu();
    expect(after).toHaveLength(before.length);
    expect(after.find((item) => item.id === changed.id)?.price).toBe(changed.price + 1);
    expect(after.find((item) => item.id === removed.id)).toBeUndefined();
    expect(after.find((item) => item.title === 'Polenta « Bœuf » ; grillée')?.description).toBe(
      'Maïs du Tessin,\nbeurre',
    );
    const visible = await publicMenu();
    expect(visible.map((item) => item.id)).not.toContain(removed.id);
    expect(visible.find((item) => item.id === changed.id)?.price).toBe(changed.price + 1);
  });

  it('refuses a file with bad lines, naming each in French, and writes nothing', async () => {
    const before = await staffMenu();
    const publicBefore = await publicMenu();
    const [first, second] = before;
    const csv = [
      HEADER,
      `${first.id};${first.title};${first.price + 3};${first.description.replace(/\n/g, ' ')};${first.category}`,
      ';Nouveau;12.345;Trop précis;Nos Pizzas',
      `${second.id};;abc;x;Nos Sushis`,
      'inconnu;Fantôme;9;x;Nos Desserts',
    ].join('\n');
    for (const mode of ['preview', 'apply'] as const) {
      const response = await importFile(csv, mode).expect(400);
      expect(response.body).toEqual(
        fileRefusal([
          fieldError(3, staffText('menuItem.priceTooPrecise')),
          fieldError(4, staffText('menuItem.titleRequired')),
          fieldError(4, staffText('menuItem.priceNotPositive')),
          fieldError(4, staffText('menuItem.categoryUnknown')),
          { line: 5, message: staffMessageOf('menuCsv.unknownId', { line: 5, id: 'inconnu' }) },
        ]),
      );
      expect(response.body.message).toBe("Le fichier contient des erreurs : rien n'a été importé.");
      expect((response.body.lines as { message: string }[]).map((error) => error.message)).toEqual([
        'Ligne 3 : le prix ne peut avoir que deux décimales.',
        'Ligne 4 : le titre est requis.',
        'Ligne 4 : le prix doit être un nombre positif.',
        "Ligne 4 : cette catégorie n'existe pas.",
        "Ligne 5 : aucun plat du menu n'a l'identifiant « inconnu ».",
      ]);
    }
    const unreadable = await importFile(`${HEADER}\n;"Sans fin;1;x;Nos Pizzas\n`, 'apply').expect(400);
    expect(unreadable.body).toEqual(
      fileRefusal([{ line: 2, message: staffMessageOf('menuCsv.unclosedQuote', { line: 2 }) }]),
    );
    expect(await staffMenu()).toEqual(before);
    expect(await publicMenu()).toEqual(publicBefore);
  });

  it('rolls every write back when one fails half-way', async () => {
    const before = await staffMenu();
    const changedRows = before.slice(0, 3).map((item) => ({ ...item, price: item.price + 2 }));
    const csv = menuToCsv([...changedRows, ...before.slice(3)]).replace(
      /\r\n$/,
      '\r\n;Ajout annulé;10.00;Ne doit pas rester;Nos Pizzas;disponible;\r\n',
    );
    // A write failing mid-way, as a database error would: the third update of the import throws.
    // The middleware stays registered for the rest of the file (Strapi offers no typed way to remove one): inert once
    // `failing` is off.
    let updates = 0;
    let failing = true;
    app.strapi.documents.use(async (context, next) => {
      if (failing && context.uid === 'api::menu-item.menu-item' && context.action === 'update' && ++updates === 3) {
        throw new Error('Écriture impossible (panne simulée)');
      }
      return next();
    });
    try {
      const response = await importFile(csv, 'apply').expect(500);
      expect(response.body).toEqual({ success: false, message: 'Une erreur est survenue', code: 'api.serverError' });
    } finally {
      failing = false;
    }
    expect(updates).toBe(3);
    expect(await staffMenu()).toEqual(before);
    expect((await publicMenu()).map((item) => item.title)).not.toContain('Ajout annulé');
  });

  it('refuses to apply a preview of a menu that changed since', async () => {
    const csv = menuToCsv(await staffMenu());
    const preview = await importFile(csv, 'preview').expect(200);
    await addItem({ title: 'Ajout entre-temps', price: '9', description: 'x', category: 'Nos Desserts' });
    const response = await importFile(csv, 'apply', preview.body.data.version).expect(409);
    expect(response.body).toEqual(staffRefusal(staffMessageOf('menuImport.stale')));
    expect((await staffMenu()).map((item) => item.title)).toContain('Ajout entre-temps');
  });

  it('answers 400 for a missing file or mode', async () => {
    const fileMissing = staffMessageOf('menuImport.fileMissing');
    const missing = await importFile('  ', 'preview').expect(400);
    expect(missing.body).toEqual(staffRefusal(fileMissing, { csv: fileMissing }));
    const modeInvalid = staffMessageOf('menuImport.modeInvalid');
    const mode = await app.request.post('/api/menu/import').set(auth()).send({ csv: HEADER }).expect(400);
    expect(mode.body).toEqual(staffRefusal(modeInvalid, { mode: modeInvalid }));
  });
});

describe('a price change across a category', () => {
  const change = (body: Record<string, unknown>) => app.request.post('/api/menu/bulk-price').set(auth()).send(body);

  it('previews each dish of the category old → new, then applies it in one go', async () => {
    const before = await staffMenu();
    const pizzas = before.filter((item) => item.category === 'Nos Pizzas');
    const request = { category: 'Nos Pizzas', percent: '5', step: '0.50' };
    const preview = await change({ ...request, mode: 'preview' }).expect(200);
    expect(preview.body.data).toMatchObject({ applied: false, category: 'Nos Pizzas', percent: 5, step: 0.5 });
    const expected = pizzas.map((item) => ({
      id: item.id,
      title: item.title,
      before: item.price,
      after: Math.round((item.price * 1.05) / 0.5 + 1e-9) * 0.5,
    }));
    expect(preview.body.data.items).toEqual(expected);
    expect(await staffMenu()).toEqual(before);

    const applied = await change({ ...request, mode: 'apply', version: preview.body.data.version }).expect(200);
    const moved = expected.filter((line) => line.after !== line.before).length;
    expect(applied.body).toMatchObject({
      success: true,
      ...staffSaid(staffMessageOf('menuImport.repriced', { count: moved })),
    });
    expect(applied.body.message).toBe(`Prix mis à jour : ${moved} plat(s) modifié(s).`);
    const after = await staffMenu();
    for (const line of expected) expect(after.find((item) => item.id === line.id)?.price).toBe(line.after);
    const others = (items: MenuItem[]) => items.filter((item) => item.category !== 'Nos Pizzas');
    expect(others(after)).toEqual(others(before));
    const visible = await publicMenu(`?category=${encodeURIComponent('Nos Pizzas')}`);
    expect(visible.map((item) => item.price)).toEqual(
      pizzas.map((item) => expected.find((line) => line.id === item.id)?.after),
    );
  });

  it("leaves today's board dishes of the category at the price written for their day", async () => {
    const board = await addItem({
      title: 'Tiramisù du jour',
      price: '12.50',
      description: 'Mascarpone',
      category: 'Nos Desserts',
      allergens: ['lait', 'oeufs', 'gluten'],
      boardUntil: serviceDayOf(new Date()),
    });
    const request = { category: 'Nos Desserts', percent: '10', step: '0.50' };
    const preview = await change({ ...request, mode: 'preview' }).expect(200);
    const previewed = (preview.body.data.items as { id: string }[]).map((line) => line.id);
    expect(previewed.length).toBeGreaterThan(0);
    expect(previewed).not.toContain(board.id);
    await change({ ...request, mode: 'apply', version: preview.body.data.version }).expect(200);
    expect((await staffMenu()).find((item) => item.id === board.id)?.price).toBe(12.5);
    await app.request.delete(`/api/menu/${board.id}`).set(auth()).expect(200);
  });

  it('refuses a bad percentage, step or category with French messages', async () => {
    const response = await change({ category: 'Nos Sushis', percent: '0', step: '0.20', mode: 'preview' }).expect(400);
    const percentInvalid = staffMessageOf('bulkPrice.percentInvalid', { min: -90, max: 100 });
    const stepInvalid = staffMessageOf('bulkPrice.stepInvalid');
    expect(response.body).toEqual({
      success: false,
      message: "Cette catégorie n'existe pas",
      code: 'api.categoryUnknown',
      errors: {
        category: "Cette catégorie n'existe pas",
        percent: 'Le pourcentage doit être un nombre entre -90 et 100, différent de zéro, avec au plus deux décimales.',
        step: "L'arrondi doit être de 0.05, 0.10, 0.50 ou 1.00 CHF.",
      },
      errorCodes: { category: messageOf('api.categoryUnknown'), percent: percentInvalid, step: stepInvalid },
    });
    const percent = await change({ category: 'Nos Pizzas', percent: '5 %', step: '0.50', mode: 'preview' });
    expect(percent.status).toBe(400);
    expect(percent.body).toEqual(staffRefusal(percentInvalid, { percent: percentInvalid }));
    const step = await change({ category: 'Nos Pizzas', percent: '5', step: '2', mode: 'preview' }).expect(400);
    expect(step.body).toEqual(staffRefusal(stepInvalid, { step: stepInvalid }));
  });

  it('refuses a category without dishes', async () => {
    const category = 'Menu St. Valentin';
    for (const item of (await staffMenu()).filter((listed) => listed.category === category)) {
      await app.request.delete(`/api/menu/${item.id}`).set(auth()).expect(200);
    }
    const response = await change({ category, percent: '5', step: '0.50', mode: 'preview' }).expect(400);
    expect(response.body).toEqual(staffRefusal(staffMessageOf('bulkPrice.noItems')));
    expect(response.body.message).toBe("Cette catégorie n'a aucun plat.");
  });

  it('changes every served quantity of a wine priced by quantity, its price following the first', async () => {
    const category = 'Vins Rouges - Suisse';
    const before = await staffMenu();
    const wines = before.filter((item) => item.category === category && item.quantities.length > 1);
    expect(wines.length).toBeGreaterThan(0);
    const request = { category, percent: '10', step: '0.50' };
    const preview = await change({ ...request, mode: 'preview' }).expect(200);
    await change({ ...request, mode: 'apply', version: preview.body.data.version }).expect(200);
    const after = await staffMenu();
    for (const wine of wines) {
      const now = after.find((item) => item.id === wine.id);
      const quantities = wine.quantities.map((served) => ({ ...served, price: adjustPrice(served.price, 10, 0.5) }));
      expect(now).toMatchObject({ quantities, price: quantities[0].price });
    }
  });

  it('previews, counts and applies each quantity of a drink whose glass stays and whose bottle changes', async () => {
    const category = 'Vins Rosés';
    for (const item of (await staffMenu()).filter((listed) => listed.category === category)) {
      await app.request.delete(`/api/menu/${item.id}`).set(auth()).expect(200);
    }
    const wine = await addItem({
      title: 'Rosato del Ticino',
      price: '6',
      description: 'Merlot vinifié en rosé',
      category,
      quantities: [
        { quantity: '1 dl', price: 6 },
        { quantity: '75 cl', price: 42 },
      ],
    });
    const before = await staffMenu();
    const request = { category, percent: '3', step: '1.00' };
    const preview = await change({ ...request, mode: 'preview' }).expect(200);
    expect(preview.body.data.items).toEqual([
      {
        id: wine.id,
        title: 'Rosato del Ticino',
        before: 6,
        after: 6,
        quantities: [
          { quantity: '1 dl', before: 6, after: 6 },
          { quantity: '75 cl', before: 42, after: 43 },
        ],
      },
    ]);
    expect(await staffMenu()).toEqual(before);

    const applied = await change({ ...request, mode: 'apply', version: preview.body.data.version }).expect(200);
    expect(applied.body.message).toBe('Prix mis à jour : 1 plat(s) modifié(s).');
    expect(applied.body.data.items).toEqual(preview.body.data.items);
    const now = (await staffMenu()).find((item) => item.id === wine.id);
    expect(now).toMatchObject({
      price: 6,
      quantities: [
        { quantity: '1 dl', price: 6 },
        { quantity: '75 cl', price: 43 },
      ],
    });
    const [shown] = await publicMenu(`?category=${encodeURIComponent(category)}`);
    expect(shown.quantities).toEqual(now?.quantities);
  });

  it('refuses a change that would bring the price of one quantity to zero, naming it, and writes nothing', async () => {
    const wine = await addItem({
      title: 'Nebbiolo',
      price: '40',
      description: 'x',
      category: 'Vins Rouges - Italie',
      quantities: [
        { quantity: '75 cl', price: 40 },
        { quantity: '1 dl', price: 0.2 },
      ],
    });
    const before = await staffMenu();
    const response = await change({ category: 'Vins Rouges - Italie', percent: '-90', step: '0.50', mode: 'apply' });
    expect(response.status).toBe(400);
    expect(response.body.errors[wine.id]).toBe('Le prix de « Nebbiolo » pour 1 dl tomberait à zéro.');
    expect(response.body.errorCodes[wine.id]).toEqual(
      staffMessageOf('bulkPrice.tooLow', { title: 'Nebbiolo', quantities: ['1 dl'] }),
    );
    expect(await staffMenu()).toEqual(before);
  });

  it('refuses a change that would bring a price to zero, and writes nothing', async () => {
    const cheap = await addItem({ title: 'Grissini', price: '0.20', description: 'x', category: 'Nos Sauces' });
    const before = await staffMenu();
    const response = await change({ category: 'Nos Sauces', percent: '-90', step: '0.50', mode: 'apply' }).expect(400);
    expect(response.body).toMatchObject({
      success: false,
      message: "Le changement de prix est impossible : rien n'a été modifié.",
      code: 'menuImport.pricesRefused',
    });
    expect(response.body.errors[cheap.id]).toBe('Le prix de « Grissini » tomberait à zéro.');
    expect(response.body.errorCodes[cheap.id]).toEqual(
      staffMessageOf('bulkPrice.tooLow', { title: 'Grissini', quantities: [] }),
    );
    expect(await staffMenu()).toEqual(before);
  });

  it('refuses a tenfold price in a file by its line, but applies a −90 % change the staff previewed', async () => {
    const before = await staffMenu();
    const [first] = before;
    const tenfold = Math.round(first.price * 1000) / 100;
    const line = `${first.id};${first.title};${tenfold.toFixed(2)};${first.description.replace(/\n/g, ' ')};${first.category}`;
    const refused = await importFile(`${HEADER}\n${line}\n`, 'apply').expect(400);
    expect(refused.body.lines).toEqual([
      {
        line: 2,
        message:
          `Ligne 2 : le prix passerait de CHF ${first.price.toFixed(2)} à CHF ${tenfold.toFixed(2)}, soit au moins 10 ` +
          'fois plus cher : vérifiez la virgule (un tel changement se confirme dans le formulaire du plat).',
        code: 'menuCsv.priceJump',
        params: { line: 2, before: first.price, after: tenfold, factor: 10 },
      },
    ]);
    expect(await staffMenu()).toEqual(before);

    const desserts = before.filter((item) => item.category === 'Nos Desserts');
    await change({ category: 'Nos Desserts', percent: '-90', step: '0.05', mode: 'apply' }).expect(200);
    const after = await staffMenu();
    for (const item of desserts) {
      expect(after.find(({ id }) => id === item.id)?.price).toBe(Math.round(item.price * 2) / 20);
    }
  });
});
