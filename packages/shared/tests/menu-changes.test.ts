import { describe, expect, it } from 'vitest';
import {
  diffMenuItems,
  formatJournalValue,
  isPriceJump,
  menuFieldLabel,
  priceJumpMessage,
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

describe('priceJumpMessage', () => {
  it('names both prices and the way to go ahead', () => {
    expect(priceJumpMessage(2.8, 28)).toBe(
      'Le prix passerait de CHF 2.80 à CHF 28.00, soit au moins 10 fois plus cher : vérifiez la virgule. ' +
        "Si c'est voulu, confirmez-le dans le tableau de bord /admin, ou enregistrez d'abord un prix intermédiaire.",
    );
    expect(priceJumpMessage(28, 2.8)).toMatch(/au moins 10 fois moins cher/);
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
});
