import { describe, expect, it } from 'vitest';
import { LANGUAGE_SUGGESTIONS, LOCALES, localeOfTag, suggestedLocale } from '../src';

describe('the language a browser tag names', () => {
  it.each([
    ['de-CH', 'de'],
    ['en', 'en'],
    ['IT_ch', 'it'],
    [' fr-FR ', 'fr'],
  ])('%j is %s', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });

  it.each(['es-ES', 'rm', '', 'english'])('%j is none of the site', (tag) => {
    expect(localeOfTag(tag)).toBeNull();
  });
});

describe('the language suggested on a page', () => {
  it("suggests the first of the browser's languages the site speaks", () => {
    expect(suggestedLocale('fr', null, ['es-ES', 'de-CH', 'en-US'])).toBe('de');
  });

  it("suggests nothing when the browser's first language the site speaks is the page's", () => {
    expect(suggestedLocale('fr', null, ['es', 'fr-CH', 'en'])).toBeNull();
    expect(suggestedLocale('en', null, ['en-GB', 'de'])).toBeNull();
  });

  it('suggests nothing when the browser names no language of the site', () => {
    expect(suggestedLocale('fr', null, ['es-ES', 'pt'])).toBeNull();
    expect(suggestedLocale('fr', null, [])).toBeNull();
  });

  it("follows the visitor's earlier choice over the browser's languages", () => {
    expect(suggestedLocale('fr', 'it', ['en-US'])).toBe('it');
    expect(suggestedLocale('fr', 'fr', ['en-US'])).toBeNull();
    expect(suggestedLocale('de', 'fr', ['de-CH'])).toBe('fr');
  });

  it('ignores a stored value that is no language of the site', () => {
    expect(suggestedLocale('fr', 'klingon', ['en-US'])).toBe('en');
  });

  it('is worded in each language it can suggest', () => {
    for (const locale of LOCALES) {
      const texts = LANGUAGE_SUGGESTIONS[locale];
      expect(Object.values(texts).every((text) => text.length > 0)).toBe(true);
    }
    expect(new Set(LOCALES.map((locale) => LANGUAGE_SUGGESTIONS[locale].text)).size).toBe(LOCALES.length);
  });
});
