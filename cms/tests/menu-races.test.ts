import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

let app: TestStrapi;
let token: string;

beforeAll(async () => {
  app = await startStrapi();
  token = await loginToken(app.request);
});

afterAll(async () => {
  await app?.stop();
});

const ITEM = { title: 'Polenta concia', price: 24.5, description: 'Fromage fondu', category: 'Nos Spécialités' };

async function createItem(): Promise<string> {
  const response = await app.request.post('/api/menu').set('Authorization', `Bearer ${token}`).send(ITEM).expect(201);
  return response.body.data.id;
}

describe('two staff members acting on one dish at the same moment', () => {
  it('an edit racing a deletion ends in 200 or 404, never in an error, and leaves the dish gone', async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = await createItem();
      const [edit, removal, secondRemoval] = await Promise.all([
        app.request
          .put(`/api/menu/${id}`)
          .set('Authorization', `Bearer ${token}`)
          .send({ ...ITEM, price: 26 }),
        app.request.delete(`/api/menu/${id}`).set('Authorization', `Bearer ${token}`),
        app.request.delete(`/api/menu/${id}`).set('Authorization', `Bearer ${token}`),
      ]);
      expect([200, 404]).toContain(edit.status);
      expect(edit.body.success).toBe(edit.status === 200);
      // Each deletion removed the dish or found it gone; at least one removed it.
      for (const response of [removal, secondRemoval]) expect([200, 404]).toContain(response.status);
      expect([removal.status, secondRemoval.status]).toContain(200);
      await app.request.get(`/api/menu/${id}`).set('Authorization', `Bearer ${token}`).expect(404);
    }
  });
});
