import { formatDayText, francs, type PaymentReference, type RecordedCredit } from '@ticino/shared';

/**
 * How staff read a credit of the bank's file (docs/product.md#bank-file): its day, its amount, its reference as the
 * slip prints it, and whether it was applied to a deposit as the bank paid it.
 */

function chunks(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

/** A payment reference as the slip prints it: a QRR in blocks of five after two digits, a SCOR in blocks of four. */
export function referenceText({ type, reference }: PaymentReference): string {
  const blocks = type === 'QRR' ? [reference.slice(0, 2), ...chunks(reference.slice(2), 5)] : chunks(reference, 4);
  return blocks.join(' ');
}

/** The reference a payer gave, in the slip's blocks when it is a QRR (27 digits) or a SCOR (`RF…`), else as given. */
export function creditReferenceText(reference: string | null): string {
  if (!reference) return '—';
  if (/^\d{27}$/.test(reference)) return referenceText({ type: 'QRR', reference });
  if (/^RF\d{2}[A-Z0-9]{1,21}$/.test(reference)) return referenceText({ type: 'SCOR', reference });
  return reference;
}

/** « 31.12.2026 »: the credit's value date, else the day the bank booked it, else a dash. */
export const creditDayText = ({ valueDate, bookingDate }: Pick<RecordedCredit, 'valueDate' | 'bookingDate'>) => {
  const day = valueDate ?? bookingDate;
  return day ? formatDayText(day) : '—';
};

/** « 1 234.50 » in francs, « 50.00 EUR » in another currency. */
export function creditAmountText({ amountCentimes, currency }: Pick<RecordedCredit, 'amountCentimes' | 'currency'>) {
  const amount = amountCentimes < 0 ? `−${francs(-amountCentimes)}` : francs(amountCentimes);
  return currency === 'CHF' ? amount : `${amount} ${currency}`;
}

/** « CHF 150.00 », « EUR 50.00 »: the amount with its currency, as a sentence quotes it. */
export const creditSumText = (credit: Pick<RecordedCredit, 'amountCentimes' | 'currency'>) =>
  `${credit.currency} ${creditAmountText({ ...credit, currency: 'CHF' })}`;

/**
 * A credit that did not pay its deposit as due: staff look at it (refund, reinstate, ask the guest). A refund is
 * staff's own answer to one.
 */
export const needsAttention = ({ outcome }: Pick<RecordedCredit, 'outcome'>) =>
  outcome !== 'paid' && outcome !== 'refund';
