import { execFileSync, spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TABLE_MENU_PATH,
  staffMessageOf,
  staffText,
  isTableCode,
  serviceDayStart,
  type TableListData,
  type TableView,
} from '@ticino/shared';
import tablePlaces from '../src/migrations/2026-11-29-table-places';
import tableSettingsMigration, { FORMER_TABLE_SETTINGS_STORE } from '../src/migrations/2026-11-29-table-settings';
import { staffRefusal, staffSaid } from './messages';
import { getPdf, pdfText } from './pdf';
import { rawRequest } from './raw-http';
import { loginToken, startStrapi, type TestStrapi } from './strapi';

const PUBLIC_URL = 'https://www.trattoria.example';

let app: TestStrapi;
let token: string;
const auth = () => ({ Authorization: `Bearer ${token}` });

const listTables = async () =>
  (await app.request.get('/api/tables').set(auth()).expect(200)).body.data as TableListData;
const tableNamed = async (label: string) => (await listTables()).tables.find((table) => table.label === label);

async function addTable(label: string): Promise<TableView> {
  const response = await app.request.post('/api/tables').set(auth()).send({ label }).expect(201);
  return { ...(response.body.data as Omit<TableView, 'scansToday' | 'scansWeek'>), scansToday: 0, scansWeek: 0 };
}

let guestNumber = 0;
/** Another guest's phone each time: a loopback address of its own (each 127.x.y.z is one client). */
const anotherGuest = () => {
  guestNumber += 1;
  return `127.0.${40 + Math.floor(guestNumber / 250)}.${(guestNumber % 250) + 1}`;
};

/** A scan of `/t/<code>` from a guest's address (another guest's unless given): where it leads. */
async function scan(code: string, from = anotherGuest()): Promise<string> {
  const response = await rawRequest(app, { path: `/t/${code}`, localAddress: from });
  expect(response.status).toBe(302);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.headers.location ?? '';
}

/** An instant of a service day, in hours after its start (05:00 in Zurich). */
const during = (day: string, hoursAfterStart: number) => serviceDayStart(day).getTime() + hoursAfterStart * 3_600_000;

beforeAll(async () => {
  app = await startStrapi({ PUBLIC_URL });
  token = await loginToken(app.request);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  vi.useRealTimers();
  await app?.stop();
});

describe('the tables list', () => {
  it('adds a table with a trimmed label and a code of its own, and lists it', async () => {
    const table = await addTable('  Terrasse   3 ');
    expect(table.label).toBe('Terrasse 3');
    expect(isTableCode(table.code)).toBe(true);
    const listed = await tableNamed('Terrasse 3');
    expect(listed).toEqual({ ...table, scansToday: 0, scansWeek: 0 });
    expect((await listTables()).menuPath).toBe(DEFAULT_TABLE_MENU_PATH);
  });

  it('refuses a missing, too long or taken label in French, and writes nothing', async () => {
    await addTable('1');
    const before = await listTables();
    const invalid = staffMessageOf('tables.invalid');
    const required = staffMessageOf('tables.labelRequired');
    const taken = staffMessageOf('tables.labelTaken');
    const refusals: [unknown, number, ReturnType<typeof staffRefusal>][] = [
      [{}, 400, staffRefusal(invalid, { label: required })],
      [{ label: '   ' }, 400, staffRefusal(invalid, { label: required })],
      [
        { label: 'x'.repeat(31) },
        400,
        staffRefusal(invalid, { label: staffMessageOf('tables.labelTooLong', { max: 30 }) }),
      ],
      [{ label: ' TERRASSE 3' }, 409, staffRefusal(taken, { label: taken })],
    ];
    for (const [body, status, answer] of refusals) {
      const response = await app.request
        .post('/api/tables')
        .set(auth())
        .send(body as object)
        .expect(status);
      expect(response.body).toEqual(answer);
    }
    expect(await listTables()).toEqual(before);
  });

  it('is for staff only', async () => {
    await app.request.get('/api/tables').expect(401);
    await app.request.post('/api/tables').send({ label: 'Intrus' }).expect(401);
    await app.request.get('/api/tables/qr-codes?perPage=4').expect(401);
    await app.request.put('/api/table-settings').send({ menuPath: '/contact' }).expect(401);
  });

  it('renames a table and never changes its code, from the staff API or the back-office', async () => {
    const table = await addTable('Salon');
    const renamed = await app.request
      .put(`/api/tables/${table.id}`)
      .set(auth())
      .send({ label: 'Salon privé', code: 'aaaaaaa' })
      .expect(200);
    expect(renamed.body).toEqual({
      success: true,
      ...staffSaid(staffMessageOf('tables.updated')),
      data: {
        id: table.id,
        label: 'Salon privé',
        code: table.code,
        seats: 4,
        area: 'Salle',
        combinableWith: [],
        onlineBookable: true,
      },
    });
    // What /cms writes goes through the same document service, and its rules.
    await app.strapi.documents('api::table.table').update({ documentId: table.id, data: { code: 'bbbbbbb' } });
    expect(await tableNamed('Salon privé')).toMatchObject({ id: table.id, code: table.code });
    const made = await app.strapi
      .documents('api::table.table')
      .create({ data: { label: 'Bar', code: 'ccccccc', seats: 2, area: 'Salle', onlineBookable: true } });
    expect(made.code).not.toBe('ccccccc');
    expect(isTableCode(made.code)).toBe(true);
  });

  it('refuses a rename to a taken or empty label, and answers 404 for an unknown table', async () => {
    const table = await addTable('Fenêtre');
    const before = await listTables();
    await app.request.put(`/api/tables/${table.id}`).set(auth()).send({ label: '1' }).expect(409);
    await app.request.put(`/api/tables/${table.id}`).set(auth()).send({ label: '' }).expect(400);
    const missing = await app.request.put('/api/tables/nope').set(auth()).send({ label: 'Autre' }).expect(404);
    expect(missing.body).toEqual(staffRefusal(staffMessageOf('tables.notFound')));
    await app.request.delete('/api/tables/nope').set(auth()).expect(404);
    expect(await listTables()).toEqual(before);
  });
});

