import Papa from 'papaparse';
import { addDaysToDayText, parseDayText, type DayText } from './service-day';

/**
 * Deposits reconciled from the bank's own file (docs/product.md#bank-file): each credit of a camt.054 or camt.053
 * file is recorded once, by the bank's key, and matched to a booking by its QR or creditor reference. The product
 * never moves money: it reads what the bank says was paid, and staff refund by their bank.
 */

export const BANK_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** A ZIP's files once inflated, each and all together: a small file must not inflate into the server's memory. */
  maxInflatedBytes: 20 * 1024 * 1024,
  maxZipEntries: 50,
} as const;

/**
 * What a credit of the file did: paid a deposit in full, short or over it, came after the booking was released,
 * named no known reference, or was not a credit in francs (a debit, a reversal, another currency), which is listed
 * and never applied. Staff's own lines (payment-entries.ts) pay the same way, or record a refund.
 */
export const BANK_CREDIT_OUTCOMES = [
  'paid',
  'short',
  'over',
  'after_release',
  'unknown',
  'debit',
  'reversal',
  'other_currency',
  'refund',
] as const;
export type BankCreditOutcome = (typeof BANK_CREDIT_OUTCOMES)[number];

/** How staff read an outcome. */
export const BANK_CREDIT_OUTCOME_LABELS: Readonly<Record<BankCreditOutcome, string>> = {
  paid: 'Payé',
  short: 'Paiement insuffisant',
  over: 'Paiement en trop',
  after_release: 'Payée après libération',
  unknown: 'Référence inconnue',
  debit: 'Débit (non appliqué)',
  reversal: 'Extourne (non appliquée)',
  other_currency: 'Autre monnaie (non appliquée)',
  refund: 'Remboursement',
};

/** One line of the bank's file as the product reads it. */
export interface BankCredit {
  /** The bank's own key of the transaction, or one made of the entry's reference, amount and value date. */
  key: string;
  amountCentimes: number;
  currency: string;
  debit: boolean;
  reversal: boolean;
  /** `YYYY-MM-DD`, or null when the bank gives none. */
  valueDate: DayText | null;
  bookingDate: DayText | null;
  /** The QRR or SCOR reference the payer gave, without spaces, or null. */
  reference: string | null;
}

/** A credit as recorded and shown to staff. */
export interface RecordedCredit extends Omit<BankCredit, 'debit' | 'reversal'> {
  outcome: BankCreditOutcome;
  /** The booking it paid, by reference, when its reference matched one. */
  reservationReference: string | null;
}

/** What an import did: the credits new to the product, those it had already, the bookings it confirmed or released. */
export interface BankFileImport {
  credits: RecordedCredit[];
  alreadyImported: number;
  confirmed: string[];
  released: string[];
  /** The last day the file covers, which releases the bookings whose deadline it passed; null when it says none. */
  coveredTo: DayText | null;
}

/**
 * What a credit to a deposit does, given what was paid before it: a booking awaiting its deposit is paid once the
 * total reaches the amount due (more is paid too, and shown to staff as over); one no longer awaiting it — released,
 * cancelled, or already paid — keeps the credit for staff to refund or to reinstate the booking.
 */
