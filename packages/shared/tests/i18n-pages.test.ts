import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_KEYS,
  DICTIONARIES,
  LOCALES,
  MENU_CATEGORIES,
  MENTION_KEYS,
  lawNamesFr,
  distinctOrigins,
  originSummary,
  servedDayRuns,
  servedDaysSentence,
  type AnimalOrigin,
  type Dictionary,
  type OpeningSlot,
  type WeekDay,
} from '../src';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'fr');
const slot = (day: WeekDay): OpeningSlot => ({ day, opensAt: '11:30', closesAt: '14:30' });
const days = (...names: WeekDay[]) => names.map(slot);

describe('the menu page’s names in four languages (docs/product.md#languages)', () => {
  it('take their French from the French tables, which stay the source', () => {
    const { menu } = DICTIONARIES.fr;
    expect(Object.keys(menu.categories)).toEqual([...MENU_CATEGORIES]);
    for (const category of MENU_CATEGORIES) expect(menu.categories[category]).toBe(category);
    expect(menu.allergens).toEqual(lawNamesFr.allergens);
    expect(menu.allergens.lait).toEqual({ label: 'Lait (y c. lactose)', short: 'Lait', symbol: 'La' });
    expect(menu.diets).toEqual(lawNamesFr.diets);
    expect(menu.guestFilters).toEqual(lawNamesFr.guestFilters);
    for (const key of MENTION_KEYS) expect(menu.mentions[key]).toBe(lawNamesFr.mentions[key].wording);
    expect(menu.mentions['oies-gavees']).toBe('Issu d’oies gavées.');
    expect(menu.faoAreas).toEqual(lawNamesFr.faoAreas);
    expect(menu.faoAreas[27]).toBe('Atlantique Nord-Est');
  });

  it('name every category, allergen, filter and FAO area in each other language, in words of its own', () => {
    for (const locale of OTHER_LOCALES) {
      const { menu } = DICTIONARIES[locale];
      expect(menu.categories['Vins Rouges - Italie']).not.toBe('Vins Rouges - Italie');
      expect(menu.allergens.lait.label).not.toBe(DICTIONARIES.fr.menu.allergens.lait.label);
      expect(menu.guestFilters['sans-gluten']).not.toBe('Sans gluten');
      expect(menu.faoAreas[27]).not.toBe('Atlantique Nord-Est');
      // Each mark is told apart from the others in the legend.
      const symbols = Object.values(menu.allergens).map((allergen) => allergen.symbol);
      expect(new Set(symbols).size).toBe(ALLERGEN_KEYS.length);
    }
  });

  it('say the days served in each language, the French as before', () => {
    const weekdays = days('Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi');
    const phrase = (dictionary: Dictionary, slots: OpeningSlot[]) => dictionary.menu.servedDays(servedDayRuns(slots)!);
    expect(phrase(DICTIONARIES.fr, weekdays)).toBe(servedDaysSentence(weekdays));
    expect(phrase(DICTIONARIES.en, weekdays)).toBe('Monday to Saturday');
    expect(phrase(DICTIONARIES.de, weekdays)).toBe('von Montag bis Samstag');
    expect(phrase(DICTIONARIES.it, weekdays)).toBe('dal lunedì al sabato');
    expect(phrase(DICTIONARIES.it, days('Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'))).toBe(
      'dal martedì alla domenica',
    );
    expect(phrase(DICTIONARIES.de, days('Samedi', 'Dimanche'))).toBe('am Samstag und Sonntag');
    expect(phrase(DICTIONARIES.en, [...weekdays, slot('Dimanche')])).toBe('every day');
    expect(servedDayRuns([])).toBeNull();
  });

  it('keep the French summary of origins, each distinct origin once', () => {
    const perch: AnimalOrigin = {
      animal: 'poisson',
      name: 'Perche',
      production: 'elevage',
      country: 'PL',
      faoArea: null,
    };
    const beef: AnimalOrigin = { animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null };
    const items = [{ origins: [perch, beef] }, { origins: [{ ...perch }] }];
    expect(distinctOrigins(items)).toEqual([perch, beef]);
    expect(originSummary(items)).toEqual(['Perche\u00a0: élevage, Pologne', 'Bœuf\u00a0: Suisse']);
  });

  it('count two origins as one exactly when their lines read alike', () => {
    const beef: AnimalOrigin = { animal: 'boeuf', name: '', production: 'elevage', country: 'CH', faoArea: null };
    const cod: AnimalOrigin = {
      animal: 'poisson',
      name: 'Cabillaud',
      production: 'sauvage-mer',
      country: '',
      faoArea: 27,
    };
    const alike: AnimalOrigin[] = [
      { ...beef, name: 'Bœuf' },
      { ...cod, country: 'NO' },
    ];
    expect(distinctOrigins([{ origins: [beef, cod] }, { origins: alike }])).toEqual([beef, cod]);
    const different: AnimalOrigin[] = [
      { ...beef, country: 'FR' },
      { ...cod, faoArea: 21 },
      { ...cod, production: 'elevage', country: 'NO', faoArea: null },
      { ...beef, name: 'Entrecôte' },
    ];
    expect(distinctOrigins([{ origins: [beef, cod, ...different] }])).toHaveLength(6);
  });
});

describe('the gallery, contact and booking texts in four languages', () => {
  it('describe every photo of the gallery in each language', () => {
    for (const locale of LOCALES) expect(DICTIONARIES[locale].gallery.photos).toHaveLength(17);
  });

  it('refuse, at compile time, a language that describes fewer photos than French', () => {
    const wrong: Dictionary = {
      ...DICTIONARIES.en,
      // @ts-expect-error -- the French list has 17 descriptions: 16 do not compile.
      gallery: { ...DICTIONARIES.en.gallery, photos: DICTIONARIES.en.gallery.photos.slice(1) },
    };
    expect(wrong.gallery.photos).toHaveLength(16);
  });

  it('write a booking’s day and party in each language, times on the 24-hour clock', () => {
    const day = (dictionary: Dictionary) => {
      const { booking } = dictionary;
      return booking.longDay(booking.weekdays[0], 30, booking.months[10], '2026');
    };
    expect(day(DICTIONARIES.fr)).toBe('lundi 30 novembre 2026');
    expect(day(DICTIONARIES.en)).toBe('Monday 30 November 2026');
    expect(day(DICTIONARIES.de)).toBe('Montag, 30. November 2026');
    expect(day(DICTIONARIES.it)).toBe('lunedì 30 novembre 2026');
    // Weekdays as each language writes them, which the calendar's headers abbreviate: « Mo » in English and German.
    expect(DICTIONARIES.en.booking.weekdays.every((weekday) => /^[A-Z][a-z]+$/.test(weekday))).toBe(true);
    expect(DICTIONARIES.it.booking.weekdays.every((weekday) => /^[a-zì]+$/.test(weekday))).toBe(true);
    expect(DICTIONARIES.fr.booking.bookFor(1, '19:30')).toBe('Réserver pour 1 personne à 19:30');
    expect(DICTIONARIES.de.booking.bookFor(4, '19:30')).toBe('Für 4 Personen reservieren um 19:30 Uhr');
  });
});
