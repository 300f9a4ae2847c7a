import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  boardCrossErrors,
  boardEndedOn,
  boardOn,
  boardTemplates,
  defaultBoardUntil,
  isBoardDish,
  isPublicMenuItem,
  isShownOn,
  menuJsonLd,
  menuToCsv,
  planMenuImport,
  reviewReasons,
  splitBoard,
  staffMessageOf,
  staffText,
  toPublicMenuItem,
  validateMenuItem,
  type AnimalOrigin,
  type MenuItem,
} from '../src';

const PERCH: AnimalOrigin = {
  animal: 'poisson',
  name: 'Perche',
  production: 'elevage',
  country: 'CH',
  faoArea: null,
};
const FISH = {
  title: 'Filets de perche',
  price: '34.50',
  description: 'Meunière',
  category: 'Nos Poissons',
  allergens: ['poissons'],
};

function item(id: string, fields: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    title: `Plat ${id}`,
    price: 20,
    description: 'Du jour',
    category: 'Nos Spécialités',
    availability: 'disponible',
    soldOutOn: null,
    availableFrom: null,
    availableUntil: null,
    boardUntil: null,
    ...NO_LAW_DETAILS,
    photo: null,
    position: 0,
    ...fields,
  };
}

describe("a board dish's days (docs/product.md#todays-board)", () => {
  it('is on the board until the end of its last service day, then kept and shown nowhere', () => {
    const dish = item('a', { boardUntil: '2026-11-26' });
    expect(isBoardDish(dish)).toBe(true);
    expect(boardEndedOn(dish, '2026-11-26')).toBe(false);
    expect(boardEndedOn(dish, '2026-11-27')).toBe(true);
    expect(isShownOn(dish, '2026-11-25')).toBe(true);
    expect(isShownOn(dish, '2026-11-26')).toBe(true);
    expect(isShownOn(dish, '2026-11-27')).toBe(false);
  });

  it("is not a board dish without a last day: the menu's own dishes never leave the board", () => {
    const dish = item('b');
    expect(isBoardDish(dish)).toBe(false);
    expect(boardEndedOn(dish, '2099-01-01')).toBe(false);
    expect(isShownOn(dish, '2099-01-01')).toBe(true);
  });

  it('follows the rest of the availability rules: a hidden board dish is not shown', () => {
    expect(isShownOn(item('c', { boardUntil: '2026-11-26', availability: 'masqué' }), '2026-11-26')).toBe(false);
    expect(isShownOn(item('c', { boardUntil: '2026-11-26', availability: 'épuisé' }), '2026-11-26')).toBe(true);
  });

  it('lasts by default for the service day it is written on (05:00 to 05:00 in Zurich)', () => {
    expect(defaultBoardUntil(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26');
    expect(defaultBoardUntil(new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(defaultBoardUntil(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-27');
  });

  it("lists today's board, hidden or sold-out included, and leaves ended and menu dishes out", () => {
    const items = [
      item('today', { boardUntil: '2026-11-26' }),
      item('week', { boardUntil: '2026-11-30' }),
      item('old', { boardUntil: '2026-11-20' }),
      item('menu'),
    ];
    expect(boardOn(items, '2026-11-26').map((entry) => entry.id)).toEqual(['today', 'week']);
  });
});

describe('the board rule: meat and fish need their origin', () => {
  const ORIGIN_MISSING = staffMessageOf('law.originMissing');

  it('refuses a board dish of fish without origin, with the words of « À vérifier »', () => {
    const result = validateMenuItem({ ...FISH, boardUntil: '2026-11-26' });
    expect(result).toEqual({ ok: false, errors: { origins: ORIGIN_MISSING } });
    expect(reviewReasons({ ...item('x', { category: 'Nos Poissons' }) })[0]).toEqual(ORIGIN_MISSING);
    expect(staffText('law.originMissing')).toBe('Origine de la viande ou du poisson non déclarée');
  });

  it('refuses meat by its category and fish or seafood served elsewhere by its allergens', () => {
    const board = { boardUntil: '2026-11-26', origins: [] as AnimalOrigin[] };
    expect(boardCrossErrors({ ...board, category: 'Nos Viandes', allergens: [] })).toEqual({ origins: ORIGIN_MISSING });
    for (const allergen of ['poissons', 'crustaces', 'mollusques'] as const) {
      expect(boardCrossErrors({ ...board, category: 'Nos Spécialités', allergens: [allergen] })).toEqual({
        origins: ORIGIN_MISSING,
      });
    }
    expect(boardCrossErrors({ ...board, category: 'Nos Spécialités', allergens: ['lait'] })).toEqual({});
  });

  it('accepts the dish with its origin, and a menu dish without one (« À vérifier » lists it instead)', () => {
    const withOrigin = validateMenuItem({ ...FISH, boardUntil: '2026-11-26', origins: [PERCH] });
    expect(withOrigin.ok && withOrigin.values.boardUntil).toBe('2026-11-26');
    const menuDish = validateMenuItem(FISH);
    expect(menuDish.ok && menuDish.values.boardUntil).toBeNull();
  });

  it('says only what is wrong with a last day that is not a date, or a faulty origin', () => {
    expect(validateMenuItem({ ...FISH, boardUntil: '27.11.2026' })).toEqual({
      ok: false,
      errors: { boardUntil: staffMessageOf('menuItem.boardUntilInvalid') },
    });
    const faulty = validateMenuItem({ ...FISH, boardUntil: '2026-11-26', origins: [{ animal: 'dragon' }] });
    expect(!faulty.ok && faulty.errors.origins).toEqual(staffMessageOf('law.originAnimal', { row: 1 }));
    const unknownCategory = validateMenuItem({ ...FISH, category: 'Nos Dragons', boardUntil: '2026-11-26' });
    expect(!unknownCategory.ok && unknownCategory.errors).toEqual({
      category: staffMessageOf('menuItem.categoryUnknown'),
    });
    const badAllergens = validateMenuItem({ ...FISH, boardUntil: '2026-11-26', allergens: ['dragon'] });
    expect(!badAllergens.ok && Object.keys(badAllergens.errors)).toEqual(['allergens']);
  });
});

describe('the board in public outputs', () => {
  it('marks a board dish `board: true` for visitors, and nothing on a menu dish', () => {
    const board = toPublicMenuItem(item('a', { boardUntil: '2026-11-26' }));
    const menu = toPublicMenuItem(item('b'));
    expect(board.board).toBe(true);
    expect('board' in menu).toBe(false);
    expect(JSON.stringify(board)).not.toContain('boardUntil');
    expect(isPublicMenuItem(board)).toBe(true);
    expect(isPublicMenuItem(menu)).toBe(true);
    expect(isPublicMenuItem({ ...menu, board: false })).toBe(false);
  });

  it('puts board dishes apart, each list in the order given', () => {
    const items = [{ id: '1' }, { id: '2', board: true as const }, { id: '3' }, { id: '4', board: true as const }];
    expect(splitBoard(items)).toEqual({ board: [items[1], items[3]], carte: [items[0], items[2]] });
  });

  it('gives the board its own first JSON-LD section, never also under its category', () => {
    const items = [
      toPublicMenuItem(item('menu', { title: 'Fondue' })),
      toPublicMenuItem(item('board', { title: 'Osso buco', boardUntil: '2026-11-26' })),
    ];
    const sections = menuJsonLd(items, 'https://www.trattoria.example').hasMenuSection as {
      name: string;
      hasMenuItem: { name: string }[];
    }[];
    expect(sections.map((section) => [section.name, section.hasMenuItem.map((dish) => dish.name)])).toEqual([
      ["Aujourd'hui à l'ardoise", ['Osso buco']],
      ['Nos Spécialités', ['Fondue']],
    ]);
    const empty = menuJsonLd([items[0]], 'https://www.trattoria.example').hasMenuSection as { name: string }[];
    expect(empty.map((section) => section.name)).toEqual(['Nos Spécialités']);
  });
});

describe('the board and the menu file', () => {
  const menu = item('menu', { title: 'Fondue' });
  const board = item('board', { title: 'Osso buco', boardUntil: '2026-11-26' });

  it('leaves board dishes out of the exported file', () => {
    const csv = menuToCsv([menu, board]);
    expect(csv).toContain('Fondue');
    expect(csv).not.toContain('Osso buco');
  });

  it('neither removes nor changes a board dish on import', () => {
    const check = planMenuImport([menu, board], [{ line: 2, id: 'menu', input: {} }]);
    expect(check).toEqual({ ok: true, plan: { added: [], changed: [], removed: [], unchanged: 1 } });
    const naming = planMenuImport([menu, board], [{ line: 2, id: 'board', input: {} }]);
    expect(naming.ok).toBe(false);
  });
});

describe('the dishes to start a new board dish from', () => {
  it('are the ended board dishes, the latest first, one per title', () => {
    const items = [
      item('old', { title: 'Osso buco', boardUntil: '2026-11-01' }),
      item('recent', { title: 'osso buco', boardUntil: '2026-11-20' }),
      item('other', { title: 'Risotto aux cèpes', boardUntil: '2026-11-10' }),
      item('middle', { title: 'Polenta', boardUntil: '2026-11-15' }),
      item('today', { title: 'Brasato', boardUntil: '2026-11-26' }),
      item('menu', { title: 'Fondue' }),
    ];
    expect(boardTemplates(items, '2026-11-26').map((entry) => entry.id)).toEqual(['recent', 'middle', 'other']);
    expect(boardTemplates([items[2], items[3]], '2026-11-26').map((entry) => entry.id)).toEqual(['middle', 'other']);
  });
});
