import type { MenuCategory } from './categories';
import { countryCodeOf, countryName, isCountryCode, type CountryCode } from './countries';
import { lawNamesFr } from './i18n/dictionaries/menu/law-fr';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';
import { cleanText } from './text';

export { lawNamesFr };

/**
 * What Swiss food and price law asks a menu to say (docs/product.md#swiss-food-and-price-law): allergens (OIDAl
 * art. 10, annex 6), origins of meat and fish (OIDAl art. 5), the other written mentions, diet tags, quantities of
 * drinks (OIP art. 10–11) and wine details. Each is one JSON field of a menu item, checked here; a refusal is a staff
 * message (`law.*`, worded in French by the staff's catalogue).
 */

/** A field's cleaned value, or why it is refused. */
export type LawChecked<Value> = { value: Value; error?: undefined } | { value?: undefined; error: StaffMessage };

/** The 14 allergen groups of OIDAl annex 6, in the annex's order (their names: the dictionaries' `menu.allergens`). */
export const ALLERGEN_KEYS = [
  'gluten',
  'crustaces',
  'oeufs',
  'poissons',
  'arachides',
  'soja',
  'lait',
  'fruits-a-coque',
  'celeri',
  'moutarde',
  'sesame',
  'sulfites',
  'lupin',
  'mollusques',
] as const;
export type AllergenKey = (typeof ALLERGEN_KEYS)[number];

/**
 * Animals whose origin must be written (OIDAl art. 5): domestic ungulates, poultry, game, fish and seafood; those of
 * the waters with the allergen group a dish holding them contains. Their names: the dictionaries' `menu.animals`.
 */
export const ANIMALS = [
  { key: 'boeuf', aquatic: false, allergen: null },
  { key: 'veau', aquatic: false, allergen: null },
  { key: 'porc', aquatic: false, allergen: null },
  { key: 'agneau', aquatic: false, allergen: null },
  { key: 'chevre', aquatic: false, allergen: null },
  { key: 'cheval', aquatic: false, allergen: null },
  { key: 'volaille', aquatic: false, allergen: null },
  { key: 'gibier', aquatic: false, allergen: null },
  { key: 'poisson', aquatic: true, allergen: 'poissons' },
  { key: 'crustaces', aquatic: true, allergen: 'crustaces' },
  { key: 'mollusques', aquatic: true, allergen: 'mollusques' },
] as const satisfies readonly { key: string; aquatic: boolean; allergen: AllergenKey | null }[];
export type AnimalKey = (typeof ANIMALS)[number]['key'];
export const animalInfo = (key: AnimalKey) => ANIMALS.find((animal) => animal.key === key)!;

/** How the animal was obtained; `sauvage-mer` is sea fishing, which is located by its FAO area rather than a country. */
export const PRODUCTION_KEYS = ['elevage', 'sauvage', 'sauvage-mer'] as const;
export type ProductionKey = (typeof PRODUCTION_KEYS)[number];

/** The FAO major fishing areas of the seas (the fishing areas a wild sea fish is declared by). */
export const FAO_AREA_CODES = [18, 21, 27, 31, 34, 37, 41, 47, 48, 51, 57, 58, 61, 67, 71, 77, 81, 87, 88] as const;
export type FaoAreaCode = (typeof FAO_AREA_CODES)[number];

/** « Atlantique Nord-Est (FAO 27) ». */
export const faoAreaLabel = (code: FaoAreaCode): string => `${lawNamesFr.faoAreas[code]} (FAO ${code})`;

/**
 * Where one animal of a dish comes from. `name` is what the guest reads if not the animal's kind (« Perche »). The
 * country is a code, empty for sea fishing, which its FAO area locates. A row stored before codes may still hold the
 * text typed then, if the migration could not recognise it: readers show it as written (`countryName`).
 */
export type AnimalOrigin = {
  animal: AnimalKey;
  name: string;
  production: ProductionKey;
  country: CountryCode | '';
  faoArea: FaoAreaCode | null;
};

/**
 * The other written mentions (OIDAl art. 5 al. 1 let. c–f and the bread's country); their names and wording: the
 * dictionaries' `menu.mentions`.
 */
