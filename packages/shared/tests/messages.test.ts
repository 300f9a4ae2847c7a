import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  LOCALES,
  messageIn,
  messageOf,
  receivedMessage,
  receivedStaffMessage,
  staffMessageOf,
  wordFieldErrors,
  wordMessage,
  type Message,
} from '../src';

const french = DICTIONARIES.fr.messages;
type Entry = string | ((params: Record<string, unknown>) => string);
const entriesOf = (locale: (typeof LOCALES)[number]) =>
  Object.entries(DICTIONARIES[locale].messages).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, Entry>).map(([key, entry]) => [`${group}.${key}`, entry] as const),
  );

/** Values any sentence can be worded around: each parameter a message takes, by name. */
const SAMPLE_PARAMS = {
  max: 8,
  days: 60,
  count: 4,
  phone: '+41 22 731 00 00',
  minutes: 120,
  from: 'cancelled',
  to: 'honoured',
  time: '19:30',
  name: 'Menu de St. Silvestre',
  amount: '150.00',
  deadline: '28.12.2026',
};

describe('messages as codes (docs/product.md#messages-as-codes)', () => {
  it('give every code a sentence in each of the four languages', () => {
    const frenchCodes = entriesOf('fr').map(([code]) => code);
    expect(frenchCodes.length).toBeGreaterThan(100);
    for (const locale of LOCALES) {
      const entries = entriesOf(locale);
      expect(entries.map(([code]) => code)).toEqual(frenchCodes);
      for (const [code, entry] of entries) {
        const text = typeof entry === 'string' ? entry : entry(SAMPLE_PARAMS);
        expect(text.trim(), `${locale} ${code}`).not.toBe('');
        expect(text, `${locale} ${code}`).not.toMatch(/undefined|NaN|\[object/);
      }
    }
  });

  it('say each sentence in the language itself, not in French', () => {
    const frenchTexts = new Map(
      entriesOf('fr').map(([code, entry]) => [code, typeof entry === 'string' ? entry : entry(SAMPLE_PARAMS)]),
    );
    for (const locale of LOCALES.filter((other) => other !== 'fr')) {
      for (const [code, entry] of entriesOf(locale)) {
        const text = typeof entry === 'string' ? entry : entry(SAMPLE_PARAMS);
        expect(text, `${locale} ${code}`).not.toBe(frenchTexts.get(code));
        expect(text, `${locale} ${code}: a space before a colon is French typography`).not.toMatch(/ [:;?!]/);
      }
    }
  });

  it('word a message in the language asked, with its values', () => {
    const full = messageOf('reservation.partyTooLargeOnline', { max: 8 });
    expect(full).toEqual({ code: 'reservation.partyTooLargeOnline', params: { max: 8 } });
    expect(messageIn('fr', full)).toBe(
      'En ligne, nous réservons jusqu’à 8 personnes : pour un groupe, envoyez une demande de groupe.',
    );
    expect(messageIn('de', full)).toBe(
      'Online reservieren wir für bis zu 8 Personen: Für eine Gruppe senden Sie bitte eine Gruppenanfrage.',
    );
    expect(messageOf('contact.sent')).toEqual({ code: 'contact.sent' });
    expect(wordMessage(DICTIONARIES.it.messages, messageOf('contact.sent'))).toBe('Il suo messaggio è stato inviato!');
    expect(messageIn('en', messageOf('reservation.pastCutoff', { minutes: 120, phone: '' }))).toBe(
      'It is too late to change it online (up to 2 hours before): please call us.',
    );
    expect(messageIn('it', messageOf('reservation.pastCutoff', { minutes: 90, phone: '022 731 00 00' }))).toBe(
      'È troppo tardi per modificarla online (fino a 90 minuti prima): la preghiamo di chiamarci al 022 731 00 00.',
    );
    expect(() => wordMessage(french, { code: 'reservation.nope' } as unknown as Message)).toThrow(RangeError);
  });

  it('word field errors one by one, leaving out fields without one', () => {
    expect(
      wordFieldErrors(DICTIONARIES.en.messages, {
        name: messageOf('reservation.nameRequired'),
        email: undefined,
        partySize: messageOf('reservation.partyTooLargeOnline', { max: 6 }),
      }),
    ).toEqual({
      name: 'Your name is required.',
      partySize: 'Online, we book up to 6 people: for a group, send a group request.',
    });
  });

  it('take a received code only when the page can word it', () => {
    expect(receivedMessage(french, 'reservation.full', undefined)).toEqual({ code: 'reservation.full' });
    expect(receivedMessage(french, 'reservation.beyondHorizon', { days: 30 })).toEqual({
      code: 'reservation.beyondHorizon',
      params: { days: 30 },
    });
    expect(receivedMessage(french, 'reservation.beyondHorizon', undefined)).toBeNull();
    expect(receivedMessage(french, 'reservation.beyondHorizon', [30])).toBeNull();
    expect(receivedMessage(french, 'reservation.beyondHorizon', { days: { nested: 1 } })).toBeNull();
    expect(receivedMessage(french, 'reservation.unknown', undefined)).toBeNull();
    expect(receivedMessage(french, 'reservation', undefined)).toBeNull();
    expect(receivedMessage(french, '.full', undefined)).toBeNull();
    expect(receivedMessage(french, 'toString', undefined)).toBeNull();
    expect(receivedMessage(french, 'reservation.toString', undefined)).toBeNull();
    expect(receivedMessage(french, 42, undefined)).toBeNull();
  });

  it("take a received staff code only when the staff's catalogue words it", () => {
    expect(receivedStaffMessage('law.originCountry', { row: 2 })).toEqual(
      staffMessageOf('law.originCountry', { row: 2 }),
    );
    expect(receivedStaffMessage('law.originMissing', undefined)).toEqual(staffMessageOf('law.originMissing'));
    expect(receivedStaffMessage('law.originCountry', undefined)).toBeNull();
    expect(receivedStaffMessage('reservation.full', undefined)).toBeNull();
    expect(receivedStaffMessage('law.nope', undefined)).toBeNull();
  });
});
