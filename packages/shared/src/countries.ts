import { LOCALES, type Locale } from './i18n/locales';
import { foldForSearch } from './text';

/**
 * Countries of origin (docs/product.md#swiss-food-and-price-law) are stored as ISO 3166-1 alpha-2 codes and named in
 * the reader's language by the JavaScript engine (`Intl.DisplayNames`). The list itself is data, in alphabetical
 * order, rather than what the engine happens to name, so that the server and every browser accept the same codes.
 * (In rows: Prettier would write one code a line.)
 */
// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD',
  'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA',
  'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE',
  'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA',
  'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK',
  'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT',
  'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS',
  'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS',
  'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST',
  'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW',
  'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA',
  'ZM', 'ZW'
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const CODES: ReadonlySet<unknown> = new Set(COUNTRY_CODES);

export const isCountryCode = (value: unknown): value is CountryCode => CODES.has(value);

/** One formatter per language, made on first use: building one loads the engine's locale data. */
const regionNames: Partial<Record<Locale, Intl.DisplayNames>> = {};
const namesIn = (locale: Locale) => (regionNames[locale] ??= new Intl.DisplayNames([locale], { type: 'region' }));

/**
 * « Suisse », « Switzerland », « Schweiz », « Svizzera » for `CH`. Anything that is not a code comes back as written:
 * a country typed as free text before codes, which the migration could not recognise, still shows.
 */
export function countryName(code: string, locale: Locale): string {
  return isCountryCode(code) ? (namesIn(locale).of(code) ?? code) : code;
}

/** « Côte d’Ivoire » and « cote d'ivoire » alike: no case, accents or typographic apostrophes. */
const foldName = (text: string) => foldForSearch(text).replaceAll('’', "'").replace(/\s+/g, ' ').trim();

/** Every country's name in each language of the site, folded, to its code; made on the first name looked up. */
let codesByName: ReadonlyMap<string, CountryCode> | null = null;
const nameIndex = () =>
  (codesByName ??= new Map(
    LOCALES.flatMap((locale) => COUNTRY_CODES.map((code) => [foldName(countryName(code, locale)), code] as const)),
  ));

/**
 * The code a person or an older row meant: a code in any case (« ch »), or a country's name in French, English,
 * German or Italian (« Suisse », « viet nam », « Schweiz »). Null for anything else.
 */
export function countryCodeOf(text: string): CountryCode | null {
  const upper = text.trim().toUpperCase();
  if (isCountryCode(upper)) return upper;
  return nameIndex().get(foldName(text)) ?? null;
}