export const MENTION_KEYS = [
  'hormones',
  'antibiotiques',
  'oeufs-batterie',
  'oies-gavees',
  'canards-gaves',
  'sans-anesthesie',
] as const;
export type MentionKey = (typeof MENTION_KEYS)[number];

/** Diet tags, with the schema.org diet a page's structured data names (their names: the dictionaries' `menu.diets`). */
export const DIETS = [
  { key: 'vegetarien', schemaOrg: 'https://schema.org/VegetarianDiet' },
  { key: 'vegane', schemaOrg: 'https://schema.org/VeganDiet' },
] as const;
export type DietKey = (typeof DIETS)[number]['key'];
export const dietInfo = (key: DietKey) => DIETS.find((diet) => diet.key === key)!;

/** A price for a served quantity (« 1 dl », « 75 cl »). */
export type PricedQuantity = {
  quantity: string;
  price: number;
};

/** The drinks that need no quantity next to their price (OIP art. 11). */
export const QUANTITY_EXEMPTIONS = ['Boisson chaude', 'Cocktail', "Boisson à base d'eau ou de glace"] as const;
export type QuantityExemption = (typeof QUANTITY_EXEMPTIONS)[number];

export type WineDetails = {
  producer: string;
  appellation: string;
  grape: string;
  vintage: number | null;
  /** « Vin genevois »: a wine of the canton's vineyards. */
  genevan: boolean;
};

/** When and by whom an item's allergens were last confirmed (staff only). */
export type AllergenConfirmation = {
  at: string;
  by: string;
};

const isWine = (category: string) => category.startsWith('Vins');
/** Categories whose prices are drinks' prices, which must state their quantity. */
export const isDrinkCategory = (category: string): boolean => category === 'Nos Boissons' || isWine(category);
export const isWineCategory = isWine;
/** Categories whose dishes are meat or fish: their origin must be declared (the « À vérifier » list). */
export const MEAT_AND_FISH_CATEGORIES: readonly MenuCategory[] = ['Nos Viandes', 'Nos Poissons'];