describe('a table’s place: seats, area, joins, online booking (docs/product.md#tables)', () => {
  const place = (table: Pick<TableView, 'seats' | 'area' | 'combinableWith' | 'onlineBookable'>) => ({
    seats: table.seats,
    area: table.area,
    combinableWith: table.combinableWith,
    onlineBookable: table.onlineBookable,
  });

  it('starts a new table with 4 seats in the first area, joined to nothing and bookable online', async () => {
    const table = await addTable('Coin');
    expect(place(table)).toEqual({ seats: 4, area: 'Salle', combinableWith: [], onlineBookable: true });
    expect((await listTables()).areas).toEqual(['Salle', 'Terrasse', 'Salon']);
  });

  it('keeps a join both ways, whichever table it is written on, and drops a deleted table from every list', async () => {
    const six = await addTable('T6');
    const seven = (
      await app.request
        .post('/api/tables')
        .set(auth())
        .send({ label: 'T7', seats: 2, area: 'Terrasse', combinableWith: [six.id], onlineBookable: false })
        .expect(201)
    ).body;
    expect(seven).toMatchObject({
      success: true,
      ...staffSaid(staffMessageOf('tables.created')),
      data: { label: 'T7', seats: 2, area: 'Terrasse', combinableWith: [{ id: six.id, label: 'T6' }] },
    });
    expect((await tableNamed('T6'))?.combinableWith).toEqual([{ id: seven.data.id, label: 'T7' }]);
    // Only the seats sent change; the join written on T7 is taken off T6 when T6 says so.
    const updated = await app.request.put(`/api/tables/${six.id}`).set(auth()).send({ seats: 6, combinableWith: [] });
    expect(updated.body).toMatchObject({
      ...staffSaid(staffMessageOf('tables.updated')),
      data: { label: 'T6', seats: 6, area: 'Salle', combinableWith: [], onlineBookable: true },
    });
    expect((await tableNamed('T7'))?.combinableWith).toEqual([]);
    // From /cms, through the same rules.
    await app.strapi.documents('api::table.table').update({
      documentId: six.id,
      data: { combinableWith: [seven.data.id] },
    });
    expect((await tableNamed('T7'))?.combinableWith).toEqual([{ id: six.id, label: 'T6' }]);
    await app.request.delete(`/api/tables/${six.id}`).set(auth()).expect(200);
    expect((await tableNamed('T7'))?.combinableWith).toEqual([]);
    const stored = await app.strapi.documents('api::table.table').findOne({ documentId: seven.data.id });
    expect(stored?.combinableWith).toEqual([]);
  });

  it('refuses seats, an area, joins or an online flag it cannot take, with codes, and writes nothing', async () => {
    const table = await addTable('Fenêtre 2');
    const before = await listTables();
    const invalid = staffMessageOf('tables.invalid');
    const seats = staffMessageOf('tables.seatsInvalid', { min: 1, max: 20 });
    const refusals: [object, Record<string, ReturnType<typeof staffMessageOf>>][] = [
      [{ seats: 0 }, { seats }],
      [{ seats: 21 }, { seats }],
      [{ seats: 2.5 }, { seats }],
      [{ seats: '4' }, { seats }],
      [{ area: 'Cave' }, { area: staffMessageOf('tables.areaUnknown', { areas: 'Salle, Terrasse, Salon' }) }],
      [{ combinableWith: [table.id] }, { combinableWith: staffMessageOf('tables.combinableInvalid') }],
      [{ combinableWith: ['nope'] }, { combinableWith: staffMessageOf('tables.combinableInvalid') }],
      [{ combinableWith: 'T6' }, { combinableWith: staffMessageOf('tables.combinableInvalid') }],
      [{ onlineBookable: 'oui' }, { onlineBookable: staffMessageOf('tables.onlineBookableInvalid') }],
    ];
    for (const [body, errors] of refusals) {
      const response = await app.request.put(`/api/tables/${table.id}`).set(auth()).send(body).expect(400);
      expect(response.body, JSON.stringify(body)).toEqual(staffRefusal(invalid, errors));
      // A new table may join this one: only a join to itself is refused there.
      if (body !== refusals[5][0]) {
        await app.request
          .post('/api/tables')
          .set(auth())
          .send({ label: 'Nouvelle', ...body })
          .expect(400);
      }
    }
    expect(await listTables()).toEqual(before);
  });

  it('lets the owner name the areas, never dropping one that still holds a table', async () => {
    const saved = await app.request
      .put('/api/table-settings')
      .set(auth())
      .send({ areas: [' Salle ', 'Terrasse', 'Salon', 'Véranda'] })
      .expect(200);
    expect(saved.body).toEqual({
      success: true,
      ...staffSaid(staffMessageOf('tables.areasSaved')),
      data: {
        menuPath: DEFAULT_TABLE_MENU_PATH,
        assignTables: false,
        areas: ['Salle', 'Terrasse', 'Salon', 'Véranda'],
        unseated: [],
      },
    });
    const veranda = await app.request
      .post('/api/tables')
      .set(auth())
      .send({ label: 'V1', area: 'Véranda' })
      .expect(201);
    const inUse = staffMessageOf('tables.areaInUse', { area: 'Véranda', count: 1 });
    const refused = await app.request
      .put('/api/table-settings')
      .set(auth())
      .send({ areas: ['Salle', 'Terrasse', 'Salon'] })
      .expect(409);
    expect(refused.body).toEqual(staffRefusal(inUse, { areas: inUse }));
    const areasInvalid = staffMessageOf('tables.areasInvalid', { max: 12, maxLength: 30 });
    for (const areas of [[], ['Salle', 'salle'], [''], 'Salle', ['x'.repeat(31)], Array(13).fill('A')]) {
      const response = await app.request.put('/api/table-settings').set(auth()).send({ areas }).expect(400);
      expect(response.body).toEqual(staffRefusal(areasInvalid, { areas: areasInvalid }));
    }
    await app.request.put('/api/table-settings').set(auth()).send({}).expect(400);
    expect((await app.request.get('/api/table-settings').set(auth()).expect(200)).body.data.areas).toEqual([
      'Salle',
      'Terrasse',
      'Salon',
      'Véranda',
    ]);
    await app.request.delete(`/api/tables/${veranda.body.data.id}`).set(auth()).expect(200);
    await app.request
      .put('/api/table-settings')
      .set(auth())
      .send({ areas: ['Salle', 'Terrasse', 'Salon'] })
      .expect(200);
  });

  it('keeps the same rules in /cms’s « Réglages des tables »', async () => {
    const settings = app.strapi.documents('api::table-setting.table-setting');
    const stored = await settings.findFirst();
    const write = (data: Record<string, unknown>) =>
      settings.update({ documentId: stored!.documentId, data: data as never });
    await expect(write({ menuPath: 'https://ailleurs.example' })).rejects.toThrow(staffText('tables.menuPathInvalid'));
    await expect(write({ areas: ['Salle', 'salle'] })).rejects.toThrow(
      staffText('tables.areasInvalid', { max: 12, maxLength: 30 }),
    );
    await addTable('Jardin 1');
    await expect(write({ areas: ['Terrasse'] })).rejects.toThrow(/^La salle « Salle » a encore \d+ table\(s\)/);
    await write({ menuPath: '/it/menu' });
    expect((await app.request.get('/api/table-settings').set(auth()).expect(200)).body.data.menuPath).toBe('/it/menu');
    await write({ menuPath: DEFAULT_TABLE_MENU_PATH });
  });

  it('moves the settings saved before « Réglages des tables » existed into it, once', async () => {
    const settings = app.strapi.documents('api::table-setting.table-setting');
    const stored = await settings.findFirst();
    if (stored) await settings.delete({ documentId: stored.documentId });
    const former = app.strapi.store(FORMER_TABLE_SETTINGS_STORE);
    await former.set({ key: 'menuPath', value: '/de/speisekarte' });
    await former.set({ key: 'areas', value: ['Salle', 'Terrasse', 'Salon', 'Véranda'] });
    await tableSettingsMigration.up(app.strapi);
    expect((await app.request.get('/api/table-settings').set(auth()).expect(200)).body.data).toEqual({
      menuPath: '/de/speisekarte',
      assignTables: false,
      areas: ['Salle', 'Terrasse', 'Salon', 'Véranda'],
    });
    expect(await former.get({ key: 'menuPath' })).toBeNull();
    expect(await former.get({ key: 'areas' })).toBeNull();
    await app.request
      .put('/api/table-settings')
      .set(auth())
      .send({ menuPath: DEFAULT_TABLE_MENU_PATH, areas: ['Salle', 'Terrasse', 'Salon'] })
      .expect(200);
  });

  it('gives a table made before seats 4 seats in « Salle », joined to nothing and bookable online', async () => {
    const table = await addTable('Ancienne');
    const { tableName } = app.strapi.db.metadata.get('api::table.table');
    await app.strapi.db
      .connection(tableName)
      .where({ document_id: table.id })
      .update({ seats: null, area: null, combinable_with: null, online_bookable: null });
    await tablePlaces.up(app.strapi);
    const stored = await app.strapi.documents('api::table.table').findOne({ documentId: table.id });
    expect(stored).toMatchObject({ seats: 4, area: 'Salle', combinableWith: [], onlineBookable: true });
  });
});

