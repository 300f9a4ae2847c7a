import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  compactIban,
  francs,
  ibanProblem,
  isQrIban,
  paymentReference,
  readPaymentSettings,
  staffMessageOf,
  validatePaymentSettings,
} from '../src';

/** The modulo-10 recursive check digit of the QR-bill's guidelines, written here from its table, not the library's. */
function mod10Recursive(digits: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of digits) carry = table[(carry + Number(digit)) % 10];
  return (10 - carry) % 10;
}

/** ISO 7064 mod 97-10 over a reference read as ISO 11649 and IBANs do: the first four characters moved to the end. */
function mod97(text: string): number {
  const moved = `${text.slice(4)}${text.slice(0, 4)}`;
  const digits = [...moved]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  return [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
}

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH93 0076 2011 6238 5295 7';

describe('the account deposits are paid to (docs/product.md#payment-settings)', () => {
  it('is a Swiss or Liechtenstein IBAN whose check digits hold, typed with spaces or not', () => {
    expect(compactIban(' ch93 0076 2011 6238 5295 7 ')).toBe('CH9300762011623852957');
    expect(ibanProblem(IBAN)).toBeNull();
    expect(ibanProblem(QR_IBAN)).toBeNull();
    expect(ibanProblem('LI21 0881 0000 2324 013A A')).toBeNull();
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toEqual(staffMessageOf('payments.ibanCountry'));
    expect(ibanProblem('CH93 0076 2011 6238 5295 8')).toEqual(staffMessageOf('payments.ibanInvalid'));
    expect(ibanProblem('CH93 0076 2011 6238 5295')).toEqual(staffMessageOf('payments.ibanInvalid'));
    expect(ibanProblem('CH93 0076 2011 6238 5295 77')).toEqual(staffMessageOf('payments.ibanInvalid'));
  });

  it('tells a QR-IBAN by its institution id, 30000 to 31999', () => {
    expect(isQrIban(QR_IBAN)).toBe(true);
    expect(isQrIban(IBAN)).toBe(false);
  });
});

describe('a booking’s payment reference', () => {
  it('is a QRR of 27 digits with its modulo-10 recursive check digit for a QR-IBAN', () => {
    const { type, reference } = paymentReference(QR_IBAN, 1234);
    expect(type).toBe('QRR');
    expect(reference).toMatch(/^\d{27}$/);
    expect(reference.slice(0, 26)).toBe('00000000000000000000001234');
    expect(Number(reference[26])).toBe(mod10Recursive(reference.slice(0, 26)));
    // The guidelines' own example.
    expect(mod10Recursive('21000000000313947143000901')).toBe(7);
    expect(paymentReference(QR_IBAN, 10 ** 15).reference.slice(0, 26)).toBe(`${'0'.repeat(10)}1${'0'.repeat(15)}`);
  });

  it('is a SCOR (ISO 11649) for any other IBAN: RF, two check digits, the number', () => {
    const { type, reference } = paymentReference(IBAN, 1234);
    expect(type).toBe('SCOR');
    expect(reference).toMatch(/^RF\d{2}1234$/);
    expect(mod97(reference)).toBe(1);
    expect(mod97('RF18539007547034')).toBe(1);
    expect(paymentReference('LI21 0881 0000 2324 013A A', 7).type).toBe('SCOR');
  });

  it('differs for every number, and takes only positive whole numbers', () => {
    const references = new Set([1, 2, 3, 10, 11, 99_999].map((serial) => paymentReference(IBAN, serial).reference));
    expect(references.size).toBe(6);
    for (const serial of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => paymentReference(IBAN, serial)).toThrow(RangeError);
    }
  });
});

