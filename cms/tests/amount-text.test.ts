import { describe, expect, it } from 'vitest';
import { readAmount, writeAmount } from '../src/admin/amount-text';

describe('reading a CHF amount typed or pasted in /cms, whatever the interface language', () => {
  it.each([
    ['19.50', 19.5],
    ['19,50', 19.5],
    ['19.5', 19.5],
    ['19,5', 19.5],
    ['19', 19],
    ['19.', 19],
    ['.5', 0.5],
    ["1'250.50", 1250.5],
    ['1’250,50', 1250.5],
    ['1 250.50', 1250.5],
    ['1\u202f250,50', 1250.5],
    ['  24.50 ', 24.5],
  ])('reads %j as %d', (text, value) => {
    expect(readAmount(text)).toEqual({ kind: 'amount', value });
  });

  it.each(['1.250,50', '1,250.50', '19.505', '1,000', '12a', 'CHF 12', '--1', '.', ','])(
    'refuses %j rather than guess',
    (text) => {
      expect(readAmount(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('reads an empty field as no amount', () => {
    expect(readAmount('  ')).toEqual({ kind: 'empty' });
  });

  it('shows a stored amount with two decimals and a point', () => {
    expect(writeAmount(19.5)).toBe('19.50');
    expect(writeAmount('24.5')).toBe('24.50');
    expect(writeAmount(null)).toBe('');
  });
});
