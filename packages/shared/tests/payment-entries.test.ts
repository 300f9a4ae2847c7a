import { describe, expect, it } from 'vitest';
import { PAYMENT_ENTRY_MAX_FRANCS, staffMessageOf, validatePaymentEntry } from '../src';

const TODAY = '2026-11-30';
const valid = { kind: 'received', amount: 80, date: TODAY };

describe('a payment or refund staff write by hand', () => {
  it('is taken in whole centimes, on a day up to today', () => {
    expect(validatePaymentEntry(valid, TODAY)).toEqual({
      ok: true,
      entry: { kind: 'received', amountCentimes: 8000, date: TODAY },
    });
    const refund = validatePaymentEntry({ kind: 'refund', amount: 0.29, date: '2026-01-02' }, TODAY);
    expect(refund).toEqual({ ok: true, entry: { kind: 'refund', amountCentimes: 29, date: '2026-01-02' } });
    expect(validatePaymentEntry({ ...valid, amount: 0.01 }, TODAY)).toMatchObject({ entry: { amountCentimes: 1 } });
    expect(validatePaymentEntry({ ...valid, amount: PAYMENT_ENTRY_MAX_FRANCS }, TODAY)).toMatchObject({
      entry: { amountCentimes: PAYMENT_ENTRY_MAX_FRANCS * 100 },
    });
  });

  it('refuses an amount that is not francs above 0 within the limit with two decimals at most', () => {
    const refusal = { amount: staffMessageOf('paymentEntry.amountInvalid', { max: PAYMENT_ENTRY_MAX_FRANCS }) };
    for (const amount of [0, -5, 0.001, 12.345, PAYMENT_ENTRY_MAX_FRANCS + 0.01, '80', Number.NaN, Infinity, null])
      expect(validatePaymentEntry({ ...valid, amount }, TODAY), String(amount)).toEqual({ ok: false, errors: refusal });
  });

  it('refuses a day to come or not a day, and a kind not on the list', () => {
    const dateRefused = { ok: false, errors: { date: staffMessageOf('paymentEntry.dateInvalid') } };
    for (const date of ['2026-12-01', '2026-02-30', '30.11.2026', undefined])
      expect(validatePaymentEntry({ ...valid, date }, TODAY), String(date)).toEqual(dateRefused);
    expect(validatePaymentEntry({ ...valid, kind: 'gift' }, TODAY)).toEqual({
      ok: false,
      errors: { kind: staffMessageOf('paymentEntry.kindInvalid') },
    });
  });

  it('names every field of a body that is not one', () => {
    for (const body of [null, 'x', []]) {
      const checked = validatePaymentEntry(body, TODAY);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['amount', 'date', 'kind']);
    }
  });
});
