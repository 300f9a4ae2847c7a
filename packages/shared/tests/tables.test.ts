import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TABLE_MENU_PATH,
  TABLE_CODE_ALPHABET,
  TABLE_CODE_LENGTH,
  TABLE_AREAS_MAX,
  TABLE_AREA_MAX_LENGTH,
  TABLE_LABEL_MAX_LENGTH,
  checkTableAreas,
  checkTablePlace,
  staffMessageOf,
  checkTableLabel,
  checkTableMenuPath,
  isTableCode,
  newTableCode,
  parseTableQrPerPage,
  sameTableLabel,
  tableCodeOfPath,
  tableScanUrl,
  tableShortAddress,
} from '../src';

describe('table labels', () => {
  it('trims a label and collapses its inner spaces', () => {
    expect(checkTableLabel('  Terrasse   3 ')).toEqual({ ok: true, value: 'Terrasse 3' });
    expect(checkTableLabel('1')).toEqual({ ok: true, value: '1' });
  });

  it('refuses an empty, blank or non-text label with the French message', () => {
    for (const input of ['', '   ', undefined, null, 12, {}]) {
      expect(checkTableLabel(input)).toEqual({ ok: false, message: staffMessageOf('tables.labelRequired') });
    }
  });

  it('takes a label up to its maximum length, counting characters, and refuses a longer one', () => {
    expect(checkTableLabel('é'.repeat(TABLE_LABEL_MAX_LENGTH)).ok).toBe(true);
    expect(checkTableLabel('é'.repeat(TABLE_LABEL_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: staffMessageOf('tables.labelTooLong', { max: TABLE_LABEL_MAX_LENGTH }),
    });
  });

  it('treats labels differing in case only as the same table, but not those differing in accents', () => {
    expect(sameTableLabel('Terrasse 3', 'terrasse 3')).toBe(true);
    expect(sameTableLabel('Salle', 'Sallé')).toBe(false);
    expect(sameTableLabel('1', '12')).toBe(false);
  });
});

describe('table codes', () => {
  it('draws each character from the alphabet without look-alikes', () => {
    expect(TABLE_CODE_ALPHABET).not.toMatch(/[01ilo]/);
    expect(new Set(TABLE_CODE_ALPHABET).size).toBe(TABLE_CODE_ALPHABET.length);
    let next = 0;
    const code = newTableCode((limit) => next++ % limit);
    expect(code).toBe(TABLE_CODE_ALPHABET.slice(0, TABLE_CODE_LENGTH));
    expect(newTableCode((limit) => limit - 1)).toBe('z'.repeat(TABLE_CODE_LENGTH));
    expect(isTableCode(code)).toBe(true);
  });

  it('knows the shape of a code', () => {
    expect(isTableCode('abc2345')).toBe(true);
    for (const text of ['abc234', 'abc23456', 'ABC2345', 'abc234o', 'abc-234', 12, null]) {
      expect(isTableCode(text)).toBe(false);
    }
  });

  it('reads the code of a /t/ path, and nothing of any other path', () => {
    expect(tableCodeOfPath('/t/abc2345')).toBe('abc2345');
    expect(tableCodeOfPath('/t/abc2345/')).toBe('abc2345');
    expect(tableCodeOfPath('/t/WHAT')).toBe('WHAT');
    expect(tableCodeOfPath('/t/a/b')).toBeNull();
    expect(tableCodeOfPath('/la-carte')).toBeNull();
    expect(tableCodeOfPath('/tables')).toBeNull();
  });

  it('writes the encoded address and the short printed one', () => {
    expect(tableScanUrl('https://www.trattoria.example', 'abc2345')).toBe('https://www.trattoria.example/t/abc2345');
    expect(tableScanUrl('https://www.trattoria.example/', 'abc2345')).toBe('https://www.trattoria.example/t/abc2345');
    expect(tableShortAddress('https://www.trattoria.example', 'abc2345')).toBe('www.trattoria.example/t/abc2345');
    expect(tableShortAddress('http://localhost:1337', 'abc2345')).toBe('localhost:1337/t/abc2345');
  });
});

describe('the page a code leads to', () => {
  it("takes the site's pages, with a query or a fragment", () => {
    for (const path of [
      DEFAULT_TABLE_MENU_PATH,
      '/en/menu',
      '/la-carte#vins',
      '/la-carte?source=table',
      ' /contact ',
    ]) {
      expect(checkTableMenuPath(path)).toEqual({ ok: true, value: path.trim() });
    }
  });

  it('refuses other hosts, schemes, unknown pages and odd characters', () => {
    const refused = [
      'https://evil.example/la-carte',
      '//evil.example/la-carte',
      '/\\evil.example',
      'javascript:alert(1)',
      'la-carte',
      '/nulle-part',
      '/la carte',
      '/la-\ncarte',
      '',
      '/'.padEnd(300, 'a'),
      42,
      null,
    ];
    for (const path of refused) {
      expect(checkTableMenuPath(path)).toEqual({ ok: false, message: staffMessageOf('tables.menuPathInvalid') });
    }
  });
});

describe('codes per page', () => {
  it('takes 1, 4 or 12 and nothing else', () => {
    expect(parseTableQrPerPage('1')).toBe(1);
    expect(parseTableQrPerPage('4')).toBe(4);
    expect(parseTableQrPerPage('12')).toBe(12);
    for (const input of ['0', '2', '6', '13', '012', '4.0', ' 4', '', undefined, ['4']]) {
      expect(parseTableQrPerPage(input)).toBeNull();
    }
  });
});

describe('a table’s place (docs/product.md#tables)', () => {
  const areas = ['Salle', 'Terrasse'];
  const current = { seats: 6, area: 'Terrasse', combinableWith: ['b'], onlineBookable: false };

  it('gives a new table 4 seats in the first area, joined to nothing, bookable online', () => {
    expect(checkTablePlace({}, { current: null, areas, tableIds: [] })).toEqual({
      ok: true,
      value: { seats: 4, area: 'Salle', combinableWith: [], onlineBookable: true },
    });
    expect(checkTablePlace(null, { current: null, areas: [], tableIds: [] })).toMatchObject({
      value: { area: 'Salle' },
    });
  });

  it('keeps what is not sent and takes what is, each join once', () => {
    expect(checkTablePlace({ seats: 1 }, { current, areas, tableIds: ['b', 'c'] })).toEqual({
      ok: true,
      value: { ...current, seats: 1 },
    });
    expect(
      checkTablePlace(
        { seats: 20, area: 'Salle', combinableWith: ['c', 'c', 'b'], onlineBookable: true },
        { current, areas, tableIds: ['b', 'c'] },
      ),
    ).toEqual({ ok: true, value: { seats: 20, area: 'Salle', combinableWith: ['c', 'b'], onlineBookable: true } });
    expect(current).toEqual({ seats: 6, area: 'Terrasse', combinableWith: ['b'], onlineBookable: false });
  });

  it('refuses each field it cannot take, by its own code', () => {
    const refused = checkTablePlace(
      { seats: 0, area: 'Cave', combinableWith: ['a'], onlineBookable: 'oui' },
      { current, areas, tableIds: ['b'] },
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        seats: staffMessageOf('tables.seatsInvalid', { min: 1, max: 20 }),
        area: staffMessageOf('tables.areaUnknown', { areas: 'Salle, Terrasse' }),
        combinableWith: staffMessageOf('tables.combinableInvalid'),
        onlineBookable: staffMessageOf('tables.onlineBookableInvalid'),
      },
    });
    for (const seats of [21, 2.5, '4', null, -1]) {
      expect(checkTablePlace({ seats }, { current, areas, tableIds: [] }), String(seats)).toMatchObject({
        ok: false,
        errors: { seats: { code: 'tables.seatsInvalid' } },
      });
    }
    for (const combinableWith of ['b', [1], null, {}]) {
      expect(checkTablePlace({ combinableWith }, { current, areas, tableIds: ['b'] })).toMatchObject({ ok: false });
    }
    expect(checkTablePlace({ area: 1 }, { current, areas, tableIds: [] })).toMatchObject({ ok: false });
    expect(checkTablePlace({ onlineBookable: 0 }, { current, areas, tableIds: [] })).toMatchObject({ ok: false });
  });
});

