import type { ApiSuccess, PaymentEntryKind, PaymentEntryRecorded } from '@ticino/shared';
import { apiSend } from '../../../../lib/api-client';
import { ADMIN_KEYS } from '../../shared/admin-reads';

/** The SWR key of a booking's payments, as the bank's files recorded them (docs/product.md#bank-file). */
export const reservationCreditsKey = (reference: string) =>
  `${ADMIN_KEYS.credits}?reservation=${encodeURIComponent(reference)}`;

/** A payment or refund as staff type it in a booking's payments: the amount in francs, the day the money moved. */
export interface PaymentEntryDraft {
  reservation: string;
  kind: PaymentEntryKind;
  amount: number;
  date: string;
}

/**
 * Writes a payment received some other way, or a refund made from the bank, in a booking's payments; answers the
 * server's French message (« Paiement enregistré : réservation confirmée. »). A refusal is an `ApiError`, its fields'
 * messages in `fieldErrors`.
 */
export async function recordPaymentEntry(
  draft: PaymentEntryDraft,
): Promise<{ message: string } & PaymentEntryRecorded> {
  const answer = await apiSend<ApiSuccess<PaymentEntryRecorded>>('post', '/payments/entries', draft);
  return { message: answer.message ?? '', ...answer.data };
}
