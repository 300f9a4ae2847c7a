import { describe, expect, it } from 'vitest';
import { DICTIONARIES, RESERVATION_MESSAGES, translatedRuleMessage } from '../src';

const french = DICTIONARIES.fr.booking.rules;
const inLanguage = (locale: 'en' | 'de' | 'it', message: string) =>
  translatedRuleMessage(message, french, DICTIONARIES[locale].booking.rules);

describe('the booking rules’ messages in the page’s language (docs/product.md#languages)', () => {
  it('finds each sentence the server writes and gives its translation', () => {
    expect(inLanguage('de', RESERVATION_MESSAGES.closedDay)).toBe('An diesem Tag ist das Restaurant geschlossen.');
    expect(inLanguage('it', RESERVATION_MESSAGES.confirmed)).toBe('Prenotazione confermata.');
    expect(inLanguage('en', RESERVATION_MESSAGES.nameRequired)).toBe('Your name is required.');
  });

  it('keeps the number of a sentence that holds one', () => {
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60))).toBe(
      'Online bookings are open up to 60 days ahead.',
    );
    expect(inLanguage('de', RESERVATION_MESSAGES.partyTooLargeOnline(8))).toBe(
      'Online reservieren wir für bis zu 8 Personen: Für eine Gruppe senden Sie bitte eine Gruppenanfrage.',
    );
  });

  it('keeps the number and the restaurant’s phone of a limit on hoarding (docs/product.md#no-hoarding)', () => {
    expect(inLanguage('en', RESERVATION_MESSAGES.tooManyFuture(4, '+41 22 731 00 00'))).toBe(
      'You already have 4 upcoming bookings: please call us on +41 22 731 00 00.',
    );
    expect(inLanguage('de', RESERVATION_MESSAGES.tooManyFromAddress(6, '022 731 00 00'))).toBe(
      'Sie haben heute von dieser Verbindung aus bereits 6 Reservationen gemacht: Bitte rufen Sie uns unter 022 731 00 00 an.',
    );
    expect(inLanguage('it', RESERVATION_MESSAGES.groupDailyLimit)).toBe(
      'Avete già inviato 3 richieste di gruppo oggi: chiamateci.',
    );
    expect(RESERVATION_MESSAGES.tooManyFromAddress(6, '022 731 00 00')).toBe(
      "Vous avez déjà 6 réservations aujourd'hui depuis cette connexion : merci de nous appeler au 022 731 00 00.",
    );
    // A sentence whose phone is missing, or whose number is not one, is not that rule's.
    expect(inLanguage('en', RESERVATION_MESSAGES.tooManyFuture(4, '').replace(' au .', '.'))).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.tooManyFuture(4, '022').replace('4', 'quatre'))).toBeNull();
  });

  it('knows nothing else: another text, a sentence with no number where one goes, or a part of a sentence', () => {
    expect(inLanguage('en', 'Erreur inattendue.')).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60).replace('60', 'soixante'))).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60).replace('60', 'x60'))).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60).replace('60', '60x'))).toBeNull();
    expect(inLanguage('en', `${RESERVATION_MESSAGES.beyondHorizon(60)} Appelez-nous.`)).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60).replace('Les', 'Des'))).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.beyondHorizon(60).replace('60 ', ''))).toBeNull();
    expect(inLanguage('en', RESERVATION_MESSAGES.closedDay.slice(0, -1))).toBeNull();
    expect(inLanguage('en', '')).toBeNull();
  });

  it('has a translation for every sentence in every language', () => {
    for (const locale of ['en', 'de', 'it'] as const) {
      expect(Object.keys(DICTIONARIES[locale].booking.rules).sort()).toEqual(Object.keys(french).sort());
    }
  });
});