export function depositCreditOutcome(
  { dueCentimes, paidBeforeCentimes, awaiting }: { dueCentimes: number; paidBeforeCentimes: number; awaiting: boolean },
  amountCentimes: number,
): 'paid' | 'short' | 'over' | 'after_release' {
  const total = paidBeforeCentimes + amountCentimes;
  if (!awaiting) return paidBeforeCentimes >= dueCentimes ? 'over' : 'after_release';
  if (total < dueCentimes) return 'short';
  return total === dueCentimes ? 'paid' : 'over';
}

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): DayText {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The days Swiss francs are not cleared (SIX's SIC calendar): New Year's Day and 2 January, Good Friday, Easter
 * Monday, Ascension, Whit Monday, 1 August, Christmas and 26 December.
 */
export function isSwissBankHoliday(day: DayText): boolean {
  const parts = parseDayText(day);
  if (!parts) return false;
  const monthDay = day.slice(5);
  if (['01-01', '01-02', '08-01', '12-25', '12-26'].includes(monthDay)) return true;
  const easter = easterSunday(parts.year);
  return [-2, 1, 39, 50].some((offset) => addDaysToDayText(easter, offset) === day);
}

/** Whether banks clear payments in francs that day: a weekday that is no SIC holiday. */
export function isSwissBankBusinessDay(day: DayText): boolean {
  const parts = parseDayText(day);
  if (!parts) return false;
  const weekDay = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return weekDay !== 0 && weekDay !== 6 && !isSwissBankHoliday(day);
}

/** The `count`th bank business day after `day`. */
export function bankBusinessDaysAfter(day: DayText, count: number): DayText {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDaysToDayText(current, 1);
    if (isSwissBankBusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * Whether a file covering days up to `coveredTo` would show a deposit due by `deadline` if it had been paid: a payment
 * made on the deadline is credited by the next bank business day at the latest.
 */
export const fileCoversDeadline = (deadline: DayText, coveredTo: DayText): boolean =>
  bankBusinessDaysAfter(deadline, 1) <= coveredTo;

/** A reference as the payer typed it (« 21 00000 00003 13947 14300 09017 », « rf18 5390 0754 7034 »): compact, upper case. */
export const compactReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A credit as the accountant's monthly file lists it. */
export interface LedgerCredit extends RecordedCredit {
  importedAt: string;
  /** The bank's file it came from; empty for a line staff wrote. */
  fileName: string;
  /** Who wrote it by hand (a payment received otherwise, a refund: a negative amount); null for the bank's files. */
  recordedBy: string | null;
}

export const CREDITS_CSV_HEADERS = [
  'Date de valeur',
  'Montant (CHF)',
  'Monnaie',
  'Référence de paiement',
  'Réservation',
  'Résultat',
  'Clé de la banque',
  'Fichier',
  'Importé le',
  'Saisi par',
] as const;

/**
 * A cell a spreadsheet would run as a formula: papaparse quotes it with a leading apostrophe. A refund's amount
 * (« -50.00 ») is a number, left as it is.
 */
const CSV_FORMULA_START = /^(?:[=+@\t\r]|-(?!\d+\.\d{2}$))/;

/**
 * The month's credits as the accountant opens them (docs/product.md#bank-file): UTF-8 with a byte-order mark, `;`
 * between cells, amounts with a point, as the menu's file; the bank statement stays the ledger.
 */
export function creditsCsv(credits: readonly LedgerCredit[]): string {
  const rows = credits.map((credit) => [
    credit.valueDate ?? credit.bookingDate ?? '',
    (credit.amountCentimes / 100).toFixed(2),
    credit.currency,
    credit.reference ?? '',
    credit.reservationReference ?? '',
    BANK_CREDIT_OUTCOME_LABELS[credit.outcome],
    credit.key,
    credit.fileName,
    credit.importedAt,
    credit.recordedBy ?? '',
  ]);
  const text = Papa.unparse([[...CREDITS_CSV_HEADERS], ...rows], {
    delimiter: ';',
    newline: '\r\n',
    escapeFormulae: CSV_FORMULA_START,
  });
  return `\uFEFF${text}\r\n`;
}

/**
 * Payment records (deposits asked, credits and staff's lines) are business records: kept ten years from the end of
 * the year they belong to (Swiss Code of Obligations, art. 958f), apart from the guest's personal data, which follow
 * the booking's retention and never were in them.
 */
export const PAYMENT_RECORDS_KEPT_YEARS = 10;

/** The first day of the oldest year still kept on `today`: every payment record dated before it is deleted. */
export function paymentRecordsKeptFrom(today: DayText): DayText {
  return `${Number(today.slice(0, 4)) - PAYMENT_RECORDS_KEPT_YEARS}-01-01`;
}

/** `YYYY-MM`, a month of the credits' value dates. */
export const isMonthText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(?:0[1-9]|1[0-2])$/.test(value);
