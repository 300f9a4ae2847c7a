import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@ticino/shared';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const dish = {
  title: 'Polenta au Zincarlin',
  price: 24,
  description: 'Polenta de maïs rouge du Tessin, fromage Zincarlin fondu.',
  category: 'Nos Spécialités',
};

async function publicMenu(): Promise<MenuItem[]> {
  return (await app.request.get('/api/public/menu').expect(200)).body.data as MenuItem[];
}

beforeAll(async () => {
  app = await startStrapi();
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app.stop();
});

// Visitors read the public menu many times a second; whatever the server keeps in memory to answer them, a
// change is on the site by the time the staff see it acknowledged.
describe('the public menu right after a change', () => {
  it('shows a staff creation, update and deletion at once', async () => {
    await publicMenu();
    const created = await app.request.post('/api/menu').set(auth()).send(dish).expect(201);
    const id = created.body.data.id as string;
    expect((await publicMenu()).find((item) => item.id === id)).toMatchObject({ title: dish.title, price: 24 });

    await app.request.put(`/api/menu/${id}`).set(auth()).send({ ...dish, price: 26.5 }).expect(200);
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
    expect((await publicMenu()).find((item) => item.id === created.documentId)?.title).toBe('Luganighetta alla griglia');

    await documents.delete({ documentId: created.documentId });
    expect((await publicMenu()).some((item) => item.id === created.documentId)).toBe(false);
  });

  it('gives every visitor asking at the same moment the whole menu', async () => {
    const expected = await publicMenu();
    const answers = await Promise.all(Array.from({ length: 20 }, () => publicMenu()));
    for (const answer of answers) expect(answer).toEqual(expected);
  });
});
