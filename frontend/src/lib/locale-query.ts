import { DEFAULT_LOCALE, type Locale } from '@ticino/shared';

/** A public API address in a language (`?locale=en`, docs/product.md#translations); French, the default, asks for none. */
export function inLocale(address: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? address : `${address}?locale=${locale}`;
}