export const LAW_LIMITS = {
  countryMaxLength: 80,
  nameMaxLength: 80,
  quantityMaxLength: 20,
  originsMax: 10,
  quantitiesMax: 6,
  wineTextMaxLength: 120,
  vintageMin: 1900,
  vintageMax: 2100,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmptyJson = (raw: unknown) => raw === undefined || raw === null || raw === '';

/** A list of keys from `allowed`, each once, in the list's own order. */
function checkKeyList<Key extends string>(
  allowed: readonly Key[],
  raw: unknown,
  message: StaffMessage,
): LawChecked<Key[]> {
  if (isEmptyJson(raw)) return { value: [] };
  if (!Array.isArray(raw) || !raw.every((key) => typeof key === 'string' && allowed.includes(key as Key)))
    return { error: message };
  return { value: allowed.filter((key) => raw.includes(key)) };
}

export const checkAllergens = (raw: unknown) =>
  checkKeyList(ALLERGEN_KEYS, raw, staffMessageOf('law.allergensInvalid'));
export const checkTraces = (raw: unknown) => checkKeyList(ALLERGEN_KEYS, raw, staffMessageOf('law.tracesInvalid'));
export const checkDiets = (raw: unknown) =>
  checkKeyList(
    DIETS.map((diet) => diet.key),
    raw,
    staffMessageOf('law.dietsInvalid'),
  );
export const checkMentions = (raw: unknown) => checkKeyList(MENTION_KEYS, raw, staffMessageOf('law.mentionsInvalid'));

/**
 * One row of origins. A write gets its country as a code (« Suisse » or « ch » sent become `CH`) and is refused an
 * unknown one; a `stored` row, read back, may keep the text an older version stored (see AnimalOrigin).
 */
function checkOrigin(raw: unknown, row: number, stored: boolean): LawChecked<AnimalOrigin> {
  if (!isRecord(raw)) return { error: staffMessageOf('law.originsInvalid') };
  const animal = ANIMALS.find((candidate) => candidate.key === raw.animal);
  if (!animal) return { error: staffMessageOf('law.originAnimal', { row }) };
  // Never guessed in a write: only rows stored before the production was asked for read as « élevage ».
  const production = stored && (raw.production === undefined || raw.production === '') ? 'elevage' : raw.production;
  if (!(PRODUCTION_KEYS as readonly unknown[]).includes(production))
    return { error: staffMessageOf('law.originProduction', { row }) };
  const name = cleanText(raw.name);
  const written = cleanText(raw.country);
  if (name.length > LAW_LIMITS.nameMaxLength || written.length > LAW_LIMITS.countryMaxLength)
    return { error: staffMessageOf('law.originTooLong', { row, max: LAW_LIMITS.countryMaxLength }) };
  const fao = raw.faoArea === '' || raw.faoArea === undefined || raw.faoArea === null ? null : Number(raw.faoArea);
  if (fao !== null && !(FAO_AREA_CODES as readonly number[]).includes(fao))
    return { error: staffMessageOf('law.originFaoArea', { row }) };
  const sea = production === 'sauvage-mer';
  if (sea) {
    if (!animal.aquatic) return { error: staffMessageOf('law.originSeaOnlyAquatic', { row }) };
    if (fao === null) return { error: staffMessageOf('law.originFaoArea', { row }) };
  } else if (!written) {
    return { error: staffMessageOf('law.originCountry', { row }) };
  }
  const code = sea ? '' : countryCodeOf(written);
  if (code === null && !stored) return { error: staffMessageOf('law.originCountryUnknown', { row }) };
  return {
    value: {
      animal: animal.key,
      name,
      production: production as ProductionKey,
      // An older row's text kept as written (see AnimalOrigin).
      country: code ?? (written as CountryCode),
      // A FAO area locates sea fishing only, as a country locates the rest.
      faoArea: sea ? (fao as FaoAreaCode) : null,
    },
  };
}

function checkOriginRows(raw: unknown, stored: boolean): LawChecked<AnimalOrigin[]> {
  if (isEmptyJson(raw)) return { value: [] };
  if (!Array.isArray(raw)) return { error: staffMessageOf('law.originsInvalid') };
  if (raw.length > LAW_LIMITS.originsMax)
    return { error: staffMessageOf('law.originsTooMany', { max: LAW_LIMITS.originsMax }) };
  const origins: AnimalOrigin[] = [];
  for (const [index, row] of raw.entries()) {
    const checked = checkOrigin(row, index + 1, stored);
    if (checked.error !== undefined) return { error: checked.error };
    origins.push(checked.value);
  }
  return { value: origins };
}

/** Rows of { animal, name, production, country, faoArea }; the first faulty row is named in the message. */
export const checkOrigins = (raw: unknown): LawChecked<AnimalOrigin[]> => checkOriginRows(raw, false);

/** Origins as stored, read back: an older row's country text no language names is kept as written. */
export const checkStoredOrigins = (raw: unknown): LawChecked<AnimalOrigin[]> => checkOriginRows(raw, true);

/** Whether an origin's country is a text stored before codes, which staff still have to pick from the list. */
export const hasUnnamedCountry = (origins: readonly AnimalOrigin[]): boolean =>
  origins.some((origin) => origin.country !== '' && !isCountryCode(origin.country));

/** What the origins' rule reads of an item. */
export interface OriginRuleValues {
  category: string;
  allergens: readonly AllergenKey[];
  origins: readonly AnimalOrigin[];
}

/**
 * The first origin that cannot be this dish's (docs/product.md#swiss-food-and-price-law): in « Nos Poissons » only
 * fish and seafood, in « Nos Viandes » none, and fish or seafood only with its allergen ticked. Null when all fit.
 */
export function mismatchedOrigin({ category, allergens, origins }: OriginRuleValues): AnimalOrigin | null {
  const fits = (origin: AnimalOrigin) => {
    const { aquatic, allergen } = animalInfo(origin.animal);
    if (category === 'Nos Poissons' && !aquatic) return false;
    if (category === 'Nos Viandes' && aquatic) return false;
    return allergen === null || allergens.includes(allergen);
  };
  return origins.find((origin) => !fits(origin)) ?? null;
}

/** The origins' rule as a message under the origins, or nothing when every origin fits the dish. */
export function originMismatchError(values: OriginRuleValues): StaffMessage | undefined {
  const origin = mismatchedOrigin(values);
  return origin ? staffMessageOf('law.originMismatch', { animal: origin.animal }) : undefined;
}

/** « 1 dl », « 50 cl », « 7,5 dl », « 1.5 l », « 33 cl ». */
const QUANTITY_TEXT = /^\d+(?:[.,]\d+)?\s?(?:ml|cl|dl|l)$/i;
const PRICE_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function checkQuantityPrice(raw: unknown): number | null {
  // « 6,50 » as Swiss keyboards type it, as the item's own price accepts it.
  const text = typeof raw === 'string' ? raw.trim().replace(/^(\d*),(\d*)$/, '$1.$2') : '';
  const value = typeof raw === 'number' ? raw : PRICE_TEXT.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value) || value <= 0 || value > 100000) return null;
  const cents = value * 100;
  if (Math.abs(cents - Math.round(cents)) > Math.abs(cents) * Number.EPSILON * 8) return null;
  return Math.round(cents) / 100;
}