describe('a table code, /t/<code>', () => {
  it('leads to the menu and counts scans per table and service day, today and over seven days', async () => {
    const table = await addTable('Compteur');
    const other = await addTable('Voisine');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(during('2026-06-10', 7));
    expect(await scan(table.code)).toBe(DEFAULT_TABLE_MENU_PATH);
    await scan(table.code);
    vi.setSystemTime(during('2026-06-11', 1));
    await scan(table.code);
    // 03:00 in Zurich still belongs to the service day before.
    vi.setSystemTime(during('2026-06-11', 22));
    await scan(table.code);
    await scan(other.code);
    expect(await tableNamed('Compteur')).toMatchObject({ scansToday: 2, scansWeek: 4 });
    expect(await tableNamed('Voisine')).toMatchObject({ scansToday: 1, scansWeek: 1 });
    vi.setSystemTime(during('2026-06-17', 1));
    expect(await tableNamed('Compteur')).toMatchObject({ scansToday: 0, scansWeek: 2 });
    vi.setSystemTime(during('2026-06-18', 1));
    expect(await tableNamed('Compteur')).toMatchObject({ scansToday: 0, scansWeek: 0 });
  });

  it('counts a scan once per address and table in 30 minutes, so reloading or replaying does not inflate the count', async () => {
    const table = await addTable('Rechargée');
    const other = await addTable('Sa voisine');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(during('2026-06-12', 7));
    const phone = anotherGuest();
    for (let reload = 0; reload < 5; reload += 1) expect(await scan(table.code, phone)).toBe(DEFAULT_TABLE_MENU_PATH);
    await scan(other.code, phone);
    await scan(table.code);
    expect(await tableNamed('Rechargée')).toMatchObject({ scansToday: 2 });
    expect(await tableNamed('Sa voisine')).toMatchObject({ scansToday: 1 });
    vi.setSystemTime(during('2026-06-12', 7.4));
    await scan(table.code, phone);
    expect(await tableNamed('Rechargée')).toMatchObject({ scansToday: 2 });
    vi.setSystemTime(during('2026-06-12', 7.6));
    await scan(table.code, phone);
    expect(await tableNamed('Rechargée')).toMatchObject({ scansToday: 3 });
  });

  it('counts every scan of many at once', async () => {
    const table = await addTable('Affluence');
    await Promise.all(Array.from({ length: 20 }, () => scan(table.code)));
    expect(await tableNamed('Affluence')).toMatchObject({ scansToday: 20, scansWeek: 20 });
  });

  it('leads an unknown or malformed code to the menu without counting anything', async () => {
    const before = await listTables();
    expect(await scan('zzzzzzz')).toBe(DEFAULT_TABLE_MENU_PATH);
    expect(await scan('NOT-A-CODE')).toBe(DEFAULT_TABLE_MENU_PATH);
    expect(await listTables()).toEqual(before);
  });

  it('stores nothing about the guest', async () => {
    const table = await addTable('Discrète');
    const logged = vi.spyOn(app.strapi.log, 'http');
    const response = await rawRequest(app, {
      path: `/t/${table.code}`,
      localAddress: '127.0.39.77',
      headers: { 'User-Agent': 'Guest-Phone/1.0' },
    });
    expect(response.status).toBe(302);
    const rows = await app.strapi.db.connection('table_scans').where({ code: table.code }).select('*');
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Guest-Phone');
    expect(stored).not.toContain('127.0.39.77');
    // The address counted for the 30 minutes is not kept in clear either, nor logged.
    if (app.strapi.db.dialect.client === 'postgres') {
      expect(JSON.stringify(await app.strapi.db.connection('rate_limits').select('*'))).not.toContain('127.0.39.77');
    }
    expect(JSON.stringify(logged.mock.calls)).not.toContain('127.0.39.77');
    logged.mockRestore();
    expect(Object.keys(rows[0] as object).sort()).toEqual(
      [
        'code',
        'count',
        'created_at',
        'created_by_id',
        'day',
        'document_id',
        'id',
        'locale',
        'published_at',
        'updated_at',
        'updated_by_id',
      ].sort(),
    );
  });

  it('leads to the page staff chose, a page of this site only', async () => {
    const table = await addTable('Réglage');
    for (const menuPath of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/inconnue',
    ]) {
      const refused = await app.request.put('/api/table-settings').set(auth()).send({ menuPath }).expect(400);
      const invalid = staffMessageOf('tables.menuPathInvalid');
      expect(refused.body).toEqual(staffRefusal(invalid, { menuPath: invalid }));
    }
    expect((await app.request.get('/api/table-settings').set(auth()).expect(200)).body.data).toEqual({
      menuPath: DEFAULT_TABLE_MENU_PATH,
      assignTables: false,
      areas: ['Salle', 'Terrasse', 'Salon'],
    });
    await app.request.put('/api/table-settings').set(auth()).send({ menuPath: '/en/menu' }).expect(200);
    expect(await scan(table.code)).toBe('/en/menu');
    expect(await scan('zzzzzzz')).toBe('/en/menu');
    await app.request.put('/api/table-settings').set(auth()).send({ menuPath: DEFAULT_TABLE_MENU_PATH }).expect(200);
  });

  it('deletes a table with its counts; its old code then leads to the menu and counts nothing', async () => {
    const table = await addTable('Éphémère');
    await scan(table.code);
    await app.request.delete(`/api/tables/${table.id}`).set(auth()).expect(200);
    expect(await tableNamed('Éphémère')).toBeUndefined();
    expect(await app.strapi.db.connection('table_scans').where({ code: table.code }).select('id')).toHaveLength(0);
    expect(await scan(table.code)).toBe(DEFAULT_TABLE_MENU_PATH);
    expect(await app.strapi.db.connection('table_scans').where({ code: table.code }).select('id')).toHaveLength(0);
  });
});

