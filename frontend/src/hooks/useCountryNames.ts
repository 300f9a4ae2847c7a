import { createContext, useContext } from 'react';
import type { Locale } from '@ticino/shared';

/** Countries of origin named in one language, by their code. */
export interface CountryNames {
  locale: Locale;
  names: Readonly<Record<string, string>>;
}

/**
 * The names of the menu's countries of origin in the language of the page the server rendered (InitialData): the
 * browser shows them without starting its own locale data for `Intl.DisplayNames`, whose first use is a long task on
 * a phone (docs/decisions.md). Null on other pages; a page in another language (after the switcher) names them with
 * `countryName`.
 */
export const CountryNamesContext = createContext<CountryNames | null>(null);

/** A country's name in `locale` as the server gave it, if it did. */
export function useServerCountryName(code: string, locale: Locale): string | undefined {
  const known = useContext(CountryNamesContext);
  return known?.locale === locale ? known.names[code] : undefined;
}