/** Rows of { quantity, price }: a volume and a price in CHF. */
export function checkQuantities(raw: unknown): LawChecked<PricedQuantity[]> {
  if (isEmptyJson(raw)) return { value: [] };
  if (!Array.isArray(raw)) return { error: staffMessageOf('law.quantitiesInvalid') };
  if (raw.length > LAW_LIMITS.quantitiesMax)
    return { error: staffMessageOf('law.quantitiesTooMany', { max: LAW_LIMITS.quantitiesMax }) };
  const quantities: PricedQuantity[] = [];
  for (const [index, row] of raw.entries()) {
    if (!isRecord(row)) return { error: staffMessageOf('law.quantitiesInvalid') };
    const quantity = cleanText(row.quantity).replace(',', '.');
    if (
      !QUANTITY_TEXT.test(quantity) ||
      quantity.length > LAW_LIMITS.quantityMaxLength ||
      !(Number.parseFloat(quantity.replace(',', '.')) > 0)
    )
      return { error: staffMessageOf('law.quantityText', { row: index + 1 }) };
    const price = checkQuantityPrice(row.price);
    if (price === null) return { error: staffMessageOf('law.quantityPrice', { row: index + 1 }) };
    quantities.push({ quantity: quantity.replace(/^([\d.]+)\s?/, '$1 ').replace(/\.(?=\d)/, ','), price });
  }
  return { value: quantities };
}

/** A wine's producer, appellation, grape, vintage and « Vin genevois » mark; null when nothing is given. */
export function checkWine(raw: unknown): LawChecked<WineDetails | null> {
  if (isEmptyJson(raw)) return { value: null };
  if (!isRecord(raw)) return { error: staffMessageOf('law.wineInvalid') };
  const [producer, appellation, grape] = [raw.producer, raw.appellation, raw.grape].map((text) => cleanText(text));
  if ([producer, appellation, grape].some((text) => text.length > LAW_LIMITS.wineTextMaxLength))
    return { error: staffMessageOf('law.wineTooLong', { max: LAW_LIMITS.wineTextMaxLength }) };
  let vintage: number | null = null;
  if (!isEmptyJson(raw.vintage)) {
    vintage = typeof raw.vintage === 'string' ? Number(raw.vintage.trim()) : Number(raw.vintage);
    if (!Number.isInteger(vintage) || vintage < LAW_LIMITS.vintageMin || vintage > LAW_LIMITS.vintageMax)
      return { error: staffMessageOf('law.wineVintage', { min: LAW_LIMITS.vintageMin, max: LAW_LIMITS.vintageMax }) };
  }
  const genevan = raw.genevan === true;
  if (!producer && !appellation && !grape && vintage === null && !genevan) return { value: null };
  return { value: { producer, appellation, grape, vintage, genevan } };
}

