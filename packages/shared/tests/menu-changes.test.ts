import { describe, expect, it } from 'vitest';
import {
  diffMenuItems,
  findPriceJumps,
  formatJournalValue,
  isPriceJump,
  menuFieldLabel,
  priceJumpErrors,
  priceJumpQuestion,
  staffMessageOf,
  staffText,
  summariseChanges,
} from '../src';

describe('isPriceJump', () => {
  it('holds for a price multiplied or divided by ten or more, counted in centimes', () => {
    expect(isPriceJump(2.8, 28)).toBe(true);
    expect(isPriceJump(28, 2.8)).toBe(true);
    expect(isPriceJump(0.1, 1)).toBe(true);
    expect(isPriceJump(19.5, 1950)).toBe(true);
  });

  it('does not hold just under ten times, nor without a price on either side', () => {
    expect(isPriceJump(2.8, 27.99)).toBe(false);
    expect(isPriceJump(28, 2.81)).toBe(false);
    expect(isPriceJump(null, 28)).toBe(false);
    expect(isPriceJump(2.8, null)).toBe(false);
  });
});

describe('findPriceJumps', () => {
  const wine = {
    price: 9.5,
    quantities: [
      { quantity: '1 dl', price: 9.5 },
      { quantity: '75 cl', price: 58 },
    ],
  };

  it('compares an item without quantities by its price', () => {
    expect(findPriceJumps({ price: 2.8, quantities: [] }, { price: 28, quantities: [] })).toEqual([
      { row: null, before: 2.8, after: 28 },
    ]);
    expect(findPriceJumps({ price: 2.8, quantities: [] }, { price: 27.95, quantities: [] })).toEqual([]);
  });

  it("compares each of a drink's quantities with the stored one of the same name, wherever it now stands", () => {
    const bottleTypo = {
      price: 9.5,
      quantities: [
        { quantity: '75 cl', price: 580 },
        { quantity: '1 dl', price: 9.5 },
      ],
    };
    expect(findPriceJumps(wine, bottleTypo)).toEqual([{ row: 1, quantity: '75 cl', before: 58, after: 580 }]);
    expect(
      findPriceJumps(wine, { ...wine, quantities: [wine.quantities[0], { quantity: '75 cl', price: 5.8 }] }),
    ).toEqual([{ row: 2, quantity: '75 cl', before: 58, after: 5.8 }]);
  });

  it('compares a first quantity without a namesake with the stored price, and a new other quantity with nothing', () => {
    const glassOnly = { price: 9.5, quantities: [] };
    const renamed = {
      price: 95,
      quantities: [
        { quantity: '1,5 dl', price: 95 },
        { quantity: '50 cl', price: 4000 },
      ],
    };
    expect(findPriceJumps(glassOnly, renamed)).toEqual([{ row: 1, quantity: '1,5 dl', before: 9.5, after: 95 }]);
    expect(
      findPriceJumps(wine, { ...wine, quantities: [{ quantity: '2 dl', price: 19 }, ...wine.quantities] }),
    ).toEqual([]);
  });
});

describe("the price guard's words", () => {
  it('names both prices and the way to go ahead', () => {
    expect(staffText('menuChanges.priceJump', { before: 2.8, after: 28, factor: 10 })).toBe(
      'Le prix passerait de CHF 2.80 à CHF 28.00, soit au moins 10 fois plus cher : vérifiez la virgule. ' +
        "Si c'est voulu, confirmez-le dans le tableau de bord /admin, ou enregistrez d'abord un prix intermédiaire.",
    );
    expect(staffText('menuChanges.priceJump', { before: 28, after: 2.8, factor: 10 })).toMatch(
      /au moins 10 fois moins cher/,
    );
    const bottle = { row: 2, quantity: '75 cl', before: 58, after: 580 };
    expect(staffText('menuChanges.quantityPriceJumps', { jumps: [bottle], factor: 10 })).toBe(
      'Quantité 2 : le prix de « 75 cl » passerait de CHF 58.00 à CHF 580.00, soit au moins 10 fois plus cher : ' +
        "vérifiez la virgule. Si c'est voulu, confirmez-le dans le tableau de bord /admin, ou enregistrez d'abord un " +
        'prix intermédiaire.',
    );
  });

  it("puts the item's price under `price` and its quantities' under `quantities`, every one named", () => {
    const jumps = [
      { row: 1, quantity: '1 dl', before: 9.5, after: 95 },
      { row: 2, quantity: '75 cl', before: 58, after: 580 },
    ];
    const errors = priceJumpErrors(jumps);
    expect(errors).toEqual({ quantities: staffMessageOf('menuChanges.quantityPriceJumps', { jumps, factor: 10 }) });
    expect(staffText('menuChanges.quantityPriceJumps', { jumps, factor: 10 })).toMatch(
      /^Quantité 1 : le prix de « 1 dl » .*intermédiaire\. Quantité 2 : le prix de « 75 cl » /,
    );
    expect(priceJumpErrors([{ row: null, before: 2.8, after: 28 }])).toEqual({
      price: staffMessageOf('menuChanges.priceJump', { before: 2.8, after: 28, factor: 10 }),
    });
  });

  it('asks about one price, or about several', () => {
    expect(priceJumpQuestion([{ row: null, before: 2.8, after: 28 }])).toBe(
      'Le prix passe de CHF 2.80 à CHF 28.00, au moins 10 fois plus cher. Est-ce bien le prix voulu ?',
    );
    expect(
      priceJumpQuestion([
        { row: 1, quantity: '1 dl', before: 9.5, after: 95 },
        { row: 2, quantity: '75 cl', before: 58, after: 5.8 },
      ]),
    ).toBe(
      'Le prix de « 1 dl » passe de CHF 9.50 à CHF 95.00, au moins 10 fois plus cher ; le prix de « 75 cl » passe de ' +
        'CHF 58.00 à CHF 5.80, au moins 10 fois moins cher. Sont-ce bien les prix voulus ?',
    );
  });
});

