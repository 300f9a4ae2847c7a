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

/** The item's journal, oldest first. */
async function journal(
  id: string,
): Promise<{ action: string; changes: { field: string; before: unknown; after: unknown }[] }[]> {
  const response = await app.request.get(`/api/menu/${id}/changes`).set('Authorization', `Bearer ${token}`).expect(200);
  return [...response.body.data].reverse();
}

const priceChange = (entry: { changes: { field: string; before: unknown; after: unknown }[] }) =>
  entry.changes.find((change) => change.field === 'price');

describe('two staff members editing one dish at the same moment', () => {
  it('journals the edits one after the other: the second starts from what the first left', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await createItem();
      const edits = await Promise.all(
        [26, 27].map((price) =>
          app.request
            .put(`/api/menu/${id}`)
            .set('Authorization', `Bearer ${token}`)
            .send({ ...ITEM, price }),
        ),
      );
      expect(edits.map((edit) => edit.status)).toEqual([200, 200]);
      const [, first, second] = await journal(id);
      expect(priceChange(first)?.before).toBe(ITEM.price);
      expect(priceChange(second)?.before).toBe(priceChange(first)?.after);
      const stored = await app.request.get(`/api/menu/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
      expect(stored.body.data.price).toBe(priceChange(second)?.after);
    }
  });

  it('judges a price against the price the write replaces, and journals only the edit that went through', async () => {
    const id = await createItem();
    // A tenth of the price is refused whichever edit comes first: 2.45 is ten times under 24.50 and under 26.
    const [tenth, edit] = await Promise.all(
      [2.45, 26].map((price) =>
        app.request
          .put(`/api/menu/${id}`)
          .set('Authorization', `Bearer ${token}`)
          .send({ ...ITEM, price }),
      ),
    );
    expect(tenth.status).toBe(409);
    expect(edit.status).toBe(200);
    const entries = await journal(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(priceChange(entries[1])).toEqual({ field: 'price', before: ITEM.price, after: 26 });
  });
});