/** Set by the server only (the staff API), from the signed-in user; kept as it is otherwise. */
export function checkConfirmation(raw: unknown): LawChecked<AllergenConfirmation | null> {
  if (isEmptyJson(raw)) return { value: null };
  if (!isRecord(raw) || typeof raw.at !== 'string' || Number.isNaN(Date.parse(raw.at)) || typeof raw.by !== 'string')
    return { error: staffMessageOf('law.confirmationInvalid') };
  return { value: { at: new Date(raw.at).toISOString(), by: cleanText(raw.by).slice(0, 120) } };
}

export const isAllergenList = (value: unknown): value is AllergenKey[] =>
  Array.isArray(value) && value.every((key) => ALLERGEN_KEYS.includes(key as AllergenKey));
export const isDietList = (value: unknown): value is DietKey[] =>
  Array.isArray(value) && value.every((key) => DIETS.some((diet) => diet.key === key));
export const isMentionList = (value: unknown): value is MentionKey[] =>
  Array.isArray(value) && value.every((key) => (MENTION_KEYS as readonly unknown[]).includes(key));
/** Origins as stored: an older row's country typed as text still reads (see AnimalOrigin). */
export const isOriginList = (value: unknown): value is AnimalOrigin[] =>
  Array.isArray(value) && checkOriginRows(value, true).error === undefined;
export const isQuantityList = (value: unknown): value is PricedQuantity[] =>
  Array.isArray(value) && checkQuantities(value).error === undefined;
export const isWineDetails = (value: unknown): value is WineDetails | null =>
  value === null || (isRecord(value) && checkWine(value).error === undefined);
export const isConfirmation = (value: unknown): value is AllergenConfirmation | null =>
  checkConfirmation(value).error === undefined;

/** The law's fields of an item, checked one by one; what the rules below need of it. */
export interface LawValues {
  category: string;
  quantities: PricedQuantity[];
  quantityExemption: QuantityExemption | null;
  wine: WineDetails | null;
}

/**
 * The rules between fields: a drink's price states its quantity unless it is exempt (OIP art. 11); wine details
 * belong to wines. Keyed by the field the message shows under.
 */
export function lawCrossErrors(
  values: LawValues,
): Partial<Record<'quantities' | 'quantityExemption' | 'wine', StaffMessage>> {
  const errors: Partial<Record<'quantities' | 'quantityExemption' | 'wine', StaffMessage>> = {};
  const drink = isDrinkCategory(values.category);
  if (drink && values.quantities.length === 0 && values.quantityExemption === null)
    errors.quantities = staffMessageOf('law.quantityRequired');
  if (!drink && values.quantities.length > 0) errors.quantities = staffMessageOf('law.quantitiesOnlyForDrinks');
  if (!drink && values.quantityExemption !== null)
    errors.quantityExemption = staffMessageOf('law.exemptionOnlyForDrinks');
  if (values.wine !== null && !isWineCategory(values.category)) errors.wine = staffMessageOf('law.wineOnlyForWines');
  return errors;
}

/** An origin's line before its country is named: the animal, the way of production where the law asks it, the FAO area. */
function originParts(origin: AnimalOrigin): {
  name: string;
  production: ProductionKey | null;
  faoArea: FaoAreaCode | null;
} {
  const animal = animalInfo(origin.animal);
  return {
    name: origin.name || lawNamesFr.animals[origin.animal],
    // The way of production is written for fish and seafood (OIDAl art. 5 al. 1 let. b) and for wild game.
    production: animal.aquatic || origin.production !== 'elevage' ? origin.production : null,
    faoArea: origin.production === 'sauvage-mer' && origin.faoArea ? origin.faoArea : null,
  };
}

/** « Bœuf : Suisse », « Perche : élevage, Pologne », « Cabillaud : sauvage, pêché en mer, Atlantique Nord-Est (FAO 27) ». */
export function originText(origin: AnimalOrigin): string {
  const { name, production, faoArea } = originParts(origin);
  const where = faoArea ? faoAreaLabel(faoArea) : countryName(origin.country, 'fr');
  return `${name}\u00a0: ${production ? `${lawNamesFr.productions[production]}, ` : ''}${where}`;
}

/**
 * Equal for two origins exactly when `originText` writes them alike, without naming the country: no locale data to
 * start in a browser (docs/decisions.md).
 */
