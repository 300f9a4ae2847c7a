import { describe, expect, it } from 'vitest';
import { adjustPrice, parseBulkPercent, parseBulkStep } from '../src';

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
  });

  it('offers the steps 0.05, 0.10, 0.50 and 1.00 only', () => {
    expect(parseBulkStep('0.50')).toBe(0.5);
    expect(parseBulkStep(0.05)).toBe(0.05);
    expect(parseBulkStep('1')).toBe(1);
    expect(parseBulkStep('0.2')).toBeNull();
    expect(parseBulkStep('')).toBeNull();
    expect(parseBulkStep(null)).toBeNull();
  });
});
