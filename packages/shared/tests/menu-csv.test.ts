import { describe, expect, it } from 'vitest';
import {
  MENU_CSV_HEADERS,
  NO_LAW_DETAILS,
  menuToCsv,
  parseMenuCsv,
  planMenuImport,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type MenuCsvRow,
  type MenuItem,
  type StaffMessage,
} from '../src';

/** Available, undated, no law details: what the file leaves as it is. */
const UNDATED = {
  availability: 'disponible',
  soldOutOn: null,
  availableFrom: null,
  availableUntil: null,
  boardUntil: null,
  ...NO_LAW_DETAILS,
} as const;

const MENU: MenuItem[] = [
  {
    id: 'a1',
    title: 'Pizza « Bœuf » ; crème',
    price: 24.5,
    description: 'Tomate, "fior di latte"\net cèpes',
    category: 'Nos Pizzas',
    ...UNDATED,
    position: 1,
    photo: null,
  },
  {
    id: 'b2',
    title: 'Tiramisù',
    price: 9,
    description: 'Mascarpone',
    category: 'Nos Desserts',
    ...UNDATED,
    position: 1,
    photo: null,
  },
];

const HEADER = 'Identifiant;Titre;Prix (CHF);Description;Catégorie';

function rowsOf(text: string): MenuCsvRow[] {
  const parsed = parseMenuCsv(text);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => wordStaffMessage(error.message)).join('\n'));
  return parsed.rows;
}

function errorsOf(text: string): StaffMessage[] {
  const parsed = parseMenuCsv(text);
  return parsed.ok ? [] : parsed.errors.map((error) => error.message);
}

/** A field's refusal on a line, quoted in its French words. */
const fieldError = (line: number, refusal: StaffMessage) => ({
  line,
  message: staffMessageOf('menuCsv.field', { line, message: wordStaffMessage(refusal) }),
});