export function originKey(origin: AnimalOrigin): string {
  const { name, production, faoArea } = originParts(origin);
  return JSON.stringify([name, production, faoArea ? `FAO ${faoArea}` : origin.country]);
}

/** « Bœuf : Suisse · Perche : élevage, Pologne ». */
export const originsText = (origins: readonly AnimalOrigin[]): string => origins.map(originText).join(' · ');

/** The origins of the summary « Provenance de nos viandes et poissons »: each distinct one once, in the order met. */
export function distinctOrigins(items: readonly { origins: readonly AnimalOrigin[] }[]): AnimalOrigin[] {
  const seen = new Set<string>();
  const origins: AnimalOrigin[] = [];
  for (const item of items) {
    for (const origin of item.origins) {
      const key = originKey(origin);
      if (seen.has(key)) continue;
      seen.add(key);
      origins.push(origin);
    }
  }
  return origins;
}

/** The summary « Provenance de nos viandes et poissons » in French: each distinct origin once, in the order met. */
export const originSummary = (items: readonly { origins: readonly AnimalOrigin[] }[]): string[] =>
  distinctOrigins(items).map(originText);

/**
 * The price on a dish's line, on the site and the printed menu: a drink's names its quantity (« 75 cl CHF 42.00 »,
 * OIP art. 11), docs/product.md#swiss-food-and-price-law.
 */
export function dishPriceText(item: { price: number; quantities: readonly PricedQuantity[] }): string {
  const [first] = item.quantities;
  return first ? `${first.quantity} CHF ${first.price.toFixed(2)}` : `CHF ${item.price.toFixed(2)}`;
}

/** « 75 cl — CHF 48.00 ». */
export const quantityText = ({ quantity, price }: PricedQuantity): string => `${quantity} — CHF ${price.toFixed(2)}`;

/*
 * How each of the law's values reads in a sentence, for the change journal (« Historique » and /cms): the words the
 * form and the menu use, never the stored keys.
 */
const keyLabels =
  <Key>(label: (key: Key) => string) =>
  (keys: readonly Key[]): string =>
    keys.map(label).join(', ');

/** « Gluten, Lait ». */
export const allergensText = keyLabels((key: AllergenKey) => lawNamesFr.allergens[key].short);
/** « Végétarien ». */
export const dietsText = keyLabels((key: DietKey) => lawNamesFr.diets[key]);
/** The mentions' own words, as the menu prints them. */
export const mentionsText = keyLabels((key: MentionKey) => lawNamesFr.mentions[key].label);
/** « 1 dl — CHF 6.50 ; 75 cl — CHF 42.00 ». */
export const quantitiesText = (quantities: readonly PricedQuantity[]): string =>
  quantities.map(quantityText).join(' ; ');

