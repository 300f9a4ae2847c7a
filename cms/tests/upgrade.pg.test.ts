import fs from 'fs';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENU_ITEM_ATTRIBUTE_NAMES, validateMenuItem, type InboxMessage, type MenuItem } from '@ticino/shared';
import { BACK_OFFICE_VIEWS } from '../src/back-office';
import { configureView, findModel, viewVersion, type AppliedView, type BackOfficeView } from '../src/back-office/view';
import menuItemView from '../src/back-office/views/menu-item';
import { DATA_MIGRATIONS, runDataMigrations } from '../src/migrations';
import originCountryCodes from '../src/migrations/2026-11-27-origin-country-codes';
import contactNoticesToOutbox from '../src/migrations/2026-11-30-contact-notices-to-outbox';
import { PREVIOUS_VERSION_CHANGES, loadPreviousVersion } from './previous-version';
import { smtpEnv, startSmtpServer } from './smtp';
import { CMS_ROOT, createTestDatabase, loginToken, startStrapi, type TestStrapi } from './strapi';

const MENU_ITEM = 'api::menu-item.menu-item';
const CONTACT_MESSAGE = 'api::contact-message.contact-message';
const OUTGOING_MAIL = 'api::outgoing-mail.outgoing-mail';
const seedSize = (
  JSON.parse(fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'menu-items.json'), 'utf8')) as unknown[]
).length;

let app: TestStrapi;

async function menuItemConfiguration() {
  const { service, model } = findModel(app.strapi, menuItemView);
  return service.findConfiguration(model);
}

/** This version started on a database that the previous version made and its users changed (tests/previous-version.ts). */
beforeAll(async () => {
  const database = await createTestDatabase();
  loadPreviousVersion(database);
  app = await startStrapi({}, database);
});

afterAll(async () => {
  await app.stop();
});

describe('a database made by the previous version, after the upgrade', () => {
  it('keeps the menu as the staff left it, every item valid under the current fields', async () => {
    const token = await loginToken(app.request);
    const items = (await app.request.get('/api/menu').set('Authorization', `Bearer ${token}`).expect(200)).body
      .data as MenuItem[];
    expect(items).toHaveLength(seedSize);
    const { title, price } = PREVIOUS_VERSION_CHANGES.repricedItem;
    expect(items.find((item) => item.title === title)?.price).toBe(price);
    // A field added since the previous version must be filled by a data migration wherever the rules require it.
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'position', ...MENU_ITEM_ATTRIBUTE_NAMES].sort());
      expect(validateMenuItem(item), item.title).toMatchObject({ ok: true });
      expect(item.availability).toBe('disponible');
    }
  });

  it('keeps the order the menu showed, by title, as the positions of each category (docs/product.md#order-within-a-category)', async () => {
    const token = await loginToken(app.request);
    const items = (await app.request.get('/api/menu').set('Authorization', `Bearer ${token}`).expect(200)).body
      .data as MenuItem[];
    for (const category of new Set(items.map((item) => item.category))) {
      const inCategory = items.filter((item) => item.category === category);
      expect(inCategory.map((item) => item.position)).toEqual(inCategory.map((_item, index) => index));
      const titles = inCategory.map((item) => item.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
    }
  });

  it("keeps the restaurant's opening hours, each slot now named by its day and times, and places it as before", async () => {
    const seed = JSON.parse(fs.readFileSync(path.join(CMS_ROOT, 'data', 'seed', 'restaurant.json'), 'utf8')) as {
      openingHours: unknown[];
    };
    const facts = (await app.request.get('/api/public/restaurant').expect(200)).body.data;
    expect(facts.openingHours).toEqual(seed.openingHours);
    expect(facts).toMatchObject({ openingExceptions: [], latitude: 46.2127, longitude: 6.1447, mapZoom: 16 });
    const stored = (await app.strapi.db
      .query('api::restaurant.restaurant')
      .findOne({ populate: { openingHours: true } })) as { openingHours: { summary: string }[] };
    expect(stored.openingHours.map(({ summary }) => summary)).toContain('Samedi · 18:00–23:30');
  });

  it('has had every data migration, once', async () => {
    const done = app.strapi.store({ type: 'core', name: 'ticino-migrations' });
    for (const migration of DATA_MIGRATIONS) expect(await done.get({ key: migration.id }), migration.id).toBeTruthy();
  });

  it("records every back-office view at its current version and keeps the owner's own label", async () => {
    const store = app.strapi.store({ type: 'core', name: 'ticino-back-office-views' });
    for (const view of BACK_OFFICE_VIEWS) {
      expect(((await store.get({ key: view.uid })) as AppliedView).version, view.uid).toBe(viewVersion(view));
    }
    const { metadatas } = await menuItemConfiguration();
    expect(metadatas.title.edit.label).toBe(PREVIOUS_VERSION_CHANGES.titleLabel);
    expect(metadatas.price.edit).toMatchObject({
      label: 'Prix (CHF)',
      description: expect.stringMatching(/deux décimales/i),
    });
  });

  it('labels and places every field of the menu item, those added since included', async () => {
    const { metadatas, layouts } = await menuItemConfiguration();
    for (const [field, { label }] of Object.entries(menuItemView.fields)) {
      if (field !== 'title') expect(metadatas[field].edit.label, field).toBe(label);
    }
    expect(layouts.edit?.flat().map(({ name }) => name)).toEqual(
      expect.arrayContaining([...MENU_ITEM_ATTRIBUTE_NAMES]),
    );
  });

  it("gets a newer view's new labels and layout, and still keeps the owner's label", async () => {
    const next: BackOfficeView = {
      ...menuItemView,
      versions: [...menuItemView.versions, 'next'],
      fields: {
        ...menuItemView.fields,
        title: { label: 'Intitulé' },
        description: { label: 'Description du plat' },
        // A field the view did not label before, still at Strapi's default label: as a new field would be.
        createdAt: { label: 'Créé le' },
      },
      list: ['title', 'category', 'price', 'createdAt'],
    };
    await configureView(app.strapi, next);
    const { metadatas, layouts } = await menuItemConfiguration();
    expect(metadatas.title.edit.label).toBe(PREVIOUS_VERSION_CHANGES.titleLabel);
    expect(metadatas.description.edit.label).toBe('Description du plat');
    expect(metadatas.createdAt.list.label).toBe('Créé le');
    expect(layouts.list).toEqual(next.list);
  });
});