describe('the menu file (docs/product.md#menu-file)', () => {
  it('is UTF-8 text with a byte-order mark, `;` between cells and French headers from the descriptor', () => {
    const text = menuToCsv(MENU);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(`${HEADER};Disponibilité;Boisson servie sans quantité`);
    // Text, number and choice fields have a column; dates and the law's lists and records (JSON) stay out of the
    // file (an import keeps them).
    expect(MENU_CSV_HEADERS).toEqual([
      'Identifiant',
      'Titre',
      'Prix (CHF)',
      'Description',
      'Catégorie',
      'Disponibilité',
      'Boisson servie sans quantité',
    ]);
    expect(text).toContain('\r\nb2;Tiramisù;9.00;Mascarpone;Nos Desserts;disponible;\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks, and reads them back as they were', () => {
    const text = menuToCsv(MENU);
    expect(text).toContain('"Pizza « Bœuf » ; crème"');
    expect(text).toContain('"Tomate, ""fior di latte""\net cèpes"');
    const rows = rowsOf(text);
    expect(rows.map((row) => row.id)).toEqual(['a1', 'b2']);
    expect(rows[0].input).toEqual({
      title: 'Pizza « Bœuf » ; crème',
      price: '24.50',
      description: 'Tomate, "fior di latte"\net cèpes',
      category: 'Nos Pizzas',
      availability: 'disponible',
      quantityExemption: '',
    });
  });

  it('numbers rows by the line where they start, counting line breaks inside cells and blank lines', () => {
    const text = `${HEADER}\n\na1;A;1;"deux\nlignes";Nos Pizzas\n;B;2;b;Nos Pizzas\n`;
    expect(rowsOf(text).map((row) => row.line)).toEqual([3, 5]);
  });

  it('reads a file without byte-order mark, with Windows line ends, commas in prices and forgiving headers', () => {
    const rows = rowsOf('identifiant;TITRE;prix (chf);Description;Categorie\r\n;Gnocchi;18,50;Beurre;Nos Pâtes\r\n');
    expect(rows).toEqual([
      { line: 2, id: null, input: { title: 'Gnocchi', price: '18.50', description: 'Beurre', category: 'Nos Pâtes' } },
    ]);
  });

  it('writes a cell that starts like a formula as text, and reads it back unchanged', () => {
    const item: MenuItem = { ...MENU[1], title: '=1+1', description: '-20 % le mardi' };
    const text = menuToCsv([item]);
    expect(text).toContain(`"'=1+1"`);
    expect(rowsOf(text)[0].input).toMatchObject({ title: '=1+1', description: '-20 % le mardi' });
  });

  it('refuses a file without rows or with unknown, repeated or missing columns', () => {
    expect(errorsOf('')).toEqual([staffMessageOf('menuCsv.empty')]);
    expect(errorsOf('\uFEFF\r\n\r\n')).toEqual([staffMessageOf('menuCsv.empty')]);
    expect(errorsOf('Identifiant;Titre;Prix (CHF);Description;Catégorie;Couleur\n')).toEqual([
      staffMessageOf('menuCsv.unknownColumn', { line: 1, name: 'Couleur' }),
    ]);
    expect(errorsOf('Identifiant;Titre;Titre;Prix (CHF);Catégorie\n')).toEqual([
      staffMessageOf('menuCsv.repeatedColumn', { line: 1, name: 'Titre' }),
      staffMessageOf('menuCsv.missingColumn', { line: 1, name: 'Description' }),
    ]);
    expect(errorsOf('Titre;Prix (CHF);Description;Catégorie\n')).toEqual([
      staffMessageOf('menuCsv.missingColumn', { line: 1, name: 'Identifiant' }),
    ]);
  });

  it('refuses a file of more rows than a menu has', () => {
    const rows = Array.from({ length: 2001 }, (_, index) => `;Plat ${index};9;x;Nos Desserts`);
    expect(errorsOf([HEADER, ...rows].join('\n'))).toEqual([staffMessageOf('menuCsv.tooManyRows', { max: 2000 })]);
    expect(errorsOf([HEADER, ...rows.slice(1)].join('\n'))).toEqual([]);
  });

  it('names every bad line of the file at once, with its line number', () => {
    const text = [
      HEADER,
      ';Bon;12.00;Bien;Nos Pizzas',
      ';;12.00;Sans titre;Nos Pizzas',
      ';Trop cher;abc;Prix illisible;Nos Pizzas',
      ';Court;12;;',
      ';Trop précis;12.345;x;Nos Sushis',
    ].join('\n');
    const parsed = parseMenuCsv(text);
    expect(parsed.ok).toBe(true);
    const check = planMenuImport(MENU, parsed.ok ? parsed.rows : []);
    expect(errorsOf(text)).toEqual([]);
    expect(errorsOf(`${text}\n"non fermé;1;2;3;4`)).toEqual([staffMessageOf('menuCsv.unclosedQuote', { line: 7 })]);
    expect(errorsOf(text.replace(';Court;12;;', ';Court;12;x;Nos Pizzas;en trop'))).toEqual([
      staffMessageOf('menuCsv.cellCount', { line: 5, found: 6, expected: 5 }),
    ]);
    expect(check.ok ? [] : check.errors).toEqual([
      fieldError(3, staffMessageOf('menuItem.titleRequired')),
      fieldError(4, staffMessageOf('menuItem.priceNotPositive')),
      fieldError(5, staffMessageOf('menuItem.descriptionRequired')),
      fieldError(5, staffMessageOf('menuItem.categoryRequired')),
      fieldError(6, staffMessageOf('menuItem.priceTooPrecise')),
      fieldError(6, staffMessageOf('menuItem.categoryUnknown')),
    ]);
  });

  it('refuses a row naming an item twice, or an item the menu does not have', () => {
    const text = `${HEADER}\nb2;Tiramisù;9;Mascarpone;Nos Desserts\nb2;Tiramisù;9;Mascarpone;Nos Desserts\n`;
    expect(errorsOf(text)).toEqual([staffMessageOf('menuCsv.repeatedId', { line: 3, id: 'b2', first: 2 })]);
    const check = planMenuImport(MENU, rowsOf(`${HEADER}\nzz;Fantôme;9;x;Nos Desserts\n`));
    expect(check.ok ? [] : check.errors).toEqual([
      { line: 2, message: staffMessageOf('menuCsv.unknownId', { line: 2, id: 'zz' }) },
    ]);
  });

  it('words each problem in French, the line first, a field’s own words inside the sentence', () => {
    expect(staffText('menuCsv.empty')).toBe('Le fichier est vide.');
    expect(staffText('menuCsv.tooManyRows', { max: 2000 })).toBe('Le fichier compte plus de 2000 lignes.');
    expect(staffText('menuCsv.unknownColumn', { line: 1, name: 'Couleur' })).toBe(
      'Ligne 1 : la colonne « Couleur » est inconnue.',
    );
    expect(staffText('menuCsv.repeatedColumn', { line: 1, name: 'Titre' })).toBe(
      'Ligne 1 : la colonne « Titre » figure deux fois.',
    );
    expect(staffText('menuCsv.missingColumn', { line: 1, name: 'Identifiant' })).toBe(
      'Ligne 1 : la colonne « Identifiant » manque.',
    );
    expect(staffText('menuCsv.unclosedQuote', { line: 7 })).toBe("Ligne 7 : un guillemet ouvert n'est jamais fermé.");
    expect(staffText('menuCsv.cellCount', { line: 5, found: 6, expected: 5 })).toBe(
      'Ligne 5 : 6 cellule(s) au lieu de 5.',
    );
    expect(staffText('menuCsv.field', { line: 6, message: staffText('menuItem.categoryUnknown') })).toBe(
      "Ligne 6 : cette catégorie n'existe pas.",
    );
    expect(staffText('menuCsv.repeatedId', { line: 3, id: 'b2', first: 2 })).toBe(
      "Ligne 3 : l'identifiant « b2 » figure déjà à la ligne 2.",
    );
    expect(staffText('menuCsv.unknownId', { line: 2, id: 'zz' })).toBe(
      "Ligne 2 : aucun plat du menu n'a l'identifiant « zz ».",
    );
    expect(staffText('menuCsv.priceJump', { line: 2, before: 9, after: 90, factor: 10 })).toBe(
      'Ligne 2 : le prix passerait de CHF 9.00 à CHF 90.00, soit au moins 10 fois plus cher : vérifiez la virgule ' +
        '(un tel changement se confirme dans le formulaire du plat).',
    );
    expect(staffText('menuCsv.priceJump', { line: 2, before: 90, after: 9, factor: 10 })).toMatch(
      /au moins 10 fois moins cher/,
    );
    expect(staffText('menuCsv.priceByQuantity', { line: 2, title: 'Gamay', quantity: '1 dl', price: 7 })).toBe(
      'Ligne 2 : le prix de « Gamay » est celui de sa première quantité (1 dl CHF 7.00) : ' +
        'changez les prix par quantité dans le formulaire du plat.',
    );
  });
});

describe('planning an import', () => {
  it('changes nothing when the file is the export itself', () => {
    const check = planMenuImport(MENU, rowsOf(menuToCsv(MENU)));
    expect(check).toEqual({ ok: true, plan: { added: [], changed: [], removed: [], unchanged: 2 } });
  });

  it('lists what is added, changed (field: before → after) and removed', () => {
    const text = `${HEADER}\nb2;Tiramisù maison;9.5;Mascarpone;Nos Desserts\n;Gnocchi;18.50;Beurre;Nos Pâtes\n`;
    const check = planMenuImport(MENU, rowsOf(text));
    expect(check).toEqual({
      ok: true,
      plan: {
        added: [
          {
            line: 3,
            values: { title: 'Gnocchi', price: 18.5, description: 'Beurre', category: 'Nos Pâtes', ...UNDATED },
          },
        ],
        changed: [
          {
            line: 2,
            id: 'b2',
            title: 'Tiramisù',
            values: {
              title: 'Tiramisù maison',
              price: 9.5,
              description: 'Mascarpone',
              category: 'Nos Desserts',
              ...UNDATED,
            },
            changes: [
              { field: 'title', label: 'Titre', before: 'Tiramisù', after: 'Tiramisù maison' },
              { field: 'price', label: 'Prix (CHF)', before: '9.00', after: '9.50' },
            ],
          },
        ],
        removed: [{ id: 'a1', title: 'Pizza « Bœuf » ; crème', category: 'Nos Pizzas' }],
        unchanged: 0,
      },
    });
  });

  it('refuses a price ten times higher or lower than the stored one, naming its line (docs/product.md#price-guard)', () => {
    const check = planMenuImport(MENU, rowsOf(`${HEADER}\nb2;Tiramisù;90;Mascarpone;Nos Desserts\n`));
    expect(check).toEqual({
      ok: false,
      errors: [
        { line: 2, message: staffMessageOf('menuCsv.priceJump', { line: 2, before: 9, after: 90, factor: 10 }) },
      ],
    });
    expect(planMenuImport(MENU, rowsOf(`${HEADER}\nb2;Tiramisù;89.99;Mascarpone;Nos Desserts\n`)).ok).toBe(true);
  });

  it("refuses a new price for a drink priced by quantity, whose price is its first quantity's (docs/product.md#swiss-food-and-price-law)", () => {
    const wine: MenuItem = {
      id: 'w3',
      title: 'Gamay de Genève',
      price: 7,
      description: 'Domaine des Balisiers',
      category: 'Vins Rouges - Suisse',
      ...UNDATED,
      quantities: [
        { quantity: '1 dl', price: 7 },
        { quantity: '75 cl', price: 48 },
      ],
      position: 0,
      photo: null,
    };
    const line = (price: string) =>
      `${HEADER}\nw3;Gamay de Genève;${price};Domaine des Balisiers;Vins Rouges - Suisse\n`;
    expect(planMenuImport([wine], rowsOf(line('8.00')))).toEqual({
      ok: false,
      errors: [
        {
          line: 2,
          message: staffMessageOf('menuCsv.priceByQuantity', {
            line: 2,
            title: 'Gamay de Genève',
            quantity: '1 dl',
            price: 7,
          }),
        },
      ],
    });
    const unchanged = planMenuImport([wine], rowsOf(line('7,0')));
    expect(unchanged.ok && unchanged.plan.unchanged).toBe(1);
  });

  it('keeps the fields a file leaves out, and reads a price written 9 or 9.0 as the same 9.00', () => {
    const text = 'Identifiant;Titre;Prix (CHF);Catégorie;Description\nb2;Tiramisù;9.0;Nos Desserts;Mascarpone\n';
    const check = planMenuImport([MENU[1]], rowsOf(text));
    expect(check.ok && check.plan.unchanged).toBe(1);
  });
});
