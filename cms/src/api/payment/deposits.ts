import type { Core } from '@strapi/strapi';
import {
  addDaysToDayText,
  genevaDay,
  paymentReference,
  type DayText,
  type DepositView,
  type PaymentReference,
} from '@ticino/shared';
import { holdAdvisoryLock } from '../../utils/advisory-locks';

export const DEPOSIT_UID = 'api::payment.deposit';

export const DEPOSIT_FIELDS = ['paymentReference', 'referenceType', 'amountCentimes', 'deadline'] as const;

export interface StoredDeposit {
  documentId: string;
  paymentReference: string;
  referenceType: PaymentReference['type'];
  amountCentimes: number;
  deadline: string;
}

export const depositView = (stored: StoredDeposit): DepositView => ({
  amount: stored.amountCentimes / 100,
  reference: { type: stored.referenceType, reference: stored.paymentReference },
  deadline: stored.deadline,
});

/**
 * The last day to pay a deposit: `daysBefore` days before the evening, but never before the day it is booked (a
 * booking made late pays at once).
 */
export function depositDeadline(evening: DayText, daysBefore: number, now: Date): DayText {
  const due = addDaysToDayText(evening, -daysBefore);
  const today = genevaDay(now);
  return due < today ? today : due;
}

/** The bookings among `references` that were asked a deposit. */
export async function depositsOf(strapi: Core.Strapi, references: readonly string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const rows = (await strapi.db.query(DEPOSIT_UID).findMany({
    select: ['reservationReference'],
    where: { reservationReference: { $in: [...references] } },
  })) as { reservationReference: string }[];
  return rows.map(({ reservationReference }) => reservationReference);
}

export interface DepositRequest {
  reservationReference: string;
  amountCentimes: number;
  eveningName: string;
}

/**
 * Records the deposit a booking is asked (the booking links to it by its documentId), with the next payment number and its reference for `iban`: QRR for a
 * QR-IBAN, SCOR otherwise (docs/product.md#deposits). Called within the booking's transaction; the numbers are taken
 * one after the other under a lock of their own (on SQLite the one connection already does), and the records are kept
 * ten years, so a number is never given twice.
 */
export async function issueDeposit(
  strapi: Core.Strapi,
  iban: string,
  request: DepositRequest,
  due: { eveningDate: DayText; daysBefore: number },
  now: Date,
): Promise<StoredDeposit> {
  return await strapi.db.transaction(async ({ trx }) => {
    await holdAdvisoryLock(strapi, trx, 'paymentSerial', 0);
    const [last] = (await strapi.db.query(DEPOSIT_UID).findMany({
      select: ['serial'],
      orderBy: { serial: 'desc' },
      limit: 1,
    })) as { serial: number }[];
    const serial = (last?.serial ?? 0) + 1;
    const reference = paymentReference(iban, serial);
    const stored = (await strapi.db.query(DEPOSIT_UID).create({
      data: {
        serial,
        paymentReference: reference.reference,
        referenceType: reference.type,
        amountCentimes: request.amountCentimes,
        deadline: depositDeadline(due.eveningDate, due.daysBefore, now),
        reservationReference: request.reservationReference,
        eveningName: request.eveningName,
        issuedAt: now,
      },
    })) as StoredDeposit;
    return stored;
  });
}
