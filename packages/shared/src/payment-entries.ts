import type { LedgerCredit } from './bank-file';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { isDayText, type DayText } from './service-day';

/**
 * What staff write in a booking's payments by hand (docs/product.md#bank-file): a deposit paid some other way than
 * the slip's bank transfer (cash at the counter, a transfer without its reference), and a refund made from the bank.
 * The product never moves money: these lines record what staff did, beside the credits the bank's files gave.
 */

export const PAYMENT_ENTRY_KINDS = ['received', 'refund'] as const;
export type PaymentEntryKind = (typeof PAYMENT_ENTRY_KINDS)[number];

export const PAYMENT_ENTRY_KIND_LABELS: Readonly<Record<PaymentEntryKind, string>> = {
  received: 'Paiement reçu',
  refund: 'Remboursement',
};

/** A deposit is a few hundred francs: ten thousand is a typing slip, not a payment. */
export const PAYMENT_ENTRY_MAX_FRANCS = 10_000;

export interface PaymentEntry {
  kind: PaymentEntryKind;
  amountCentimes: number;
  /** The day the money was received or refunded. */
  date: DayText;
}

type PaymentEntryField = 'kind' | 'amount' | 'date';
export type PaymentEntryErrors = Partial<Record<PaymentEntryField, StaffMessage>>;
export type PaymentEntryValidation = { ok: true; entry: PaymentEntry } | { ok: false; errors: PaymentEntryErrors };

/** Whole centimes of an amount in francs with at most two decimals, above 0 and within the limit; else null. */
function entryCentimes(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const centimes = Math.round(amount * 100);
  if (Math.abs(amount * 100 - centimes) > 1e-6) return null;
  return centimes >= 1 && centimes <= PAYMENT_ENTRY_MAX_FRANCS * 100 ? centimes : null;
}

/**
 * `{ kind, amount, date }` as staff send it: a kind of the list, francs with two decimals at most, a day not after
 * `today` (money is recorded once it moved). Each refused field says why.
 */
export function validatePaymentEntry(input: unknown, today: DayText): PaymentEntryValidation {
  const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const errors: PaymentEntryErrors = {};
  const kind = PAYMENT_ENTRY_KINDS.find((known) => known === body.kind);
  if (!kind) errors.kind = staffMessageOf('paymentEntry.kindInvalid');
  const amountCentimes = entryCentimes(body.amount);
  if (amountCentimes === null)
    errors.amount = staffMessageOf('paymentEntry.amountInvalid', { max: PAYMENT_ENTRY_MAX_FRANCS });
  const date = isDayText(body.date) && body.date <= today ? body.date : null;
  if (!date) errors.date = staffMessageOf('paymentEntry.dateInvalid');
  if (!kind || amountCentimes === null || !date) return { ok: false, errors };
  return { ok: true, entry: { kind, amountCentimes, date } };
}

/** What the staff API answers once a line is written: the line, and whether it confirmed the booking it paid. */
export interface PaymentEntryRecorded {
  credit: LedgerCredit;
  confirmed: boolean;
}
