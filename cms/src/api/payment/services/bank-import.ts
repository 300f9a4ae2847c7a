import type { Core } from '@strapi/strapi';
import {
  fileCoversDeadline,
  type BankCredit,
  type BankCreditOutcome,
  type BankFileImport,
  type LedgerCredit,
  type RecordedCredit,
} from '@ticino/shared';
import { reservations, type Actor } from '../../reservation/services/reservation';
import { groupProposals } from '../../group-request/services/proposal';
import { DEPOSIT_UID } from '../deposits';
import { CREDIT_UID, confirmPaid, ledgerCredit, lockLedger, payIntoDeposit, type DepositRow } from '../ledger';
import type { ReadBankFile } from '../bank-file';

const RESERVATION_UID = 'api::reservation.reservation';

/** Who the history names for what the bank's file did. */
const BANK: Actor = { kind: 'staff', username: 'relevé bancaire' };

/** The first day of the month after `month` (`YYYY-MM`). */
function nextMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/** What a credit does, recorded with it in one transaction: null when its key was recorded before. */
async function record(
  strapi: Core.Strapi,
  credit: BankCredit,
  fileName: string,
  now: Date,
): Promise<(RecordedCredit & { confirms: boolean }) | null> {
  return await strapi.db.transaction(async ({ trx }) => {
    await lockLedger(strapi, trx);
    if (await strapi.db.query(CREDIT_UID).findOne({ select: ['id'], where: { key: credit.key } })) return null;
    let outcome: BankCreditOutcome = 'unknown';
    let reservationReference: string | null = null;
    let confirms = false;
    if (credit.reversal) outcome = 'reversal';
    else if (credit.debit) outcome = 'debit';
    else if (credit.currency !== 'CHF') outcome = 'other_currency';
    else if (credit.reference) {
      const deposit = (await strapi.db.query(DEPOSIT_UID).findOne({
        where: { paymentReference: credit.reference },
      })) as DepositRow | null;
      if (deposit) {
        reservationReference = deposit.reservationReference;
        ({ outcome, confirms } = await payIntoDeposit(strapi, deposit, credit.amountCentimes));
      }
    }
    await strapi.db.query(CREDIT_UID).create({
      data: {
        key: credit.key,
        amountCentimes: credit.amountCentimes,
        currency: credit.currency,
        valueDate: credit.valueDate,
        bookingDate: credit.bookingDate,
        reference: credit.reference,
        outcome,
        reservationReference,
        fileName,
        importedAt: now,
      },
    });
    const { key, amountCentimes, currency, valueDate, bookingDate, reference } = credit;
    const shown = { key, amountCentimes, currency, valueDate, bookingDate, reference };
    return { ...shown, outcome, reservationReference, confirms };
  });
}

/**
 * A credit to the deposit of a group proposal not yet taken takes it first (docs/product.md#group-proposals): the
 * group's booking then awaits the deposit, which the credit pays like any other. A credit already recorded takes
 * nothing: the proposal may have been declined since.
 */
async function takeProposalPaid(strapi: Core.Strapi, credit: BankCredit, now: Date): Promise<void> {
  if (!credit.reference || credit.debit || credit.reversal || credit.currency !== 'CHF') return;
  if (await strapi.db.query(CREDIT_UID).findOne({ select: ['id'], where: { key: credit.key } })) return;
  const deposit = (await strapi.db.query(DEPOSIT_UID).findOne({
    select: ['reservationReference'],
    where: { paymentReference: credit.reference },
  })) as Pick<DepositRow, 'reservationReference'> | null;
  if (!deposit) return;
  const booked = await strapi.db.query(RESERVATION_UID).findOne({
    select: ['id'],
    where: { reference: deposit.reservationReference },
  });
  if (!booked) await groupProposals(strapi).takeByPayment(deposit.reservationReference, now);
}

/** The bookings still awaiting a deposit whose deadline the file covers: released, each with its mail. */
async function releaseOverdue(strapi: Core.Strapi, coveredTo: string, now: Date): Promise<string[]> {
  const awaiting = (await strapi.db.query(RESERVATION_UID).findMany({
    select: ['reference'],
    where: { status: 'awaiting_payment' },
  })) as { reference: string }[];
  if (awaiting.length === 0) return [];
  const due = (await strapi.db.query(DEPOSIT_UID).findMany({
    select: ['reservationReference', 'deadline', 'amountCentimes', 'paidCentimes'],
    where: { reservationReference: { $in: awaiting.map(({ reference }) => reference) } },
  })) as DepositRow[];
  const released: string[] = [];
  for (const deposit of due) {
    const paid = (deposit.paidCentimes ?? 0) >= deposit.amountCentimes;
    if (paid || !fileCoversDeadline(String(deposit.deadline), coveredTo)) continue;
    const outcome = await reservations(strapi).staffChange(
      deposit.reservationReference,
      { status: 'unpaid', overCapacity: false, withoutTable: false },
      BANK,
      now,
    );
    if (outcome.ok && outcome.changed) released.push(deposit.reservationReference);
  }
  return released;
}

/**
 * The bank's file applied (docs/product.md#bank-file): each credit recorded once by its key; a credit in francs whose
 * reference is a deposit's pays it — in full, the booking is confirmed (« Paiement reçu »); then every booking still
 * awaiting a deposit whose deadline the file covers is released (« Non payée »), its covers and table freed.
 */
const bankImportService = ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    /** The credits recorded, of a month of value dates or of one booking, in the order they were credited. */
    async credits(filter: { month: string } | { reservation: string }): Promise<LedgerCredit[]> {
      const where =
        'month' in filter
          ? { valueDate: { $gte: `${filter.month}-01`, $lt: nextMonthStart(filter.month) } }
          : { reservationReference: filter.reservation };
      const rows = (await strapi.db.query(CREDIT_UID).findMany({
        where,
        orderBy: [{ valueDate: 'asc' }, { id: 'asc' }],
      })) as Parameters<typeof ledgerCredit>[0][];
      return rows.map(ledgerCredit);
    },

    async apply(file: ReadBankFile, fileName: string, now: Date): Promise<BankFileImport> {
      const recorded: RecordedCredit[] = [];
      const confirmed: string[] = [];
      let alreadyImported = 0;
      for (const credit of file.credits) {
        await takeProposalPaid(strapi, credit, now);
        const result = await record(strapi, credit, fileName, now);
        if (!result) {
          alreadyImported += 1;
          continue;
        }
        const { confirms, ...shown } = result;
        recorded.push(shown);
        if (
          confirms &&
          shown.reservationReference &&
          (await confirmPaid(strapi, shown.reservationReference, BANK, now))
        )
          confirmed.push(shown.reservationReference);
      }
      const released = file.coveredTo ? await releaseOverdue(strapi, file.coveredTo, now) : [];
      return { credits: recorded, alreadyImported, confirmed, released, coveredTo: file.coveredTo };
    },
  };
};

export default bankImportService;

export const bankImports = (app: Core.Strapi) =>
  app.service('api::payment.bank-import') as ReturnType<typeof bankImportService>;