/** A4 in points, the sheet's 1 cm margin, and each page's grid of cells by codes per page. */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 72 / 2.54;
const GRID: Record<number, { columns: number; rows: number }> = {
  1: { columns: 1, rows: 1 },
  4: { columns: 2, rows: 2 },
  12: { columns: 3, rows: 4 },
};
const DPI = 150;

/**
 * The text of each QR code on the sheet, rasterized at 150 dpi one cell at a time: the way a phone sees one table's
 * card (zbarimg, given a whole page of twelve, may overlook one of them).
 */
function decodeQrCodes(pdf: Buffer, perPage: number, pageCount: number): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-qr-'));
  const { columns, rows } = GRID[perPage];
  const px = (points: number) => Math.round((points * DPI) / 72);
  const cell = { width: (A4.width - 2 * MARGIN) / columns, height: (A4.height - 2 * MARGIN) / rows };
  try {
    fs.writeFileSync(path.join(folder, 'sheet.pdf'), pdf);
    const found: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      for (let place = 0; place < perPage; place += 1) {
        const x = MARGIN + (place % columns) * cell.width;
        const y = MARGIN + Math.floor(place / columns) * cell.height;
        const crop = ['-x', px(x), '-y', px(y), '-W', px(cell.width), '-H', px(cell.height)].map(String);
        const name = `cell-${page}-${place}`;
        execFileSync(
          'pdftoppm',
          [
            '-r',
            String(DPI),
            '-png',
            '-singlefile',
            '-f',
            String(page),
            '-l',
            String(page),
            ...crop,
            'sheet.pdf',
            name,
          ],
          {
            cwd: folder,
          },
        );
        const result = spawnSync('zbarimg', ['--quiet', '--raw', `${name}.png`], { cwd: folder, encoding: 'utf8' });
        found.push(...result.stdout.split('\n').filter(Boolean));
      }
    }
    return found;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function qrSheet(perPage: number): Promise<Buffer> {
  const pdf = await getPdf(app.request, `/api/tables/qr-codes?perPage=${perPage}`, auth());
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['cache-control']).toBe('no-store');
  return pdf.bytes;
}

