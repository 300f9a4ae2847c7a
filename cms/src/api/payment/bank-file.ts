import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import {
  BANK_FILE_LIMITS,
  compactReference,
  isDayText,
  staffMessageOf,
  type BankCredit,
  type DayText,
  type StaffMessage,
} from '@ticino/shared';

/**
 * The bank's file of credits read (docs/product.md#bank-file): an ISO 20022 camt.054 notification or camt.053
 * statement, versions 001.04 and 001.08, as XML or a ZIP of such files, parsed by fast-xml-parser with entities off
 * and any DOCTYPE refused (no DTD is ever read, so no entity can expand nor any file be fetched).
 */

export interface ReadBankFile {
  credits: BankCredit[];
  coveredTo: DayText | null;
}

export type BankFileReading = { ok: true; file: ReadBankFile } | { ok: false; reason: StaffMessage };

const SUPPORTED = /^urn:iso:std:iso:20022:tech:xsd:camt\.(?:054|053)\.001\.(?:04|08)$/;
const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3}\.\d{3}\.\d{2})/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Every element that may repeat is read as a list, whether the file has one or several.
  isArray: (name) => ['Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd'].includes(name),
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): unknown => (isNode(node) ? node[name] : undefined);
const list = (node: unknown, name: string): unknown[] => {
  const value = child(node, name);
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};
/** An element's text, whether it carries attributes (`{ '#text': … }`) or not. */
function text(node: unknown): string | null {
  if (typeof node === 'string') return node;
  const value = child(node, '#text');
  return typeof value === 'string' ? value : null;
}
const path = (node: unknown, ...names: string[]) => names.reduce<unknown>((at, name) => child(at, name), node);
const dayOf = (value: string | null): DayText | null => {
  const day = value?.slice(0, 10) ?? null;
  return day && isDayText(day) ? day : null;
};

/** An amount in the file (`<Amt Ccy="CHF">150.00</Amt>`) in centimes, or null when it is not one. */
function amountOf(node: unknown): { centimes: number; currency: string } | null {
  const value = text(node);
  const currency = child(node, '@Ccy');
  if (!value || !/^\d{1,15}(?:\.\d{1,5})?$/.test(value) || typeof currency !== 'string') return null;
  return { centimes: Math.round(Number(value) * 100), currency };
}

/** The structured reference of a transaction: a QRR or a creditor reference (SCOR) the payer gave. */
function referenceOf(transaction: unknown): string | null {
  for (const structured of list(child(transaction, 'RmtInf'), 'Strd')) {
    const reference = text(path(structured, 'CdtrRefInf', 'Ref'));
    if (reference) return compactReference(reference);
  }
  return null;
}

/** A booking status code: `<Sts>BOOK</Sts>` in 001.04, `<Sts><Cd>BOOK</Cd></Sts>` in 001.08. */
const isBooked = (entry: unknown) => {
  const status = child(entry, 'Sts');
  const code = text(status) ?? text(child(status, 'Cd'));
  return code === null || code === 'BOOK';
};

/** The credits of one entry: one per transaction detail, each keyed by the bank's own reference when it gives one. */
function creditsOf(entry: unknown): BankCredit[] {
  const entryAmount = amountOf(child(entry, 'Amt'));
  if (!entryAmount || !isBooked(entry)) return [];
  const debit = text(child(entry, 'CdtDbtInd')) === 'DBIT';
  const reversal = text(child(entry, 'RvslInd')) === 'true';
  const valueDate = dayOf(text(path(entry, 'ValDt', 'Dt')) ?? text(path(entry, 'ValDt', 'DtTm')));
  const bookingDate = dayOf(text(path(entry, 'BookgDt', 'Dt')) ?? text(path(entry, 'BookgDt', 'DtTm')));
  const entryKey = text(child(entry, 'NtryRef')) ?? text(child(entry, 'AcctSvcrRef')) ?? '';
  const transactions = list(entry, 'NtryDtls').flatMap((details) => list(details, 'TxDtls'));
  const details = transactions.length > 0 ? transactions : [undefined];
  return details.flatMap((transaction): BankCredit[] => {
    const own = amountOf(path(transaction, 'Amt')) ?? amountOf(path(transaction, 'AmtDtls', 'TxAmt', 'Amt'));
    // A batch's transaction without its own amount cannot be told apart from the others: nothing to apply.
    const amount = own ?? (details.length === 1 ? entryAmount : null);
    if (!amount) return [];
    const { centimes, currency } = amount;
    const ownKey = text(path(transaction, 'Refs', 'AcctSvcrRef'));
    const transactionDebit = text(child(transaction, 'CdtDbtInd'));
    const credit: BankCredit = {
      key: ownKey ? `bank:${ownKey}` : `entry:${entryKey}|${centimes}|${valueDate ?? ''}`,
      amountCentimes: centimes,
      currency,
      debit: transactionDebit ? transactionDebit === 'DBIT' : debit,
      reversal,
      valueDate,
      bookingDate,
      reference: referenceOf(transaction),
    };
    return [credit];
  });
}

