import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { cleanText } from './text';

/**
 * Deposits paid by Swiss QR-bill (docs/product.md#payment-settings): the owner's account and address, as the slip
 * prints them, and the reference each booking is paid with. The QR-bill's own rules (IBAN and reference checks) are
 * `swissqrbill`'s (docs/decisions.md); this module says which of them the restaurant takes.
 */

/** QR-bills are for accounts in Switzerland and Liechtenstein alone. */
export const PAYMENT_COUNTRIES = ['CH', 'LI'] as const;
export type PaymentCountry = (typeof PAYMENT_COUNTRIES)[number];

/** The QR-bill's limits on the creditor's structured address (implementation guidelines 2.3, « S »). */
export const PAYMENT_LIMITS = {
  creditorNameMaxLength: 70,
  streetMaxLength: 70,
  buildingNumberMaxLength: 16,
  postalCodeMaxLength: 16,
  townMaxLength: 35,
  vatRateMax: 100,
} as const;

/** The owner's payment settings: no IBAN, no deposit (evenings and groups then take none). */
export interface PaymentSettings {
  iban: string | null;
  creditorName: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  town: string;
  country: PaymentCountry;
  /** « CHE-123.456.789 TVA »: with a rate, the slip is also a VAT receipt. */
  vatNumber: string | null;
  vatRate: number | null;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  iban: null,
  creditorName: '',
  street: '',
  buildingNumber: '',
  postalCode: '',
  town: '',
  country: 'CH',
  vatNumber: null,
  vatRate: null,
};

export type PaymentSettingsField = keyof PaymentSettings;
export type PaymentSettingsErrors = Partial<Record<PaymentSettingsField, StaffMessage>>;

/** An IBAN as typed (« CH44 3199 9123 0008 8901 2 »): its letters and digits, upper case. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Why an IBAN cannot receive deposits, or null: a Swiss or Liechtenstein IBAN whose check digits hold. */
export function ibanProblem(value: string): StaffMessage | null {
  const iban = compactIban(value);
  if (!PAYMENT_COUNTRIES.some((country) => iban.startsWith(country))) {
    return staffMessageOf('payments.ibanCountry');
  }
  return /^[A-Z]{2}\d{2}[0-9A-Z]{17}$/.test(iban) && isIBANValid(iban) ? null : staffMessageOf('payments.ibanInvalid');
}

/** A QR-IBAN (its institution id 30000–31999) takes QR references only, any other IBAN creditor references. */
export const isQrIban = (iban: string) => isQRIBAN(compactIban(iban));

/** A booking's payment reference: a QRR for a QR-IBAN, else a SCOR (ISO 11649); never another pairing. */
export interface PaymentReference {
  type: 'QRR' | 'SCOR';
  /** Without spaces, as the QR code carries it. */
  reference: string;
}

/**
 * The reference of payment number `serial` (a number the product never gives twice): 26 digits and their modulo-10
 * recursive check digit for a QR-IBAN, else `RF`, two check digits (mod 97-10) and the number.
 */
export function paymentReference(iban: string, serial: number): PaymentReference {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`Not a payment number: ${serial}`);
  if (isQrIban(iban)) {
    const body = String(serial).padStart(26, '0');
    return { type: 'QRR', reference: `${body}${calculateQRReferenceChecksum(body)}` };
  }
  const body = String(serial);
  return { type: 'SCOR', reference: `RF${calculateSCORReferenceChecksum(body)}${body}` };
}

/** A VAT number as Swiss registers write it: « CHE-123.456.789 » and « MWST », « TVA » or « IVA ». */
const VAT_NUMBER = /^CHE-\d{3}\.\d{3}\.\d{3} (?:MWST|TVA|IVA)$/;

