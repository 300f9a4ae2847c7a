import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { francs, type BankCreditOutcome, type LedgerCredit, type PaymentEntry } from '@ticino/shared';
import type { Actor } from '../../reservation/services/reservation';
import { DEPOSIT_UID } from '../deposits';
import {
  CREDIT_UID,
  addToPaid,
  confirmPaid,
  ledgerCredit,
  lockLedger,
  payIntoDeposit,
  type DepositRow,
} from '../ledger';

const RESERVATION_UID = 'api::reservation.reservation';

type PaymentEntryRefusal =
  { ok: false; reason: 'not-found' | 'no-deposit' } | { ok: false; reason: 'refund-too-large'; refundable: string };

export type PaymentEntryOutcome = { ok: true; credit: LedgerCredit; confirmed: boolean } | PaymentEntryRefusal;

/**
 * A payment or refund staff write by hand in a booking's payments (docs/product.md#bank-file), recorded beside the bank's
 * credits: a payment pays into the deposit as a credit of the bank's file would, and confirms the booking paid in
 * full; a refund, at most what was paid, lowers the total paid and changes no status (staff cancel or keep the booking
 * themselves). The product moves no money: staff record what they did.
 */
const paymentEntryService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(
    reservationReference: string,
    entry: PaymentEntry,
    actor: Extract<Actor, { kind: 'staff' }>,
    now: Date,
  ): Promise<PaymentEntryOutcome> {
    const recorded = await strapi.db.transaction(
      async ({ trx }): Promise<{ ok: true; credit: LedgerCredit; confirms: boolean } | PaymentEntryRefusal> => {
        await lockLedger(strapi, trx);
        if ((await strapi.db.query(RESERVATION_UID).count({ where: { reference: reservationReference } })) === 0)
          return { ok: false, reason: 'not-found' };
        const deposit = (await strapi.db
          .query(DEPOSIT_UID)
          .findOne({ where: { reservationReference } })) as DepositRow | null;
        if (!deposit) return { ok: false, reason: 'no-deposit' };
        const paid = deposit.paidCentimes ?? 0;
        if (entry.kind === 'refund' && entry.amountCentimes > paid)
          return { ok: false, reason: 'refund-too-large', refundable: francs(paid) };
        const amountCentimes = entry.kind === 'refund' ? -entry.amountCentimes : entry.amountCentimes;
        const { outcome, confirms } = await applyToDeposit(strapi, deposit, amountCentimes);
        const row = (await strapi.db.query(CREDIT_UID).create({
          data: {
            key: `staff:${randomUUID()}`,
            amountCentimes,
            currency: 'CHF',
            valueDate: entry.date,
            bookingDate: null,
            reference: deposit.paymentReference,
            outcome,
            reservationReference,
            fileName: '',
            importedAt: now,
            recordedBy: actor.username,
          },
        })) as Parameters<typeof ledgerCredit>[0];
        return { ok: true, credit: ledgerCredit(row), confirms };
      },
    );
    if (!recorded.ok) return recorded;
    const confirmed = recorded.confirms && (await confirmPaid(strapi, reservationReference, actor, now));
    return { ok: true, credit: recorded.credit, confirmed };
  },
});

/**
 * A payment pays into the deposit (and may confirm the booking); a refund, a negative amount, lowers the total paid
 * and changes no status: staff cancel or keep the booking themselves.
 */
async function applyToDeposit(
  strapi: Core.Strapi,
  deposit: DepositRow,
  amountCentimes: number,
): Promise<{ outcome: BankCreditOutcome; confirms: boolean }> {
  if (amountCentimes > 0) return await payIntoDeposit(strapi, deposit, amountCentimes);
  await addToPaid(strapi, deposit, amountCentimes);
  return { outcome: 'refund', confirms: false };
}

export default paymentEntryService;

export const paymentEntries = (app: Core.Strapi) =>
  app.service('api::payment.payment-entry') as ReturnType<typeof paymentEntryService>;
