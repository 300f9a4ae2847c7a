import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, MenuItemValues } from '@ticino/shared';
import { DATABASE_CLIENT, loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const dish: Pick<MenuItemValues, 'title' | 'price' | 'description' | 'category'> = {
  title: 'Polenta au Zincarlin',
  price: 24,
  description: 'Polenta de maïs rouge du Tessin, fromage Zincarlin fondu.',
  category: 'Nos Spécialités',
};

async function publicMenu(server = app): Promise<MenuItem[]> {
  return (await server.request.get('/api/public/menu').expect(200)).body.data as MenuItem[];
}

// Visitors read the public menu many times a second; whatever the server keeps in memory to answer them, a
// change is on the site by the time the staff see it acknowledged.
describe('the public menu right after a change', () => {
  beforeAll(async () => {
    app = await startStrapi();
    token = await loginToken(app.request);
  });

  afterAll(async () => {
    await app.stop();
  });

  it('shows a staff creation, update and deletion at once', async () => {
    await publicMenu();
    const created = await app.request.post('/api/menu').set(auth()).send(dish).expect(201);
    const id = created.body.data.id as string;
    expect((await publicMenu()).find((item) => item.id === id)).toMatchObject({ title: dish.title, price: 24 });

    await app.request
      .put(`/api/menu/${id}`)
      .set(auth())
      .send({ ...dish, price: 26.5 })
      .expect(200);
    expect((await publicMenu()).find((item) => item.id === id)).toMatchObject({ price: 26.5 });

    await app.request.delete(`/api/menu/${id}`).set(auth()).expect(200);
    expect((await publicMenu()).some((item) => item.id === id)).toBe(false);
  });

  it('shows a change made in the /cms back-office (through the document service) at once', async () => {
    const documents = app.strapi.documents('api::menu-item.menu-item');
    await publicMenu();
    const created = await documents.create({ data: { ...dish, title: 'Luganighetta' } });
    expect((await publicMenu()).some((item) => item.id === created.documentId)).toBe(true);

    await documents.update({ documentId: created.documentId, data: { title: 'Luganighetta alla griglia' } });
    expect((await publicMenu()).find((item) => item.id === created.documentId)?.title).toBe(
      'Luganighetta alla griglia',
    );

    await documents.delete({ documentId: created.documentId });
    expect((await publicMenu()).some((item) => item.id === created.documentId)).toBe(false);
  });

  it('gives every visitor asking at the same moment the whole menu', async () => {
    const expected = await publicMenu();
    const answers = await Promise.all(Array.from({ length: 20 }, () => publicMenu()));
    for (const answer of answers) expect(answer).toEqual(expected);
  });
});

// Only a database with several connections lets a visitor read while a change is still uncommitted.
// SQLite has one connection: a visitor's request cannot run beside an open transaction. This runs in the PostgreSQL suite.
describe.runIf(DATABASE_CLIENT === 'postgres')(
  'the public menu on PostgreSQL, around a change made inside a longer transaction',
  () => {
    let pgApp: TestStrapi;

    beforeAll(async () => {
      pgApp = await startStrapi();
      // Listening here, outside any transaction, as in production: otherwise supertest would start the server inside
      // the test's transaction, and every request would run in it.
      await new Promise<void>((resolve) => pgApp.strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await pgApp?.stop();
    });

    it('does not keep what a visitor read before the transaction committed', async () => {
      const documents = pgApp.strapi.documents('api::menu-item.menu-item');
      const created = await documents.create({ data: dish });
      const titleOf = async () => (await publicMenu(pgApp)).find((item) => item.id === created.documentId)?.title;
      expect(await titleOf()).toBe(dish.title);

      await pgApp.strapi.db.transaction(async () => {
        await documents.update({ documentId: created.documentId, data: { title: 'Polenta e brasato' } });
        // A visitor's request is served outside this transaction: it still sees the committed menu.
        expect(await titleOf()).toBe(dish.title);
      });
      expect(await titleOf()).toBe('Polenta e brasato');
    });
  },
);
