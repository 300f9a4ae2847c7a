import type { Core } from '@strapi/strapi';
import {
  depositCreditOutcome,
  genevaDay,
  paymentRecordsKeptFrom,
  type BankCreditOutcome,
  type LedgerCredit,
} from '@ticino/shared';
import { reservations, type Actor } from '../reservation/services/reservation';
import { DEPOSIT_UID } from './deposits';
import { holdAdvisoryLock } from '../../utils/advisory-locks';

/**
 * A booking's payments, from the bank's files or by staff's hand (docs/product.md#bank-file): one table of lines, each
 * paying into the booking's deposit, which keeps the total paid.
 */

export const CREDIT_UID = 'api::payment.bank-credit';
const RESERVATION_UID = 'api::reservation.reservation';

export interface DepositRow {
  id: number;
  amountCentimes: number;
  paidCentimes: number | null;
  deadline: string;
  paymentReference: string;
  reservationReference: string;
}

/**
 * Within a transaction: waits for any other payment line being written, so two lines (a bank file's, staff's) never
 * read the same total paid. On SQLite the one connection already writes one after the other.
 */
export async function lockLedger(
  strapi: Core.Strapi,
  trx: { raw: (sql: string, bindings: number[]) => PromiseLike<unknown> },
): Promise<void> {
  await holdAdvisoryLock(strapi, trx, 'paymentLedger', 0);
}

async function statusOf(strapi: Core.Strapi, reference: string): Promise<string | null> {
  const row = (await strapi.db.query(RESERVATION_UID).findOne({ select: ['status'], where: { reference } })) as {
    status: string;
  } | null;
  return row?.status ?? null;
}

/**
 * `amountCentimes` paid into `deposit` (within the caller's transaction): its outcome against what was due and paid
 * before, the deposit's total raised, and whether the booking, still awaiting it, is now paid and to be confirmed.
 */
export async function payIntoDeposit(
  strapi: Core.Strapi,
  deposit: DepositRow,
  amountCentimes: number,
): Promise<{ outcome: BankCreditOutcome; confirms: boolean }> {
  const paidBefore = deposit.paidCentimes ?? 0;
  const awaiting = (await statusOf(strapi, deposit.reservationReference)) === 'awaiting_payment';
  const outcome = depositCreditOutcome(
    { dueCentimes: deposit.amountCentimes, paidBeforeCentimes: paidBefore, awaiting },
    amountCentimes,
  );
  await addToPaid(strapi, deposit, amountCentimes);
  return { outcome, confirms: awaiting && (outcome === 'paid' || outcome === 'over') };
}

/** The deposit's total paid moved by `amountCentimes` (negative for a refund), within the caller's transaction. */
export async function addToPaid(strapi: Core.Strapi, deposit: DepositRow, amountCentimes: number): Promise<void> {
  await strapi.db.query(DEPOSIT_UID).update({
    where: { id: deposit.id },
    data: { paidCentimes: (deposit.paidCentimes ?? 0) + amountCentimes },
  });
}

/** A booking paid in full confirmed, with its « Paiement reçu » mail: whether it changed. */
export async function confirmPaid(strapi: Core.Strapi, reference: string, actor: Actor, now: Date): Promise<boolean> {
  const outcome = await reservations(strapi).staffChange(
    reference,
    { status: 'confirmed', overCapacity: false, withoutTable: false },
    actor,
    now,
  );
  return outcome.ok && outcome.changed;
}

/** A line of the table as the staff API and the accountant's file give it. */
export function ledgerCredit(row: Omit<LedgerCredit, 'importedAt'> & { importedAt: string | Date }): LedgerCredit {
  return {
    key: row.key,
    amountCentimes: row.amountCentimes,
    currency: row.currency,
    valueDate: row.valueDate ? String(row.valueDate) : null,
    bookingDate: row.bookingDate ? String(row.bookingDate) : null,
    reference: row.reference ?? null,
    outcome: row.outcome,
    reservationReference: row.reservationReference ?? null,
    fileName: row.fileName ?? '',
    importedAt: new Date(row.importedAt).toISOString(),
    recordedBy: row.recordedBy ?? null,
  };
}

/**
 * The payment records past their ten years (docs/product.md#bank-file), deleted: the credits by their value date (else
 * the day they were recorded), the deposits by the day they were asked. Answers how many of each went.
 */
export async function deleteExpiredPaymentRecords(
  strapi: Core.Strapi,
  now: Date,
): Promise<{ credits: number; deposits: number }> {
  const keptFrom = paymentRecordsKeptFrom(genevaDay(now));
  const keptFromInstant = new Date(`${keptFrom}T00:00:00Z`);
  const credits = await strapi.db.query(CREDIT_UID).deleteMany({
    where: {
      $or: [{ valueDate: { $lt: keptFrom } }, { valueDate: { $null: true }, importedAt: { $lt: keptFromInstant } }],
    },
  });
  const deposits = await strapi.db.query(DEPOSIT_UID).deleteMany({ where: { issuedAt: { $lt: keptFromInstant } } });
  return { credits: credits.count, deposits: deposits.count };
}
