/**
 * Reading a CHF amount as people type or paste it, whatever the back-office language: the decimal separator is a
 * point or a comma, thousands may be set apart with apostrophes or spaces (1'250.50). Strapi's own number input
 * follows the interface language instead, so in French `19.50` read as 1950 (docs/product.md#back-office).
 */
export type AmountText = { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'invalid' };

/** Spaces (plain, no-break, narrow, thin) and apostrophes (straight or typographic) between thousands. */
const THOUSANDS = /[\s'\u2019]/g;
/** Digits with at most one separator and two decimals: `19`, `19.5`, `19,50`, `.5`, or `19.` while typing. */
const AMOUNT = /^-?(?:\d+(?:[.,]\d{0,2})?|[.,]\d{1,2})$/;

export function readAmount(text: string): AmountText {
  const compact = text.replace(THOUSANDS, '');
  if (compact === '') return { kind: 'empty' };
  if (!AMOUNT.test(compact)) return { kind: 'invalid' };
  return { kind: 'amount', value: Number(compact.replace(',', '.')) };
}

/** A stored amount as the field shows it: two decimals, with a point as on Swiss price tags. */
export function writeAmount(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2) : typeof value === 'string' ? value : '';
}