/** « Domaine X, Genève AOC, Gamay, 2023, Vin genevois ». */
export function wineText(wine: WineDetails | null): string {
  if (!wine) return '';
  const { producer, appellation, grape, vintage, genevan } = wine;
  return [producer, appellation, grape, vintage === null ? '' : String(vintage), genevan ? 'Vin genevois' : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * Made on first use: building a date format loads the browser's locale data (tens of milliseconds on a phone), and
 * every public page loads this module while only the staff's screens show a confirmation.
 */
let confirmationFormat: Intl.DateTimeFormat | null = null;
const confirmationTime = () =>
  (confirmationFormat ??= new Intl.DateTimeFormat('fr-CH', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }));

/** « admin, 24.11.26 14:05 » (Geneva time). */
export function confirmationText(confirmation: AllergenConfirmation | null): string {
  if (!confirmation) return '';
  const at = new Date(confirmation.at);
  return Number.isNaN(at.getTime()) ? confirmation.by : `${confirmation.by}, ${confirmationTime().format(at)}`;
}

/**
 * Guest filters of /la-carte (docs/product.md#menu-page), kept in the address as `?regime=sans-gluten,vegetarien`
 * (their names: the dictionaries' `menu.guestFilters`).
 */
export const GUEST_FILTERS = [
  { key: 'sans-gluten', excludes: 'gluten' },
  { key: 'sans-lactose', excludes: 'lait' },
  { key: 'sans-fruits-a-coque', excludes: 'fruits-a-coque' },
  { key: 'sans-arachides', excludes: 'arachides' },
  { key: 'sans-oeufs', excludes: 'oeufs' },
  { key: 'vegetarien', diet: 'vegetarien' },
  { key: 'vegane', diet: 'vegane' },
] as const satisfies readonly { key: string; excludes?: AllergenKey; diet?: DietKey }[];
export type GuestFilterKey = (typeof GUEST_FILTERS)[number]['key'];
export const GUEST_FILTER_PARAM = 'regime';

/** The known filters of an address's `regime` value, in the list's order; unknown ones are ignored. */
export function parseGuestFilters(value: string | null): GuestFilterKey[] {
  const asked = (value ?? '').split(',').map((part) => part.trim());
  return GUEST_FILTERS.map((filter) => filter.key).filter((key) => asked.includes(key));
}

interface Filterable {
  allergens: readonly AllergenKey[];
  traces: readonly AllergenKey[];
  diets: readonly DietKey[];
}

/** Whether an item suits every chosen filter: an excluded allergen may be neither in it nor in its traces. */
export function matchesGuestFilters(item: Filterable, filters: readonly GuestFilterKey[]): boolean {
  return filters.every((key) => {
    const filter: { excludes?: AllergenKey; diet?: DietKey } = GUEST_FILTERS.find(
      (candidate) => candidate.key === key,
    )!;
    if (filter.excludes) return !item.allergens.includes(filter.excludes) && !item.traces.includes(filter.excludes);
    // A vegan dish is vegetarian too.
    if (filter.diet === 'vegetarien') return item.diets.includes('vegetarien') || item.diets.includes('vegane');
    return filter.diet === undefined || item.diets.includes(filter.diet);
  });
}

/** The allergen groups that are animals whose origin must be declared. */
const AQUATIC_ALLERGENS: readonly AllergenKey[] = ANIMALS.flatMap((animal) =>
  animal.allergen ? [animal.allergen] : [],
);

/**
 * Whether the item is meat or fish whose origin must be written (OIDAl art. 5): a meat or fish category, or fish or
 * seafood served elsewhere (a suggestion of the day), told by its allergens.
 */
export function needsOrigin(item: { category: string; allergens: readonly AllergenKey[] }): boolean {
  return (
    (MEAT_AND_FISH_CATEGORIES as readonly string[]).includes(item.category) ||
    item.allergens.some((allergen) => (AQUATIC_ALLERGENS as readonly string[]).includes(allergen))
  );
}

/** What the staff's « À vérifier » list says about an item, empty when nothing is missing. */
export function reviewReasons(
  item: LawValues & {
    allergens: readonly AllergenKey[];
    origins: readonly AnimalOrigin[];
    allergensConfirmation: AllergenConfirmation | null;
  },
): StaffMessage[] {
  const reasons: StaffMessage[] = [];
  // The same words as the board's refusal of such a dish (board.ts).
  if (needsOrigin(item) && item.origins.length === 0) reasons.push(staffMessageOf('law.originMissing'));
  const mismatch = originMismatchError(item);
  if (mismatch) reasons.push(mismatch);
  if (hasUnnamedCountry(item.origins)) reasons.push(staffMessageOf('law.originCountryToChoose'));
  // A drink saved before quantities were asked for: its next save is refused until it has one.
  if (lawCrossErrors(item).quantities) reasons.push(staffMessageOf('law.drinkWithoutQuantity'));
  if (item.allergensConfirmation === null) reasons.push(staffMessageOf('law.allergensNeverConfirmed'));
  return reasons;
}

/** Restaurant-wide texts and their defaults (docs/product.md#restaurant-facts). */
export const DEFAULT_ALLERGEN_NOTICE =
  'Nos collaborateurs vous renseignent volontiers sur les allergènes présents dans nos plats : les informations écrites sont à disposition du personnel. N’hésitez pas à demander.';
export const DEFAULT_PRICE_NOTICE = 'Prix en CHF, TVA et service compris';
export const DEFAULT_BREAD_ORIGIN = 'Pain et pâtisseries : Suisse';