describe('the journal of a write', () => {
  const before = { title: 'Polenta', price: 12, description: 'Au beurre', category: 'Nos Spécialités' };

  it('keeps the changed fields only, in the descriptor order, before → after', () => {
    expect(diffMenuItems(before, { ...before, price: 14.5, title: 'Polenta grigliata' })).toEqual([
      { field: 'title', before: 'Polenta', after: 'Polenta grigliata' },
      { field: 'price', before: 12, after: 14.5 },
    ]);
    expect(diffMenuItems(before, { ...before })).toEqual([]);
  });

  it('has every field on one side for a creation or a deletion', () => {
    expect(diffMenuItems(null, before).map(({ field, before: old }) => [field, old])).toEqual([
      ['title', null],
      ['price', null],
      ['description', null],
      ['category', null],
    ]);
    expect(diffMenuItems(before, null).every(({ after }) => after === null)).toBe(true);
  });

  it("compares the law's lists and records by their JSON text, an empty list as nothing", () => {
    const wine = { producer: 'Domaine des Bossons', appellation: 'Genève AOC', grape: 'Gamay', vintage: 2023 };
    const stored = { ...before, allergens: ['lait'], traces: null, wine };
    expect(diffMenuItems(stored, { ...stored, allergens: ['lait'], traces: [], wine: { ...wine } })).toEqual([]);
    expect(diffMenuItems(stored, { ...stored, allergens: ['lait', 'oeufs'], wine: null })).toEqual([
      { field: 'allergens', before: '["lait"]', after: '["lait","oeufs"]' },
      { field: 'wine', before: JSON.stringify(wine), after: null },
    ]);
  });

  it('reads with the French labels and prices with their decimals', () => {
    expect(menuFieldLabel('price')).toBe('Prix (CHF)');
    expect(menuFieldLabel('ancien')).toBe('ancien');
    expect(formatJournalValue('price', 28)).toBe('28.00');
    expect(formatJournalValue('description', '')).toBe('(vide)');
    expect(summariseChanges(diffMenuItems(before, { ...before, price: 28, description: '' }))).toBe(
      'Prix (CHF) : 12.00 → 28.00\nDescription : Au beurre → (vide)',
    );
  });

  it("reads the law's lists and records in French words, not as the stored JSON", () => {
    const wine = {
      producer: 'Domaine des Bossons',
      appellation: 'Genève AOC',
      grape: 'Gamay',
      vintage: 2023,
      genevan: true,
    };
    const stored = {
      ...before,
      allergens: ['lait'],
      diets: [],
      quantities: [{ quantity: '75 cl', price: 42 }],
      wine: null,
    };
    const changed = {
      ...stored,
      allergens: ['lait', 'gluten'],
      diets: ['vegetarien'],
      quantities: [
        { quantity: '1 dl', price: 6.5 },
        { quantity: '75 cl', price: 42 },
      ],
      origins: [{ animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null }],
      wine,
      allergensConfirmation: { at: '2026-11-24T13:05:00.000Z', by: 'admin' },
    };
    expect(summariseChanges(diffMenuItems(stored, changed)).split('\n')).toEqual([
      'Allergènes : Lait → Lait, Gluten',
      'Régime : (vide) → Végétarien',
      'Origine des viandes et poissons : (vide) → Bœuf\u00a0: Suisse',
      'Quantités et prix : 75 cl — CHF 42.00 → 1 dl — CHF 6.50 ; 75 cl — CHF 42.00',
      'Détails du vin : (vide) → Domaine des Bossons, Genève AOC, Gamay, 2023, Vin genevois',
      'Allergènes confirmés : (vide) → admin, 24.11.26 14:05',
    ]);
    // A value the descriptor no longer holds (a row journalled long ago) still reads, as it was kept.
    expect(formatJournalValue('allergens', '["ancien"]')).toBe('["ancien"]');
  });
});
