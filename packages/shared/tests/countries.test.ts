import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, LOCALES, countryCodeOf, countryName, isCountryCode } from '../src';

describe('the list of countries', () => {
  it('holds the 249 codes of ISO 3166-1, two capital letters each, once, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['AD', 'CH', 'FR', 'IT', 'VN', 'ZW']));
  });

  it('leaves out the codes that are not countries of the standard', () => {
    for (const code of ['EU', 'UN', 'XK', 'UK', 'ZZ', 'SU']) expect(isCountryCode(code), code).toBe(false);
  });

  it('tells a code from anything else, case included', () => {
    expect(isCountryCode('CH')).toBe(true);
    expect(isCountryCode('ch')).toBe(false);
    expect(isCountryCode('Suisse')).toBe(false);
    expect(isCountryCode(41)).toBe(false);
    expect(isCountryCode(null)).toBe(false);
  });
});

describe('a country named in a language', () => {
  it('is named in each language of the site', () => {
    expect(LOCALES.map((locale) => countryName('CH', locale))).toEqual([
      'Suisse',
      'Switzerland',
      'Schweiz',
      'Svizzera',
    ]);
    expect(countryName('VN', 'fr')).toBe('Viêt Nam');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });

  it('has a name of its own for every code, in every language', () => {
    for (const locale of LOCALES) {
      const names = COUNTRY_CODES.map((code) => countryName(code, locale));
      expect(
        names.filter((name, index) => name === COUNTRY_CODES[index]),
        locale,
      ).toEqual([]);
    }
  });

  it('comes back as written when it is not a code: a text stored before codes still shows', () => {
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
    expect(countryName('Écosse (Royaume-Uni)', 'de')).toBe('Écosse (Royaume-Uni)');
    expect(countryName('ch', 'en')).toBe('ch');
    expect(countryName('', 'it')).toBe('');
  });
});

describe('the code of a country given as text', () => {
  it('is the code itself, in any case and with spaces around', () => {
    expect(countryCodeOf('CH')).toBe('CH');
    expect(countryCodeOf('ch')).toBe('CH');
    expect(countryCodeOf(' it ')).toBe('IT');
  });

  it('is found from the name in French, English, German or Italian', () => {
    expect(['Suisse', 'Switzerland', 'Schweiz', 'Svizzera'].map(countryCodeOf)).toEqual(['CH', 'CH', 'CH', 'CH']);
    expect(countryCodeOf('Nouvelle-Zélande')).toBe('NZ');
    expect(countryCodeOf('Vietnam')).toBe('VN');
  });

  it('is found whatever the case, accents, apostrophes and spaces', () => {
    expect(countryCodeOf('viet nam')).toBe('VN');
    expect(countryCodeOf('VIÊT NAM')).toBe('VN');
    expect(countryCodeOf('Viêt   Nam')).toBe('VN');
    expect(countryCodeOf('  norvege ')).toBe('NO');
    expect(countryCodeOf("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeOf('Côte d’Ivoire')).toBe('CI');
    expect(countryCodeOf('osterreich')).toBe('AT');
  });

  it('is found for every name of every code in every language', () => {
    for (const locale of LOCALES)
      for (const code of COUNTRY_CODES)
        expect(countryCodeOf(countryName(code, locale)), `${locale} ${code}`).toBe(code);
  });

  it('is null for a text that names no country', () => {
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf('UK')).toBeNull();
    expect(countryCodeOf('Suisse romande')).toBeNull();
    // Spaces are made one, not dropped: words split otherwise are other words.
    expect(countryCodeOf('Costa  Rica')).toBe('CR');
    expect(countryCodeOf('Costa Ri ca')).toBeNull();
  });
});