describe('« Codes QR des tables »', () => {
  beforeAll(async () => {
    for (const table of (await listTables()).tables) {
      await app.request.delete(`/api/tables/${table.id}`).set(auth()).expect(200);
    }
  });

  it('says so on its one page when there is no table yet', async () => {
    const text = pdfText(await qrSheet(4));
    expect(text).toContain("Aucune table : ajoutez-en dans l'onglet « Tables ».");
  });

  it('prints every table, 1, 4 or 12 to a page, each code decoding to its address', async () => {
    for (const label of ['1', '2', '12', 'Terrasse 3', 'Salon privé de la cave']) await addTable(label);
    const { tables } = await listTables();
    const expected = tables.map((table) => `${PUBLIC_URL}/t/${table.code}`).sort();
    for (const perPage of [1, 4, 12]) {
      const pdf = await qrSheet(perPage);
      const pageCount = Math.ceil(tables.length / perPage);
      const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
      expect(info).toMatch(new RegExp(`Pages:\\s+${pageCount}\\n`));
      expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
      expect(decodeQrCodes(pdf, perPage, pageCount).sort()).toEqual(expected);
      const text = pdfText(pdf);
      for (const table of tables) {
        expect(text).toContain(table.label);
        expect(text).toContain(`www.trattoria.example/t/${table.code}`);
      }
      expect(text).toContain('Trattoria Ticino');
    }
  });

  it('refuses any other number per page in French', async () => {
    for (const perPage of ['2', '0', 'douze', '']) {
      const response = await app.request.get(`/api/tables/qr-codes?perPage=${perPage}`).set(auth()).expect(400);
      const invalid = staffMessageOf('tables.perPageInvalid');
      expect(response.body).toEqual(staffRefusal(invalid, { perPage: invalid }));
    }
    await app.request.get('/api/tables/qr-codes').set(auth()).expect(400);
  });
});