describe('the owner’s areas', () => {
  const refused = {
    ok: false,
    message: staffMessageOf('tables.areasInvalid', { max: TABLE_AREAS_MAX, maxLength: TABLE_AREA_MAX_LENGTH }),
  };

  it('takes 1 to 12 names, trimmed, their inner spaces collapsed', () => {
    expect(checkTableAreas([' Salle ', 'Petit   salon'])).toEqual({ ok: true, value: ['Salle', 'Petit salon'] });
    expect(checkTableAreas(Array.from({ length: TABLE_AREAS_MAX }, (_, i) => `S${i}`)).ok).toBe(true);
    expect(checkTableAreas(['é'.repeat(TABLE_AREA_MAX_LENGTH)]).ok).toBe(true);
  });

  it('refuses none, too many, an empty or too long one, one twice whatever its case, or anything but a list', () => {
    for (const raw of [
      [],
      Array.from({ length: TABLE_AREAS_MAX + 1 }, (_, i) => `S${i}`),
      ['Salle', ' '],
      ['é'.repeat(TABLE_AREA_MAX_LENGTH + 1)],
      ['Salle', 'SALLE'],
      ['Salle', 3],
      'Salle',
      null,
    ]) {
      expect(checkTableAreas(raw), JSON.stringify(raw)).toEqual(refused);
    }
  });
});
