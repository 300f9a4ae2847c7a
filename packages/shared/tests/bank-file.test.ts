import { describe, expect, it } from 'vitest';
import {
  CREDITS_CSV_HEADERS,
  bankBusinessDaysAfter,
  compactReference,
  creditsCsv,
  depositCreditOutcome,
  easterSunday,
  fileCoversDeadline,
  isMonthText,
  isSwissBankBusinessDay,
  isSwissBankHoliday,
  paymentRecordsKeptFrom,
  type LedgerCredit,
} from '../src';

describe('the days Swiss francs are cleared', () => {
  it('finds Easter Sunday across the Gregorian calendar, on its earliest and latest dates too', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(1900)).toBe('1900-04-15');
  });

  it('knows the SIC holidays of 2026, fixed and moving, and no others', () => {
    const holidays = ['01-01', '01-02', '04-03', '04-06', '05-14', '05-25', '08-01', '12-25', '12-26'];
    for (const day of holidays) expect(isSwissBankHoliday(`2026-${day}`), day).toBe(true);
    for (const day of ['01-03', '04-05', '04-04', '05-13', '05-24', '12-24', '12-31', '08-02'])
      expect(isSwissBankHoliday(`2026-${day}`), day).toBe(false);
    expect(isSwissBankHoliday('not a day')).toBe(false);
  });

  it('clears on weekdays that are no holiday', () => {
    expect(isSwissBankBusinessDay('2026-11-30')).toBe(true);
    expect(isSwissBankBusinessDay('2026-11-27')).toBe(true);
    expect(isSwissBankBusinessDay('2026-11-28')).toBe(false);
    expect(isSwissBankBusinessDay('2026-11-29')).toBe(false);
    expect(isSwissBankBusinessDay('2026-12-25')).toBe(false);
    expect(isSwissBankBusinessDay('2026-13-01')).toBe(false);
  });

  it('counts business days over weekends and holidays', () => {
    expect(bankBusinessDaysAfter('2026-11-27', 1)).toBe('2026-11-30');
    expect(bankBusinessDaysAfter('2026-11-27', 2)).toBe('2026-12-01');
    expect(bankBusinessDaysAfter('2026-12-24', 1)).toBe('2026-12-28');
    expect(bankBusinessDaysAfter('2026-04-02', 1)).toBe('2026-04-07');
    expect(bankBusinessDaysAfter('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('says a file covers a deadline once it reaches the next business day after it', () => {
    expect(fileCoversDeadline('2026-12-24', '2026-12-27')).toBe(false);
    expect(fileCoversDeadline('2026-12-24', '2026-12-28')).toBe(true);
    expect(fileCoversDeadline('2026-12-01', '2026-12-02')).toBe(true);
    expect(fileCoversDeadline('2026-12-01', '2026-12-01')).toBe(false);
  });
});

describe('a credit paid into a deposit', () => {
  const due = { dueCentimes: 8000, paidBeforeCentimes: 0, awaiting: true };

  it('pays it exactly, short or over while the booking awaits it', () => {
    expect(depositCreditOutcome(due, 8000)).toBe('paid');
    expect(depositCreditOutcome(due, 7999)).toBe('short');
    expect(depositCreditOutcome(due, 8001)).toBe('over');
    expect(depositCreditOutcome({ ...due, paidBeforeCentimes: 5000 }, 3000)).toBe('paid');
    expect(depositCreditOutcome({ ...due, paidBeforeCentimes: 5000 }, 2000)).toBe('short');
  });

  it('comes after the release of a booking not paid before, and is over for one paid already', () => {
    const released = { ...due, awaiting: false };
    expect(depositCreditOutcome(released, 8000)).toBe('after_release');
    expect(depositCreditOutcome({ ...released, paidBeforeCentimes: 7999 }, 1)).toBe('after_release');
    expect(depositCreditOutcome({ ...released, paidBeforeCentimes: 8000 }, 8000)).toBe('over');
  });
});

describe('the accountant’s monthly file', () => {
  const credit: LedgerCredit = {
    key: 'bank:ZKB-1',
    amountCentimes: 8000,
    currency: 'CHF',
    valueDate: '2026-12-01',
    bookingDate: '2026-12-02',
    reference: 'RF18539007547034',
    outcome: 'paid',
    reservationReference: 'EVE1-AAAA',
    fileName: 'avis.xml',
    importedAt: '2026-12-02T08:00:00.000Z',
    recordedBy: null,
  };
  const lines = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('starts with a byte-order mark and its headers, one credit a line, « ; » between cells', () => {
    const text = creditsCsv([credit]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines(text)).toEqual([
      CREDITS_CSV_HEADERS.join(';'),
      '2026-12-01;80.00;CHF;RF18539007547034;EVE1-AAAA;Payé;bank:ZKB-1;avis.xml;2026-12-02T08:00:00.000Z;',
    ]);
    expect(CREDITS_CSV_HEADERS.at(-1)).toBe('Saisi par');
  });

  it('keeps a refund’s negative amount a number, names who wrote it, and dates a credit without value date', () => {
    const refund = { ...credit, amountCentimes: -5000, outcome: 'refund' as const, fileName: '', recordedBy: 'marco' };
    const undated = { ...credit, valueDate: null };
    const [, refundLine, undatedLine] = lines(creditsCsv([refund, undated]));
    expect(refundLine).toBe(
      '2026-12-01;-50.00;CHF;RF18539007547034;EVE1-AAAA;Remboursement;bank:ZKB-1;;2026-12-02T08:00:00.000Z;marco',
    );
    expect(undatedLine?.startsWith('2026-12-02;80.00;')).toBe(true);
    expect(lines(creditsCsv([{ ...credit, valueDate: null, bookingDate: null }]))[1]?.startsWith(';80.00;')).toBe(true);
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const fileName of ['=HYPERLINK("x")', '+1', '-cmd', '@SUM(A1)', '\tx', '-1.5', '-12.345'])
      expect(lines(creditsCsv([{ ...credit, fileName }]))[1]).toContain(`'${fileName.replace(/"/g, '""')}`);
  });
});

describe('how long payment records are kept', () => {
  it('keeps ten years after the end of the year they belong to', () => {
    expect(paymentRecordsKeptFrom('2037-01-01')).toBe('2027-01-01');
    expect(paymentRecordsKeptFrom('2037-12-31')).toBe('2027-01-01');
    expect(paymentRecordsKeptFrom('2026-11-30')).toBe('2016-01-01');
  });
});

describe('what staff type', () => {
  it('reads a reference compact and in capitals', () => {
    expect(compactReference(' rf18 5390 0754\t7034 ')).toBe('RF18539007547034');
  });

  it('takes a month as YYYY-MM', () => {
    expect(isMonthText('2026-12')).toBe(true);
    expect(isMonthText('2026-01')).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', ' 2026-12', '2026-12 ', 202612, null])
      expect(isMonthText(month), String(month)).toBe(false);
  });
});
