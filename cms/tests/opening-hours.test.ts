import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '@ticino/shared';
import { CMS_ROOT, startStrapi, type TestStrapi } from './strapi';

const OWNER = { email: 'owner@example.org', password: 'Backoffice-2026' };
const RESTAURANT = '/content-manager/single-types/api::restaurant.restaurant';
const SEED = JSON.parse(
  fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'restaurant.json'), 'utf8'),
) as RestaurantInfo;

let app: TestStrapi;
let owner: { Authorization: string };

const publicFacts = async () =>
  (await app.request.get('/api/public/restaurant').expect(200)).body.data as RestaurantInfo;

/** The facts as the /cms form holds them: every component row with its id and summary. */
const cmsDocument = async () =>
  (await app.request.get(RESTAURANT).set(owner).expect(200)).body.data as {
    openingHours: { id: number; summary: string; day: string; opensAt: string; closesAt: string }[];
    openingExceptions: { id: number; summary: string; date: string; label: string; closed: boolean }[];
  };

beforeAll(async () => {
  app = await startStrapi({ CMS_ADMIN_EMAIL: OWNER.email, CMS_ADMIN_PASSWORD: OWNER.password });
  const login = await app.request.post('/admin/login').send(OWNER).expect(200);
  owner = { Authorization: `Bearer ${login.body.data.token as string}` };
});

afterAll(async () => {
  delete process.env.CMS_ADMIN_EMAIL;
  delete process.env.CMS_ADMIN_PASSWORD;
  await app.stop();
});

describe('the opening hours through GET /api/public/restaurant', () => {
  it('serves the seeded slots as HH:MM, the seeded closure and the map’s place', async () => {
    const facts = await publicFacts();
    expect(facts.openingHours).toEqual(SEED.openingHours);
    expect(facts.openingExceptions).toEqual([
      { date: '2026-12-31', label: 'Restauration genevoise', closed: true, opensAt: null, closesAt: null },
    ]);
    expect(facts).toMatchObject({ latitude: 46.2127, longitude: 6.1447, mapZoom: 16 });
  });

  it('names every slot and exception by its day and times in /cms, folded', async () => {
    const document = await cmsDocument();
    expect(document.openingHours.map(({ summary }) => summary).slice(0, 2)).toEqual([
      'Lundi · 11:30–14:30',
      'Lundi · 18:30–23:00',
    ]);
    expect(document.openingExceptions.map(({ summary }) => summary)).toEqual([
      '31.12.2026 · Restauration genevoise · fermé',
    ]);
    const configuration = await app.request
      .get('/content-manager/content-types/api::restaurant.restaurant/configuration')
      .set(owner)
      .expect(200);
    const components = configuration.body.data.components;
    expect(components['restaurant.opening-slot'].settings.mainField).toBe('summary');
    expect(components['restaurant.opening-exception'].settings.mainField).toBe('summary');
    expect(components['restaurant.opening-slot'].metadatas.summary.edit).toMatchObject({ editable: false });
  });
});

describe('a change of the hours in /cms', () => {
  it('is refused with French messages on the list, naming the slot, and writes nothing', async () => {
    const before = await publicFacts();
    const document = await cmsDocument();
    const response = await app.request
      .put(RESTAURANT)
      .set(owner)
      .send({
        tagline: 'Ne doit pas être enregistré',
        openingHours: [
          ...document.openingHours,
          { day: 'Lundi', opensAt: '14:00:00.000', closesAt: '16:00:00.000' },
          { day: 'Mardi', opensAt: '12:00:00.000', closesAt: '12:00:00.000' },
        ],
      })
      .expect(400);
    expect(response.body.error.name).toBe('ValidationError');
    expect(response.body.error.details.errors).toEqual([
      {
        path: ['openingHours'],
        message:
          "Mardi, créneau n° 13 : l'heure de fermeture doit différer de l'heure d'ouverture. " +
          "Lundi · 11:30–14:30 chevauche Lundi · 14:00–16:00 : corrigez l'un des deux créneaux.",
        name: 'ValidationError',
      },
    ]);
    expect(await publicFacts()).toEqual(before);
  });

  it('refuses an exception without a label or with times on a closed day, and writes nothing', async () => {
    const before = await publicFacts();
    const response = await app.request
      .put(RESTAURANT)
      .set(owner)
      .send({
        openingExceptions: [
          { date: '2027-09-09', label: '', closed: true },
          { date: '2027-12-24', label: 'Veille de Noël', closed: true, opensAt: '11:30:00.000' },
        ],
      })
      .expect(400);
    expect(response.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['openingExceptions'],
        message:
          'Exception du 09.09.2027 : indiquez un libellé, par exemple « Jeûne genevois ». ' +
          'Exception du 24.12.2027 : fermé toute la journée : laissez les heures vides.',
      }),
    ]);
    expect(await publicFacts()).toEqual(before);
  });

  it('is served at once: a Sunday slot, a service past midnight, special hours and a moved map', async () => {
    const document = await cmsDocument();
    await app.request
      .put(RESTAURANT)
      .set(owner)
      .send({
        openingHours: [
          ...document.openingHours,
          { day: 'Dimanche', opensAt: '11:30:00.000', closesAt: '14:30:00.000' },
          { day: 'Dimanche', opensAt: '22:00', closesAt: '01:00' },
        ],
        openingExceptions: [
          ...document.openingExceptions,
          { date: '2027-09-09', label: 'Jeûne genevois', closed: true },
          { date: '2026-12-24', label: 'Veille de Noël', closed: false, opensAt: '11:30', closesAt: '16:00' },
        ],
        latitude: 46.2044,
        longitude: 6.1432,
        mapZoom: 15,
      })
      .expect(200);
    const facts = await publicFacts();
    expect(facts.openingHours.slice(-2)).toEqual([
      { day: 'Dimanche', opensAt: '11:30', closesAt: '14:30' },
      { day: 'Dimanche', opensAt: '22:00', closesAt: '01:00' },
    ]);
    expect(facts.openingExceptions.map(({ date, label, opensAt }) => [date, label, opensAt])).toEqual([
      ['2026-12-24', 'Veille de Noël', '11:30'],
      ['2026-12-31', 'Restauration genevoise', null],
      ['2027-09-09', 'Jeûne genevois', null],
    ]);
    expect(facts).toMatchObject({ latitude: 46.2044, longitude: 6.1432, mapZoom: 15 });
    expect((await cmsDocument()).openingHours.at(-1)?.summary).toBe('Dimanche · 22:00–01:00');
  });
});
