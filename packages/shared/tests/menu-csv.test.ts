import { describe, expect, it } from 'vitest';
import {
  MENU_CSV_HEADERS,
  NO_LAW_DETAILS,
  menuToCsv,
  parseMenuCsv,
  planMenuImport,
  type MenuCsvRow,
  type MenuItem,
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
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  return parsed.rows;
}

function errorsOf(text: string): string[] {
  const parsed = parseMenuCsv(text);
  return parsed.ok ? [] : parsed.errors.map((error) => error.message);
}

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
    expect(errorsOf('')).toEqual(['Le fichier est vide.']);
    expect(errorsOf('\uFEFF\r\n\r\n')).toEqual(['Le fichier est vide.']);
    expect(errorsOf('Identifiant;Titre;Prix (CHF);Description;Catégorie;Couleur\n')).toEqual([
      'Ligne 1 : la colonne « Couleur » est inconnue.',
    ]);
    expect(errorsOf('Identifiant;Titre;Titre;Prix (CHF);Catégorie\n')).toEqual([
      'Ligne 1 : la colonne « Titre » figure deux fois.',
      'Ligne 1 : la colonne « Description » manque.',
    ]);
    expect(errorsOf('Titre;Prix (CHF);Description;Catégorie\n')).toEqual([
      'Ligne 1 : la colonne « Identifiant » manque.',
    ]);
  });

  it('names every bad line of the file at once, in French, with its line number', () => {
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
    expect(errorsOf(`${text}\n"non fermé;1;2;3;4`)).toEqual(["Ligne 7 : un guillemet ouvert n'est jamais fermé."]);
    expect(errorsOf(text.replace(';Court;12;;', ';Court;12;x;Nos Pizzas;en trop'))).toEqual([
      'Ligne 5 : 6 cellule(s) au lieu de 5.',
    ]);
    expect(check.ok ? [] : check.errors).toEqual([
      { line: 3, message: 'Ligne 3 : le titre est requis.' },
      { line: 4, message: 'Ligne 4 : le prix doit être un nombre positif.' },
      { line: 5, message: 'Ligne 5 : la description est requise.' },
      { line: 5, message: 'Ligne 5 : la catégorie est requise.' },
      { line: 6, message: 'Ligne 6 : le prix ne peut avoir que deux décimales.' },
      { line: 6, message: "Ligne 6 : cette catégorie n'existe pas." },
    ]);
  });

  it('refuses a row naming an item twice, or an item the menu does not have', () => {
    const text = `${HEADER}\nb2;Tiramisù;9;Mascarpone;Nos Desserts\nb2;Tiramisù;9;Mascarpone;Nos Desserts\n`;
    expect(errorsOf(text)).toEqual(["Ligne 3 : l'identifiant « b2 » figure déjà à la ligne 2."]);
    const check = planMenuImport(MENU, rowsOf(`${HEADER}\nzz;Fantôme;9;x;Nos Desserts\n`));
    expect(check.ok ? [] : check.errors).toEqual([
      { line: 2, message: "Ligne 2 : aucun plat du menu n'a l'identifiant « zz »." },
    ]);
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
        {
          line: 2,
          message:
            'Ligne 2 : le prix passerait de CHF 9.00 à CHF 90.00, soit au moins 10 fois plus cher : vérifiez la virgule ' +
            '(un tel changement se confirme dans le formulaire du plat).',
        },
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
          message:
            'Ligne 2 : le prix de « Gamay de Genève » est celui de sa première quantité (1 dl CHF 7.00) : ' +
            'changez les prix par quantité dans le formulaire du plat.',
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
