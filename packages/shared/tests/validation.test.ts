import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  cleanText,
  matchesSearch,
  validateContactMessage,
  staffMessageOf,
  validateMenuItem,
} from '../src';

const ITEM = { title: 'Risotto', description: 'Riz carnaroli', category: 'Nos Spécialités' };

function priceOutcome(price: unknown) {
  const result = validateMenuItem({ ...ITEM, price });
  return result.ok ? result.values.price : result.errors.price;
}

describe('menu item price', () => {
  it.each([
    ['12.50', 12.5],
    ['12', 12],
    ['12.', 12],
    ['.5', 0.5],
    [' 7.05 ', 7.05],
    [12.34, 12.34],
    [99999.99, 99999.99],
    [100000, 100000],
    [0.07, 0.07],
  ])('accepts %j as %d', (price, expected) => {
    expect(priceOutcome(price)).toBe(expected);
  });

  it.each([
    ['', staffMessageOf('menuItem.priceRequired')],
    [null, staffMessageOf('menuItem.priceRequired')],
    ['0', staffMessageOf('menuItem.priceNotPositive')],
    [-0, staffMessageOf('menuItem.priceNotPositive')],
    ['-3', staffMessageOf('menuItem.priceNotPositive')],
    ['12,50', staffMessageOf('menuItem.priceNotPositive')],
    ['abc', staffMessageOf('menuItem.priceNotPositive')],
    [Number.NaN, staffMessageOf('menuItem.priceNotPositive')],
    [Number.POSITIVE_INFINITY, staffMessageOf('menuItem.priceNotPositive')],
    [100000.01, staffMessageOf('menuItem.priceTooHigh', { max: 100000 })],
    ['1.005', staffMessageOf('menuItem.priceTooPrecise')],
    [1e-10, staffMessageOf('menuItem.priceTooPrecise')],
    ['0.000000001', staffMessageOf('menuItem.priceTooPrecise')],
    [99999.999999999, staffMessageOf('menuItem.priceTooPrecise')],
  ])('refuses %j with %o', (price, message) => {
    expect(priceOutcome(price)).toEqual(message);
  });
});

describe('text fields', () => {
  it('drops control characters, keeps line breaks only in descriptions and messages', () => {
    const result = validateMenuItem({
      ...ITEM,
      price: 10,
      title: ' Pizza\u0000 del\nsole ',
      description: 'Tomate\u0007\nbasilic',
    });
    expect(result).toEqual({
      ok: true,
      values: {
        title: 'Pizza del sole',
        description: 'Tomate\nbasilic',
        price: 10,
        category: ITEM.category,
        availability: 'disponible',
        soldOutOn: null,
        availableFrom: null,
        availableUntil: null,
        boardUntil: null,
        ...NO_LAW_DETAILS,
      },
    });
    const contact = validateContactMessage({
      name: 'Léa\u0000',
      email: 'lea@example.ch',
      subject: 'Table',
      message: 'Bonjour\n\u001bmerci',
    });
    expect(contact).toEqual({
      ok: true,
      values: { name: 'Léa', email: 'lea@example.ch', subject: 'Table', message: 'Bonjour\nmerci' },
    });
  });

  it('treats a title of only control characters as missing', () => {
    const result = validateMenuItem({ ...ITEM, price: 10, title: '\u0000\u0001 ' });
    expect(result).toEqual({ ok: false, errors: { title: staffMessageOf('menuItem.titleRequired') } });
  });

  it('cleans a search the same way', () => {
    expect(cleanText('\u0000  ')).toBe('');
    expect(matchesSearch({ title: 'Fondue moitié-moitié', description: '' }, 'MOITIÉ\u0000')).toBe(true);
  });
});