describe('the payment settings', () => {
  const complete = {
    iban: 'ch93 0076 2011 6238 5295 7',
    creditorName: ' Trattoria Ticino ',
    street: 'Rue de Lausanne',
    buildingNumber: '12',
    postalCode: '1201',
    town: 'Genève',
    country: 'CH',
    vatNumber: 'CHE-123.456.789 TVA',
    vatRate: 8.1,
  };

  it('keep a complete account and address, the IBAN compact', () => {
    expect(validatePaymentSettings(complete)).toEqual({
      ok: true,
      values: { ...complete, iban: 'CH9300762011623852957', creditorName: 'Trattoria Ticino' },
    });
  });

  it('may stay empty: no IBAN, no deposit', () => {
    expect(validatePaymentSettings({})).toEqual({ ok: true, values: DEFAULT_PAYMENT_SETTINGS });
    expect(readPaymentSettings(null)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(readPaymentSettings({ ...complete, vatNumber: null, vatRate: null })).toMatchObject({
      iban: 'CH9300762011623852957',
      town: 'Genève',
    });
    expect(readPaymentSettings({ iban: null, vatRate: null, creditorName: null })).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it('need the creditor’s name and address with an IBAN, within the slip’s lengths', () => {
    expect(validatePaymentSettings({ iban: complete.iban, buildingNumber: '1'.repeat(17) })).toEqual({
      ok: false,
      errors: {
        creditorName: staffMessageOf('payments.addressRequired'),
        street: staffMessageOf('payments.addressRequired'),
        buildingNumber: staffMessageOf('payments.tooLong', { max: 16 }),
        postalCode: staffMessageOf('payments.addressRequired'),
        town: staffMessageOf('payments.addressRequired'),
      },
    });
    expect(validatePaymentSettings({ ...complete, town: 'x'.repeat(36), creditorName: 'x'.repeat(70) })).toEqual({
      ok: false,
      errors: { town: staffMessageOf('payments.tooLong', { max: 35 }) },
    });
    expect(validatePaymentSettings({ ...complete, buildingNumber: '' })).toMatchObject({ ok: true });
  });

  it('take a VAT number only with its rate, each in its form, and the country CH or LI', () => {
    const refused = (changes: Record<string, unknown>) => validatePaymentSettings({ ...complete, ...changes });
    expect(refused({ vatNumber: 'CHE-123.456.789' })).toEqual({
      ok: false,
      errors: { vatNumber: staffMessageOf('payments.vatNumberInvalid') },
    });
    for (const vatRate of [0, 101, 8.125, '8.1']) {
      expect(refused({ vatRate })).toEqual({
        ok: false,
        errors: { vatRate: staffMessageOf('payments.vatRateInvalid') },
      });
    }
    expect(refused({ vatRate: null })).toEqual({ ok: false, errors: { vatRate: staffMessageOf('payments.vatBoth') } });
    // An empty rate is no rate, whatever /cms sends for it.
    expect(refused({ vatRate: '' })).toEqual({ ok: false, errors: { vatRate: staffMessageOf('payments.vatBoth') } });
    for (const vatNumber of ['XCHE-123.456.789 TVA', 'CHE-123.456.789 TVA 2']) {
      expect(refused({ vatNumber })).toEqual({
        ok: false,
        errors: { vatNumber: staffMessageOf('payments.vatNumberInvalid') },
      });
    }
    expect(refused({ vatNumber: '' })).toEqual({ ok: false, errors: { vatRate: staffMessageOf('payments.vatBoth') } });
    expect(refused({ vatNumber: null, vatRate: null })).toMatchObject({
      ok: true,
      values: { vatNumber: null, vatRate: null },
    });
    expect(refused({ vatNumber: 'CHE-123.456.789 MWST', vatRate: 100 })).toMatchObject({ ok: true });
    expect(refused({ country: 'LI' })).toMatchObject({ ok: true, values: { country: 'LI' } });
    expect(refused({ country: 'FR' })).toEqual({
      ok: false,
      errors: { country: staffMessageOf('payments.countryInvalid') },
    });
    expect(refused({ iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({
      ok: false,
      errors: { iban: staffMessageOf('payments.ibanCountry') },
    });
  });
});

describe('an amount in francs as the slip prints it', () => {
  it('has two decimals, from centimes', () => {
    expect(francs(0)).toBe('0.00');
    expect(francs(5)).toBe('0.05');
    expect(francs(50)).toBe('0.50');
    expect(francs(1234)).toBe('12.34');
    expect(francs(14_985)).toBe('149.85');
    expect(francs(99_999)).toBe('999.99');
  });

  it('separates the thousands with a space', () => {
    expect(francs(100_000)).toBe('1 000.00');
    expect(francs(123_450)).toBe('1 234.50');
    expect(francs(99_999_999)).toBe('999 999.99');
    expect(francs(123_456_789)).toBe('1 234 567.89');
    expect(francs(100_000_000_00)).toBe('100 000 000.00');
  });
});