function checkVat(input: Record<string, unknown>, errors: PaymentSettingsErrors) {
  const vatNumber = cleanText(input.vatNumber);
  const rate = input.vatRate;
  if (vatNumber && !VAT_NUMBER.test(vatNumber)) errors.vatNumber = staffMessageOf('payments.vatNumberInvalid');
  const rateGiven = rate !== undefined && rate !== null && rate !== '';
  const rateValid =
    typeof rate === 'number' && rate > 0 && rate <= PAYMENT_LIMITS.vatRateMax && Number.isInteger(rate * 100);
  if (rateGiven && !rateValid) errors.vatRate = staffMessageOf('payments.vatRateInvalid');
  else if (Boolean(vatNumber) !== rateGiven) errors.vatRate = staffMessageOf('payments.vatBoth');
  return { vatNumber: vatNumber || null, vatRate: rateValid ? rate : null };
}

/** A text of the address: required once an IBAN is given, within the QR-bill's length. */
function checkText(
  value: unknown,
  field: 'creditorName' | 'street' | 'postalCode' | 'town' | 'buildingNumber',
  { required, max }: { required: boolean; max: number },
  errors: PaymentSettingsErrors,
): string {
  const text = cleanText(value);
  if (!text && required) errors[field] = staffMessageOf('payments.addressRequired');
  else if (text.length > max) errors[field] = staffMessageOf('payments.tooLong', { max });
  return text;
}

/**
 * The payment settings as staff or /cms send them (docs/product.md#payment-settings): without an IBAN everything may
 * stay empty; with one, a Swiss or Liechtenstein IBAN, the creditor's name, street, postal code and town (the building
 * number apart, as the guidelines want it), and a VAT number only with its rate.
 */
export function validatePaymentSettings(
  input: Record<string, unknown>,
): { ok: true; values: PaymentSettings } | { ok: false; errors: PaymentSettingsErrors } {
  const errors: PaymentSettingsErrors = {};
  const ibanText = cleanText(input.iban);
  const iban = ibanText ? compactIban(ibanText) : null;
  if (iban) {
    const problem = ibanProblem(iban);
    if (problem) errors.iban = problem;
  }
  const required = iban !== null;
  const limits = PAYMENT_LIMITS;
  const values: PaymentSettings = {
    iban,
    creditorName: checkText(
      input.creditorName,
      'creditorName',
      { required, max: limits.creditorNameMaxLength },
      errors,
    ),
    street: checkText(input.street, 'street', { required, max: limits.streetMaxLength }, errors),
    buildingNumber: checkText(
      input.buildingNumber,
      'buildingNumber',
      { required: false, max: limits.buildingNumberMaxLength },
      errors,
    ),
    postalCode: checkText(input.postalCode, 'postalCode', { required, max: limits.postalCodeMaxLength }, errors),
    town: checkText(input.town, 'town', { required, max: limits.townMaxLength }, errors),
    country: DEFAULT_PAYMENT_SETTINGS.country,
    ...checkVat(input, errors),
  };
  const country = input.country ?? DEFAULT_PAYMENT_SETTINGS.country;
  if (PAYMENT_COUNTRIES.includes(country as PaymentCountry)) values.country = country as PaymentCountry;
  else errors.country = staffMessageOf('payments.countryInvalid');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** The stored settings read back: what a write checked, each field its default when unset. */
export function readPaymentSettings(stored: Partial<Record<PaymentSettingsField, unknown>> | null): PaymentSettings {
  const checked = validatePaymentSettings({ ...DEFAULT_PAYMENT_SETTINGS, ...(stored ?? {}) });
  return checked.ok ? checked.values : { ...DEFAULT_PAYMENT_SETTINGS };
}

/** A booking's deposit as staff and the guest see it: what is due, with which reference, by when. */
export interface DepositView {
  /** CHF, the whole party's. */
  amount: number;
  reference: PaymentReference;
  /** The last day to pay (`YYYY-MM-DD`). */
  deadline: string;
}

/** « 1 234.50 »: an amount of whole, non-negative centimes in francs, as the slip prints it and the messages quote it. */
export function francs(centimes: number): string {
  const whole = String(Math.floor(centimes / 100));
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return `${groups.join(' ')}.${String(centimes % 100).padStart(2, '0')}`;
}