describe('countries of origin written as text, before codes', () => {
  it('become codes where a language names them; another text stays as written, logged with its dish', async () => {
    const items = app.strapi.db.query(MENU_ITEM);
    const rows = (await items.findMany({ select: ['id', 'title'], orderBy: { id: 'asc' }, limit: 3 })) as {
      id: number;
      title: string;
    }[];
    const origin = (country: string) => ({ animal: 'boeuf', name: '', production: 'elevage', country, faoArea: null });
    const written = [[origin('Suisse'), origin('')], [origin('viet nam')], [origin('Atlantis'), origin('CH')]];
    for (const [index, row] of rows.entries())
      await items.update({ where: { id: row.id }, data: { origins: written[index] } });
    const warn = vi.spyOn(app.strapi.log, 'warn');
    try {
      await runDataMigrations(app.strapi, [{ ...originCountryCodes, id: 'test-origin-country-codes' }]);
      const countries = await Promise.all(
        rows.map(async (row) =>
          ((await items.findOne({ where: { id: row.id } })) as { origins: { country: string }[] }).origins.map(
            (stored) => stored.country,
          ),
        ),
      );
      expect(countries).toEqual([['CH', ''], ['VN'], ['Atlantis', 'CH']]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain(rows[2].title);
      expect(warn.mock.calls[0][0]).toContain('Atlantis');
    } finally {
      warn.mockRestore();
    }
    // The dish shows its country as written, in the staff's list and on the public menu.
    const token = await loginToken(app.request);
    const staffList = (await app.request.get('/api/menu').set('Authorization', `Bearer ${token}`).expect(200)).body
      .data as MenuItem[];
    expect(staffList.find((item) => item.title === rows[2].title)?.origins[0].country).toBe('Atlantis');
  });
});

describe('a data migration that fails', () => {
  it('leaves nothing of what it did, and is not recorded, so the next start runs it again', async () => {
    const probe = app.strapi.store({ type: 'core', name: 'ticino-test' });
    const failing = {
      id: 'test-failing-step',
      async up() {
        await probe.set({ key: 'written', value: true });
        throw new Error('step failed');
      },
    };
    await expect(runDataMigrations(app.strapi, [failing])).rejects.toThrow('step failed');
    expect(await probe.get({ key: 'written' })).toBeFalsy();
    expect(await app.strapi.store({ type: 'core', name: 'ticino-migrations' }).get({ key: failing.id })).toBeFalsy();
  });
});

describe('contact notices the previous version kept on each message', () => {
  /** A message as the previous version stored it, its e-mail's state on the message itself. */
  async function storedBefore(subject: string, delivery: Record<string, unknown>): Promise<string> {
    const row = (await app.strapi.db.query(CONTACT_MESSAGE).create({
      data: {
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        subject,
        message: 'Une table pour douze, samedi ?',
        receivedAt: new Date(Date.now() - 60 * 60_000),
        ...delivery,
      },
    })) as { documentId: string };
    return row.documentId;
  }

  it('are moved into the outbox by the start that upgrades: a pending one is sent, once; the others keep their state', async () => {
    const sentAt = new Date(Date.now() - 30 * 60_000);
    const pending = await storedBefore('En attente', {
      deliveryState: 'pending',
      deliveryAttempts: 2,
      nextDeliveryAt: new Date(Date.now() - 60_000),
      lastDeliveryError: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    const sent = await storedBefore('Envoyé', { deliveryState: 'sent', deliveryAttempts: 1, deliveredAt: sentAt });
    const failed = await storedBefore('Abandonné', {
      deliveryState: 'failed',
      deliveryAttempts: 12,
      lastDeliveryError: 'Greeting never received',
    });
    // As on a database the previous version left: the next start runs the migration.
    await app.strapi.store({ type: 'core', name: 'ticino-migrations' }).delete({ key: contactNoticesToOutbox.id });
    await app.stop({ keepDatabase: true });
    const smtp = await startSmtpServer();
    const mailSettings = { ...smtpEnv(smtp.port), CONTACT_MAIL_RETRY_SECONDS: '1' };
    try {
      app = await startStrapi(mailSettings, app.database);
      const [mail] = await smtp.waitForMails(1);
      expect(mail.mail.subject).toBe('Nouveau message : En attente');
      expect(mail.envelopeTo).toEqual(['info@trattoria-ticino.ch']);

      const token = await loginToken(app.request);
      const inbox = async () =>
        new Map(
          (
            (await app.request.get('/api/messages').set('Authorization', `Bearer ${token}`).expect(200)).body.data
              .messages as InboxMessage[]
          ).map((message) => [message.id, message.delivery]),
        );
      await expect.poll(async () => (await inbox()).get(pending)?.state, { timeout: 20_000 }).toBe('sent');
      const delivery = await inbox();
      expect(delivery.get(pending)).toEqual({
        state: 'sent',
        attempts: 3,
        lastError: null,
        sentAt: expect.any(String),
      });
      expect(delivery.get(sent)).toEqual({ state: 'sent', attempts: 1, lastError: null, sentAt: sentAt.toISOString() });
      expect(delivery.get(failed)).toEqual({
        state: 'failed',
        attempts: 12,
        lastError: 'Greeting never received',
        sentAt: null,
      });
      // One copy of each state, the outbox's: the message's former fields are emptied.
      const messages = app.strapi.db.query(CONTACT_MESSAGE);
      expect(await messages.count({ where: { deliveryState: { $notNull: true } } })).toBe(0);

      // Moved once: a second run finds nothing to move, and the failed one is not tried again.
      const notices = () => app.strapi.db.query(OUTGOING_MAIL).count({ where: { contactMessage: { $notNull: true } } });
      await runDataMigrations(app.strapi, [{ ...contactNoticesToOutbox, id: 'test-contact-notices-again' }]);
      expect(await notices()).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.stop({ keepDatabase: true });
      await smtp.close();
      for (const name of Object.keys(mailSettings)) delete process.env[name];
      app = await startStrapi({}, app.database);
    }
  });
});

describe('a second start on the upgraded database', () => {
  it('runs no migration again and changes nothing', async () => {
    const done = app.strapi.store({ type: 'core', name: 'ticino-migrations' });
    const before = await Promise.all(DATA_MIGRATIONS.map((migration) => done.get({ key: migration.id })));
    const configuration = await menuItemConfiguration();
    await app.stop({ keepDatabase: true });
    app = await startStrapi({}, app.database);
    const again = app.strapi.store({ type: 'core', name: 'ticino-migrations' });
    expect(await Promise.all(DATA_MIGRATIONS.map((migration) => again.get({ key: migration.id })))).toEqual(before);
    expect(await menuItemConfiguration()).toEqual(configuration);
    expect(await app.strapi.documents(MENU_ITEM).count({})).toBe(seedSize);
  });
});