/** One XML document: its credits and the last day it covers (its period's end, else its latest booking day). */
function readXml(xml: string): BankFileReading {
  if (/<!DOCTYPE/i.test(xml)) return refused(staffMessageOf('bankFile.doctype'));
  const namespace = CAMT_NAMESPACE.exec(xml.slice(0, 4096))?.[0] ?? '';
  if (!namespace) return refused(staffMessageOf('bankFile.notCamt'));
  if (!SUPPORTED.test(namespace)) {
    return refused(staffMessageOf('bankFile.version', { version: CAMT_NAMESPACE.exec(namespace)?.[1] ?? namespace }));
  }
  let document: unknown;
  try {
    document = child(parser.parse(xml, true), 'Document');
  } catch {
    return refused(staffMessageOf('bankFile.notCamt'));
  }
  const reports = [
    ...list(child(document, 'BkToCstmrDbtCdtNtfctn'), 'Ntfctn'),
    ...list(child(document, 'BkToCstmrStmt'), 'Stmt'),
  ];
  if (reports.length === 0) return refused(staffMessageOf('bankFile.notCamt'));
  const credits = reports.flatMap((report) => list(report, 'Ntry').flatMap(creditsOf));
  const periodEnds = reports.flatMap((report) => dayOf(text(path(report, 'FrToDt', 'ToDtTm'))) ?? []);
  const days = periodEnds.length > 0 ? periodEnds : credits.flatMap(({ bookingDate }) => bookingDate ?? []);
  return { ok: true, file: { credits, coveredTo: days.sort().at(-1) ?? null } };
}

const refused = (reason: StaffMessage): BankFileReading => ({ ok: false, reason });

/** The XML files of a ZIP, each within the limits once inflated, all together too. */
function unzipped(bytes: Uint8Array): string[] | null {
  let total = 0;
  let entries = 0;
  let tooLarge = false;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        total += file.originalSize;
        if (entries > BANK_FILE_LIMITS.maxZipEntries || total > BANK_FILE_LIMITS.maxInflatedBytes) tooLarge = true;
        return !tooLarge && /\.xml$/i.test(file.name);
      },
    });
    if (tooLarge) return null;
    return Object.values(files).map((content) => new TextDecoder().decode(content));
  } catch {
    return null;
  }
}

/** A file as sent: XML, or a ZIP of XML files (by its first bytes, not its name). */
export function readBankFile(bytes: Buffer): BankFileReading {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const documents = (isZip ? unzipped(bytes) : [bytes.toString('utf8')])?.map((xml) => xml.replace(/^\uFEFF/, ''));
  if (!documents) return refused(staffMessageOf('bankFile.zip'));
  if (documents.length === 0) return refused(staffMessageOf('bankFile.emptyZip'));
  const files: ReadBankFile[] = [];
  for (const xml of documents) {
    const reading = readXml(xml);
    if (!reading.ok) return reading;
    files.push(reading.file);
  }
  const covered = files.flatMap(({ coveredTo }) => coveredTo ?? []).sort();
  return { ok: true, file: { credits: files.flatMap(({ credits }) => credits), coveredTo: covered.at(-1) ?? null } };
}
