import { describe, expect, it } from 'vitest';
import {
  BULK_PERCENT_INVALID,
  adjustPrice,
  bulkLineChanged,
  bulkLineRefusal,
  bulkPriceLine,
  parseBulkPercent,
  parseBulkStep,
  staffMessageOf,
  staffText,
} from '../src';

const WINE = {
  id: 'merlot',
  title: 'Merlot del Ticino',
  price: 6,
  quantities: [
    { quantity: '1 dl', price: 6 },
    { quantity: '75 cl', price: 42 },
  ],
};

describe('a price change across a category (docs/product.md#bulk-price-change)', () => {
  it('moves each price by the percentage, then rounds it to the nearest step', () => {
    expect(adjustPrice(24.5, 5, 0.5)).toBe(25.5); // 25.725
    expect(adjustPrice(19, 5, 0.5)).toBe(20); // 19.95
    expect(adjustPrice(18, 5, 0.05)).toBe(18.9);
    expect(adjustPrice(18.3, 10, 1)).toBe(20); // 20.13
    expect(adjustPrice(32, -10, 0.1)).toBe(28.8);
    expect(adjustPrice(9.9, 2.5, 0.05)).toBe(10.15); // 10.1475
  });

  it('rounds an exact half up, without binary noise deciding it', () => {
    expect(adjustPrice(10, 2.5, 0.5)).toBe(10.5); // 10.25: the half goes up
    expect(adjustPrice(0.1 + 0.2, 0, 0.05)).toBe(0.3);
    expect(adjustPrice(21, 5, 0.1)).toBe(22.1); // 22.05
    expect(adjustPrice(1, 25, 0.5)).toBe(1.5); // 1.25
  });

  it('reads a percentage between -90 and 100, not zero, with two decimals at most', () => {
    expect(parseBulkPercent('5')).toBe(5);
    expect(parseBulkPercent(' +2,5 ')).toBe(2.5);
    expect(parseBulkPercent('-10.25')).toBe(-10.25);
    expect(parseBulkPercent(100)).toBe(100);
    expect(parseBulkPercent(-90)).toBe(-90);
    for (const bad of ['0', '', 'abc', '1e2', '2.555', '100.01', '-90.5', '5 %', null, undefined]) {
      expect(parseBulkPercent(bad)).toBeNull();
    }
    expect(BULK_PERCENT_INVALID).toEqual(staffMessageOf('bulkPrice.percentInvalid', { min: -90, max: 100 }));
    expect(staffText('bulkPrice.percentInvalid', { min: -90, max: 100 })).toBe(
      'Le pourcentage doit être un nombre entre -90 et 100, différent de zéro, avec au plus deux décimales.',
    );
  });

  it('offers the steps 0.05, 0.10, 0.50 and 1.00 only', () => {
    expect(parseBulkStep('0.50')).toBe(0.5);
    expect(parseBulkStep(0.05)).toBe(0.05);
    expect(parseBulkStep('1')).toBe(1);
    expect(parseBulkStep('0.2')).toBeNull();
    expect(parseBulkStep('')).toBeNull();
    expect(parseBulkStep(null)).toBeNull();
  });

  it('gives a dish without quantities its price before and after, and nothing more', () => {
    const fondue = { id: 'fondue', title: 'Fondue', price: 32.5, quantities: [] };
    const line = bulkPriceLine(fondue, 5, 0.5);
    expect(line).toEqual({ id: 'fondue', title: 'Fondue', before: 32.5, after: 34 });
    expect(bulkLineChanged(line)).toBe(true);
    expect(bulkLineChanged(bulkPriceLine({ ...fondue, price: 10 }, 3, 1))).toBe(false);
  });

  it('gives a drink priced by quantity each quantity before and after, its price following the first', () => {
    const line = bulkPriceLine(WINE, 3, 1);
    expect(line).toEqual({
      id: 'merlot',
      title: 'Merlot del Ticino',
      before: 6,
      after: 6,
      quantities: [
        { quantity: '1 dl', before: 6, after: 6 },
        { quantity: '75 cl', before: 42, after: 43 },
      ],
    });
  });

  it('counts a drink as changed when any of its quantities changes, even if its first one stays', () => {
    expect(bulkLineChanged(bulkPriceLine(WINE, 3, 1))).toBe(true);
    expect(bulkLineChanged(bulkPriceLine(WINE, 1, 1))).toBe(false); // 6.06 → 6, 42.42 → 42
  });

  it('refuses a price falling to zero or above the limit, naming the quantity concerned', () => {
    const cheapGlass = {
      ...WINE,
      price: 40,
      quantities: [
        { quantity: '75 cl', price: 40 },
        { quantity: '1 dl', price: 0.2 },
      ],
    };
    const title = 'Merlot del Ticino';
    expect(bulkLineRefusal(bulkPriceLine(cheapGlass, -90, 0.5))).toEqual(
      staffMessageOf('bulkPrice.tooLow', { title, quantities: ['1 dl'] }),
    );
    const twoGlasses = { ...cheapGlass, quantities: [...cheapGlass.quantities, { quantity: '2 dl', price: 0.4 }] };
    expect(bulkLineRefusal(bulkPriceLine(twoGlasses, -90, 1))).toEqual(
      staffMessageOf('bulkPrice.tooLow', { title, quantities: ['1 dl', '2 dl'] }),
    );
    const grandCru = {
      ...WINE,
      price: 60,
      quantities: [
        { quantity: '1 dl', price: 60 },
        { quantity: '150 cl', price: 99000 },
      ],
    };
    expect(bulkLineRefusal(bulkPriceLine(grandCru, 5, 1))).toEqual(
      staffMessageOf('bulkPrice.tooHigh', { title, quantities: ['150 cl'], max: 100000 }),
    );
    expect(bulkLineRefusal(bulkPriceLine(WINE, -50, 0.5))).toBeNull();
  });

  it('refuses a dish without quantities by its title alone', () => {
    const grissini = { id: 'g', title: 'Grissini', price: 0.2, quantities: [] };
    expect(bulkLineRefusal(bulkPriceLine(grissini, -90, 0.5))).toEqual(
      staffMessageOf('bulkPrice.tooLow', { title: 'Grissini', quantities: [] }),
    );
    const caviar = { id: 'c', title: 'Caviar', price: 99000, quantities: [] };
    expect(bulkLineRefusal(bulkPriceLine(caviar, 5, 1))).toEqual(
      staffMessageOf('bulkPrice.tooHigh', { title: 'Caviar', quantities: [], max: 100000 }),
    );
  });

  it('words a refusal in French, naming the quantities concerned', () => {
    expect(staffText('bulkPrice.tooLow', { title: 'Grissini', quantities: [] })).toBe(
      'Le prix de « Grissini » tomberait à zéro.',
    );
    expect(staffText('bulkPrice.tooLow', { title: 'Merlot', quantities: ['1 dl'] })).toBe(
      'Le prix de « Merlot » pour 1 dl tomberait à zéro.',
    );
    expect(staffText('bulkPrice.tooLow', { title: 'Merlot', quantities: ['1 dl', '2 dl'] })).toBe(
      'Le prix de « Merlot » pour 1 dl et 2 dl tomberait à zéro.',
    );
    expect(
      staffText('bulkPrice.tooHigh', { title: 'Merlot', quantities: ['1 dl', '2 dl', '150 cl'], max: 100000 }),
    ).toBe('Le prix de « Merlot » pour 1 dl, 2 dl et 150 cl dépasserait 100000 CHF.');
    expect(staffText('bulkPrice.tooHigh', { title: 'Caviar', quantities: [], max: 100000 })).toBe(
      'Le prix de « Caviar » dépasserait 100000 CHF.',
    );
  });
});
