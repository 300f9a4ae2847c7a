import { describe, expect, it } from 'vitest';
import {
  PRINTED_MENU_PATHS,
  dictionaryFor,
  dishPriceText,
  frenchSpacing,
  isPrintedMenuSection,
  localizedOriginText,
  printedMenuLocale,
  printedMenuPath,
  staffMessageOf,
  unknownPrintedSection,
  type AnimalOrigin,
} from '../src';

const NBSP = '\u00a0';

describe('French spacing of printed text (docs/product.md#printed-menu)', () => {
  it.each([
    ['Origine : Suisse', `Origine${NBSP}: Suisse`],
    ['Quoi ? Vraiment !', `Quoi${NBSP}? Vraiment${NBSP}!`],
    ['Buon appetito!', `Buon appetito${NBSP}!`],
    ['Oui ; non', `Oui${NBSP}; non`],
    ['Quoi?!', `Quoi${NBSP}?!`],
    ['« Formule midi »', `«${NBSP}Formule midi${NBSP}»`],
    ['«Formule»', `«${NBSP}Formule${NBSP}»`],
    ['(vraiment!)', `(vraiment${NBSP}!)`],
  ])('%j becomes %j', (text, printed) => {
    expect(frenchSpacing(text)).toBe(printed);
  });

  it('leaves times, addresses and questions inside words alone', () => {
    for (const text of ['Servi dès 11:30', 'https://www.trattoria.example/la-carte?regime=vegane', 'Pizza 4 saisons']) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  it('gives the same text when applied twice', () => {
    for (const text of ['Origine : Suisse ! « Oui » ; non ?', `Déjà${NBSP}: fait${NBSP}!`]) {
      expect(frenchSpacing(frenchSpacing(text))).toBe(frenchSpacing(text));
    }
  });

  it('uses the no-break space the site fonts have, never the narrow one they lack', () => {
    expect(frenchSpacing('Oui ? « Non » : peut-être !')).not.toContain('\u202f');
  });
});

describe("the printed menu's addresses", () => {
  it('keeps /carte.pdf in French and adds .pdf to the menu page of the other languages', () => {
    expect(PRINTED_MENU_PATHS).toEqual({
      fr: '/carte.pdf',
      en: '/en/menu.pdf',
      de: '/de/speisekarte.pdf',
      it: '/it/menu.pdf',
    });
    expect(printedMenuPath('fr', 'vins')).toBe('/carte.pdf?section=vins');
    expect(printedMenuLocale('/de/speisekarte.pdf')).toBe('de');
    expect(printedMenuLocale('/la-carte')).toBeNull();
    expect(printedMenuLocale('/CARTE.PDF')).toBeNull();
  });

  it('knows the wine list as a part, and no other', () => {
    expect(isPrintedMenuSection('vins')).toBe(true);
    for (const value of ['desserts', '', 'toString', ['vins'], undefined])
      expect(isPrintedMenuSection(value)).toBe(false);
  });

  it('refuses another part by its code, naming the parts it prints', () => {
    expect(unknownPrintedSection('desserts')).toEqual(
      staffMessageOf('printedMenu.unknownSection', { section: 'desserts', sections: 'vins' }),
    );
  });
});

describe('texts shared by the site and the printed menu', () => {
  it('prices a drink with its first quantity, a dish alone', () => {
    expect(dishPriceText({ price: 24.5, quantities: [] })).toBe('CHF 24.50');
    expect(dishPriceText({ price: 9, quantities: [{ quantity: '75 cl', price: 42 }] })).toBe('75 cl CHF 42.00');
  });

  it('writes an origin in the law’s French words, or translated', () => {
    const cod: AnimalOrigin = { animal: 'poisson', name: '', production: 'sauvage-mer', country: '', faoArea: 27 };
    expect(localizedOriginText(cod, 'fr', dictionaryFor('fr').menu)).toBe(
      `Poisson${NBSP}: sauvage, pêché en mer, Atlantique Nord-Est (FAO 27)`,
    );
    const german = dictionaryFor('de').menu;
    expect(localizedOriginText(cod, 'de', german)).toBe(
      `${german.animals.poisson}${german.originSeparator}${german.productions['sauvage-mer']}, ${german.faoAreas[27]} (FAO 27)`,
    );
    const beef: AnimalOrigin = {
      animal: 'boeuf',
      name: 'Entrecôte',
      production: 'elevage',
      country: 'CH',
      faoArea: null,
    };
    expect(localizedOriginText(beef, 'fr', dictionaryFor('fr').menu)).toBe(`Entrecôte${NBSP}: Suisse`);
    expect(localizedOriginText(beef, 'en', dictionaryFor('en').menu)).toBe('Entrecôte: Switzerland');
    expect(localizedOriginText(beef, 'it', dictionaryFor('it').menu)).toBe('Entrecôte: Svizzera');
    // A country stored as text before codes, which the migration could not recognise, reads as written.
    const legacy = { ...beef, country: 'Atlantis' } as unknown as AnimalOrigin;
    expect(localizedOriginText(legacy, 'de', dictionaryFor('de').menu)).toBe('Entrecôte: Atlantis');
  });
});
