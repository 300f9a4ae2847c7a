import { AVAILABILITIES, DEFAULT_AVAILABILITY } from './availability';
import { DEFAULT_CATEGORY, MENU_CATEGORIES, categoryRank } from './categories';
import {
  QUANTITY_EXEMPTIONS,
  allergensText,
  checkAllergens,
  checkConfirmation,
  checkDiets,
  checkMentions,
  checkOrigins,
  checkStoredOrigins,
  checkQuantities,
  checkTraces,
  checkWine,
  confirmationText,
  dietsText,
  isAllergenList,
  isConfirmation,
  isDietList,
  isMentionList,
  isOriginList,
  isQuantityList,
  isWineDetails,
  lawCrossErrors,
  originMismatchError,
  mentionsText,
  originsText,
  quantitiesText,
  wineText,
  type AnimalOrigin,
  type LawChecked,
} from './law';
import { boardCrossErrors } from './board';
import { isDayText } from './service-day';
import { cleanText, foldForSearch } from './text';
import type { WithFallback } from './i18n/locales';
import { messageOf, type Message } from './i18n/messages';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';

/**
 * How a menu item's field is declared, once, for every place that handles it: the CMS content type (a test compares
 * schema.json with it), the API's values and types, the dashboard form, the /cms labels and the /food.menu.json check.
 * `public`: whether visitors receive it (else only the staff do). `label`: its French name in the dashboard form and
 * in /cms; `backOfficeHint`: the help shown under it in /cms. `law`: one of the mentions Swiss food and price law asks
 * of a menu (docs/product.md#swiss-food-and-price-law), which the form and the public menu must each place.
 * `messages`: each refusal of the field as it travels (its code, and the limit it names).
 */
interface FieldCommon {
  label: string;
  backOfficeHint?: string;
  public: boolean;
  law?: true;
}

/** Whether a field may be left empty: a required one says so with its `messages.required`. */
type Presence<Messages> =
  { required: true; messages: Messages & { required: StaffMessage } } | { required: false; messages: Messages };

/**
 * A text staff write in French and translate into the other languages (docs/product.md#translations): the translation
 * grid lists each field declared `translatable`, named `translationLabel` when the grid words it otherwise than `label`.
 */
interface Translatable {
  translatable?: true;
  translationLabel?: string;
}

/** One line of text (`string`) or several (`text`), cleaned by `cleanText`; an optional one is '' when empty. */
export type TextFieldSpec = FieldCommon &
  Translatable &
  Presence<{ tooLong: StaffMessage }> & {
    type: 'string' | 'text';
    maxLength: number;
  };

/**
 * A number above `exclusiveMinimum`, at most `max`, with `decimals` decimals at most; an optional one may be null.
 * `messages.invalid`: not a number, or not above `exclusiveMinimum`.
 */
export type DecimalFieldSpec = FieldCommon &
  Presence<{ invalid: StaffMessage; tooHigh: StaffMessage; tooPrecise: StaffMessage }> & {
    type: 'decimal';
    exclusiveMinimum: number;
    max: number;
    decimals: number;
  };

/** One of a fixed list of values (a Strapi enumeration); an optional one is its `default` when absent, else null. */
export type EnumFieldSpec<Value extends string = string> = FieldCommon &
  Presence<{ unknown: StaffMessage }> & {
    type: 'enum';
    values: readonly Value[];
    /** What a new item starts with, and what an optional one is when a client leaves it out. */
    default?: Value;
  };

/**
 * A structured value stored as JSON (docs/product.md#swiss-food-and-price-law): lists and records checked by
 * `check`; `empty` is what it holds when nothing is given (a row written before the field existed reads as it).
 */
export interface JsonFieldSpec<Value = unknown> extends FieldCommon, Translatable {
  type: 'json';
  required: false;
  empty: Value;
  check: (raw: unknown) => LawChecked<Value>;
  holds: (value: unknown) => value is Value;
  /** How the value reads in French, in the change journal. */
  text(value: Value): string;
  /** With `translatable`: the short texts staff write within the value, each translated on its own. */
  innerTexts?: InnerTexts<Value>;
}

/**
 * The free texts of a structured value (an origin's name, « Perche »), known by their French text rather than by their
 * place, so that reordering them never puts one's translation on another.
 */
export interface InnerTexts<Value> {
  of(value: Value): readonly string[];
  /** The value with each text `french` replaced by `translated`. */
  replaced(value: Value, french: string, translated: string): Value;
  maxLength: number;
}

/**
 * A photo (a Strapi media attribute, images only): not part of the item's values, which the form sends as JSON, but
 * uploaded, replaced and removed through its own staff route, with its French alternative text
 * (docs/product.md#dish-photos). Its value is a `MenuPhoto` or null. A file's type, size and pixels are refused with
 * the guests' codes (`api.photo*`), which the upload route answers with before it knows who sends the file.
 */
export interface PhotoFieldSpec extends FieldCommon {
  type: 'photo';
  required: false;
  mimeTypes: readonly string[];
  maxBytes: number;
  /**
   * Pixels at most, every frame of an animated image counted, read from the file's header before any decoding: the
   * same limit holds for every image of the media library (docs/product.md#request-bodies-and-uploads).
   */
  maxPixels: number;
  altLabel: string;
  altMaxLength: number;
  messages: {
    missing: StaffMessage;
    wrongType: PhotoFileRefusal;
    tooLarge: PhotoFileRefusal;
    tooManyPixels: Message;
    tooMany: StaffMessage;
    altRequired: StaffMessage;
    altTooLong: StaffMessage;
  };
}

/** A photo file refused before it is read: its type, or its size. */
export type PhotoFileRefusal = Extract<Message, { code: 'api.photoWrongType' | 'api.photoTooLarge' }>;

/** A day as `YYYY-MM-DD` (a Strapi date, a day in Zurich); an optional one may be null. */
export type DateFieldSpec = FieldCommon &
  Presence<{ invalid: StaffMessage; beforeOther?: StaffMessage }> & {
    type: 'date';
    /** A field this one may not precede (the last day of a dated item, its first). */
    notBefore?: string;
    /** Shown in the back-office only once set: set elsewhere (the board's day, by the dashboard's « Ardoise » tab). */
    backOfficeOnlyWhenSet?: true;
  };

export type MenuFieldSpec =
  TextFieldSpec | DecimalFieldSpec | EnumFieldSpec | DateFieldSpec | JsonFieldSpec | PhotoFieldSpec;

const TITLE_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 2000;
const PRICE_MAX = 100000;
const PHOTO_MAX_MEGABYTES = 5;
/** A phone's photo is 12 to 24 megapixels; decoding more costs seconds of a core, for a picture no page shows whole. */
const IMAGE_MAX_MEGAPIXELS = 40;
const PHOTO_ALT_MAX_LENGTH = 200;

/** The origins' free-text names (« Perche », « Féra »): what staff translate of the origins. */
const ORIGIN_NAMES: InnerTexts<readonly AnimalOrigin[]> = {
  of: (origins) => origins.map((origin) => origin.name),
  replaced: (origins, french, translated) =>
    origins.map((origin) => (origin.name === french ? { ...origin, name: translated } : origin)),
  maxLength: TITLE_MAX_LENGTH,
};

/** The menu item's content type in Strapi (cms/src/api/menu-item), which the descriptor below declares. */
export const MENU_ITEM_UID = 'api::menu-item.menu-item';

/** The fields of a menu item, in the order the dashboard form shows them (docs/product.md#menu-item-rules). */
export const MENU_ITEM_FIELDS = {
  title: {
    type: 'string',
    label: 'Titre',
    translatable: true,
    translationLabel: 'Nom',
    required: true,
    public: true,
    maxLength: TITLE_MAX_LENGTH,
    messages: {
      required: staffMessageOf('menuItem.titleRequired'),
      tooLong: staffMessageOf('menuItem.titleTooLong', { max: TITLE_MAX_LENGTH }),
    },
  },
  price: {
    type: 'decimal',
    label: 'Prix (CHF)',
    backOfficeHint: 'Deux décimales au plus, avec un point ou une virgule (ex. 24.50 ou 24,50).',
    required: true,
    public: true,
    exclusiveMinimum: 0,
    max: PRICE_MAX,
    decimals: 2,
    messages: {
      required: staffMessageOf('menuItem.priceRequired'),
      invalid: staffMessageOf('menuItem.priceNotPositive'),
      tooHigh: staffMessageOf('menuItem.priceTooHigh', { max: PRICE_MAX }),
      tooPrecise: staffMessageOf('menuItem.priceTooPrecise'),
    },
  },
  description: {
    type: 'text',
    label: 'Description',
    translatable: true,
    required: true,
    public: true,
    maxLength: DESCRIPTION_MAX_LENGTH,
    messages: {
      required: staffMessageOf('menuItem.descriptionRequired'),
      tooLong: staffMessageOf('menuItem.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH }),
    },
  },
  category: {
    type: 'enum',
    label: 'Catégorie',
    backOfficeHint: 'La rubrique de la carte où le plat apparaît.',
    required: true,
    public: true,
    values: MENU_CATEGORIES,
    default: DEFAULT_CATEGORY,
    messages: {
      required: staffMessageOf('menuItem.categoryRequired'),
      unknown: staffMessageOf('menuItem.categoryUnknown'),
    },
  },
  // docs/product.md#availability
  availability: {
    type: 'enum',
    label: 'Disponibilité',
    backOfficeHint: '« épuisé » : affiché grisé sur la carte ; « masqué » : retiré de la carte publique.',
    required: false,
    public: true,
    values: AVAILABILITIES,
    default: DEFAULT_AVAILABILITY,
    messages: { unknown: staffMessageOf('menuItem.availabilityUnknown') },
  },
  soldOutOn: {
    type: 'date',
    label: 'Épuisé pour la journée du',
    backOfficeHint:
      "Pour un plat épuisé : il redevient disponible le lendemain à 5 h. Vide : épuisé jusqu'à nouvel ordre.",
    required: false,
    public: false,
    messages: { invalid: staffMessageOf('menuItem.soldOutOnInvalid') },
  },
  availableFrom: {
    type: 'date',
    label: 'Premier jour',
    backOfficeHint: 'Pour un menu daté : le plat apparaît sur la carte ce jour-là à 5 h. Vide : dès maintenant.',
    required: false,
    public: false,
    messages: { invalid: staffMessageOf('menuItem.availableFromInvalid') },
  },
  availableUntil: {
    type: 'date',
    label: 'Dernier jour',
    backOfficeHint: 'Le plat quitte la carte le lendemain de ce jour à 5 h. Vide : sans fin.',
    required: false,
    public: false,
    notBefore: 'availableFrom',
    messages: {
      invalid: staffMessageOf('menuItem.availableUntilInvalid'),
      beforeOther: staffMessageOf('menuItem.availableUntilBeforeFrom'),
    },
  },
  // docs/product.md#todays-board
  boardUntil: {
    type: 'date',
    label: "À l'ardoise jusqu'au",
    backOfficeOnlyWhenSet: true,
    backOfficeHint:
      "Plat de l'ardoise du jour : affiché en tête de la carte jusqu'à ce jour inclus (le lendemain à 5 h il disparaît et reste gardé pour être repris). Vide : plat de la carte.",
    required: false,
    public: false,
    messages: { invalid: staffMessageOf('menuItem.boardUntilInvalid') },
  },
  allergens: {
    type: 'json',
    label: 'Allergènes',
    backOfficeHint:
      'Liste des groupes (OIDAl annexe 6) : gluten, crustaces, oeufs, poissons, arachides, soja, lait, fruits-a-coque, celeri, moutarde, sesame, sulfites, lupin, mollusques.',
    required: false,
    public: true,
    law: true,
    empty: [],
    check: checkAllergens,
    holds: isAllergenList,
    text: allergensText,
  },
  traces: {
    type: 'json',
    label: 'Peut contenir des traces de',
    backOfficeHint: 'Même liste que les allergènes.',
    required: false,
    public: true,
    law: true,
    empty: [],
    check: checkTraces,
    holds: isAllergenList,
    text: allergensText,
  },
  diets: {
    type: 'json',
    label: 'Régime',
    backOfficeHint: 'vegetarien, vegane',
    required: false,
    public: true,
    law: true,
    empty: [],
    check: checkDiets,
    holds: isDietList,
    text: dietsText,
  },
  origins: {
    type: 'json',
    label: 'Origine des viandes et poissons',
    backOfficeHint:
      'Une ligne par animal : animal, name (ex. Perche), production (elevage, sauvage, sauvage-mer), country (code ISO, ex. CH), faoArea (zone FAO pour la pêche en mer).',
    required: false,
    public: true,
    law: true,
    translatable: true,
    translationLabel: 'Origine',
    empty: [],
    check: checkOrigins,
    holds: isOriginList,
    text: originsText,
    innerTexts: ORIGIN_NAMES,
  },
  mentions: {
    type: 'json',
    label: 'Mentions obligatoires',
    backOfficeHint: 'hormones, antibiotiques, oeufs-batterie, oies-gavees, canards-gaves, sans-anesthesie',
    required: false,
    public: true,
    law: true,
    empty: [],
    check: checkMentions,
    holds: isMentionList,
    text: mentionsText,
  },
  quantities: {
    type: 'json',
    label: 'Quantités et prix',
    backOfficeHint:
      'Boissons et vins : [{ "quantity": "1 dl", "price": 6.5 }]. Le premier prix est le prix de l’élément.',
    required: false,
    public: true,
    law: true,
    empty: [],
    check: checkQuantities,
    holds: isQuantityList,
    text: quantitiesText,
  },
  quantityExemption: {
    type: 'enum',
    label: 'Boisson servie sans quantité',
    backOfficeHint: 'Seules ces boissons peuvent afficher un prix sans quantité (OIP art. 11).',
    required: false,
    public: true,
    law: true,
    values: QUANTITY_EXEMPTIONS,
    messages: { unknown: staffMessageOf('menuItem.quantityExemptionUnknown') },
  },
  wine: {
    type: 'json',
    label: 'Détails du vin',
    backOfficeHint: 'producer, appellation, grape, vintage, genevan (Vin genevois).',
    required: false,
    public: true,
    law: true,
    empty: null,
    check: checkWine,
    holds: isWineDetails,
    text: wineText,
  },
  allergensConfirmation: {
    type: 'json',
    label: 'Allergènes confirmés',
    backOfficeHint: 'Quand et par qui les allergènes ont été confirmés (écrit par le tableau de bord).',
    required: false,
    public: false,
    law: true,
    empty: null,
    check: checkConfirmation,
    holds: isConfirmation,
    text: confirmationText,
  },
  photo: {
    type: 'photo',
    label: 'Photo',
    backOfficeHint: 'Facultative. JPEG, PNG ou WebP ; renseignez son texte alternatif en français dans la médiathèque.',
    required: false,
    public: true,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: PHOTO_MAX_MEGABYTES * 1024 * 1024,
    maxPixels: IMAGE_MAX_MEGAPIXELS * 1_000_000,
    altLabel: 'Texte alternatif de la photo',
    altMaxLength: PHOTO_ALT_MAX_LENGTH,
    messages: {
      missing: staffMessageOf('menuItem.photoMissing'),
      wrongType: messageOf('api.photoWrongType'),
      tooLarge: messageOf('api.photoTooLarge', { max: PHOTO_MAX_MEGABYTES }),
      tooManyPixels: messageOf('api.photoTooManyPixels', { max: IMAGE_MAX_MEGAPIXELS }),
      tooMany: staffMessageOf('menuItem.photoTooMany'),
      altRequired: staffMessageOf('menuItem.photoAltRequired'),
      altTooLong: staffMessageOf('menuItem.photoAltTooLong', { max: PHOTO_ALT_MAX_LENGTH }),
    },
  },
} as const satisfies Record<string, MenuFieldSpec>;

type Fields = typeof MENU_ITEM_FIELDS;
/** Every field of the descriptor, photos included: the content type's attributes. */
export type MenuItemAttribute = keyof Fields;
type AnyField = MenuItemAttribute;
/** The photo fields: written through their own route, never by the item's JSON body. */
export type MenuItemPhotoField = {
  [Field in AnyField]: Fields[Field] extends PhotoFieldSpec ? Field : never;
}[AnyField];
/** The fields the item's JSON body writes and `validateMenuItem` checks: every field but the photos. */
export type MenuItemField = Exclude<AnyField, MenuItemPhotoField>;

const ALL_FIELD_NAMES = Object.keys(MENU_ITEM_FIELDS) as AnyField[];
/** Every field, photos included, in form order. */
export const MENU_ITEM_ATTRIBUTE_NAMES: readonly MenuItemAttribute[] = ALL_FIELD_NAMES;
const isPhotoField = (field: AnyField): field is MenuItemPhotoField => MENU_ITEM_FIELDS[field].type === 'photo';

/** The fields the item's JSON body writes, in form order. */
export const MENU_ITEM_FIELD_NAMES = ALL_FIELD_NAMES.filter((field): field is MenuItemField => !isPhotoField(field));
/** The photo fields (one today: `photo`). */
export const MENU_ITEM_PHOTO_FIELD_NAMES = ALL_FIELD_NAMES.filter(isPhotoField);

type PublicField = { [Field in AnyField]: Fields[Field]['public'] extends true ? Field : never }[AnyField];
/** The fields visitors receive. */
export const PUBLIC_MENU_ITEM_FIELDS = ALL_FIELD_NAMES.filter(
  (field): field is PublicField => MENU_ITEM_FIELDS[field].public,
);

/** One size of a photo, as Strapi's upload plugin made it. */
export interface MenuPhotoSize {
  url: string;
  width: number;
  height: number;
}

/** The smaller copies Strapi makes of an upload (each only when the original is larger), narrowest first. */
export const MENU_PHOTO_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;
export type MenuPhotoFormat = (typeof MENU_PHOTO_FORMATS)[number];

/** A dish's photo as the API gives it (docs/product.md#dish-photos): the original and Strapi's smaller copies. */
export interface MenuPhoto extends MenuPhotoSize {
  alt: string;
  formats: Partial<Record<MenuPhotoFormat, MenuPhotoSize>>;
}

type Present<Spec, Value> = Spec extends { required: true } | { default: string } ? Value : Value | null;
/** The value a field holds once checked: text is a string ('' when an optional one is empty), others may be null. */
type FieldValue<Spec> = Spec extends TextFieldSpec
  ? string
  : Spec extends DecimalFieldSpec
    ? Present<Spec, number>
    : Spec extends EnumFieldSpec<infer Value>
      ? Present<Spec, Value>
      : Spec extends DateFieldSpec
        ? Present<Spec, string>
        : Spec extends { type: 'json'; check: (raw: unknown) => LawChecked<infer Value> }
          ? Value
          : never;

/** The checked values of an item: what the API stores and returns. */
export type MenuItemValues = { -readonly [Field in MenuItemField]: FieldValue<Fields[Field]> };

/** The photos of an item, null when it has none. */
export type MenuItemPhotos = { -readonly [Field in MenuItemPhotoField]: MenuPhoto | null };

/**
 * A menu item as the staff API returns it; `id` is the Strapi documentId. `position` is its place within its category
 * (docs/product.md#order-within-a-category), set by the server: not a field a client writes with the item.
 */
export interface MenuItem extends MenuItemValues, MenuItemPhotos {
  id: string;
  position: number;
}

/** What the dashboard sends: the values, and whether the staff member confirms the allergens with this save. */
export type MenuItemWrite = MenuItemValues & { confirmAllergens?: true };

/**
 * A menu item as the public API and /food.menu.json give it to visitors; `board: true` on a dish of today's board
 * (docs/product.md#todays-board), absent on the menu's own.
 */
export type PublicMenuItem = Pick<MenuItem, 'id' | PublicField> & {
  board?: true;
  /** In another language, the dish's French name when it is translated: the search finds it by either. */
  frenchTitle?: string;
} & WithFallback;

/** What a client sends to create or update an item; the form holds numbers as text. */
export type MenuItemInput = { [Field in MenuItemField]?: unknown };
/** Why each field is refused: the descriptor's messages, the law's (`law.*`) and the board's. */
export type MenuItemErrors = Partial<Record<MenuItemField, StaffMessage>>;

export const MENU_ITEM_LIMITS = {
  titleMaxLength: MENU_ITEM_FIELDS.title.maxLength,
  descriptionMaxLength: MENU_ITEM_FIELDS.description.maxLength,
  priceMax: MENU_ITEM_FIELDS.price.max,
  priceDecimals: MENU_ITEM_FIELDS.price.decimals,
} as const;

const PHOTO = MENU_ITEM_FIELDS.photo;

/** What a browser or the server knows of a chosen file before reading it. */
export interface PhotoFileFacts {
  type: string;
  size: number;
}

/** The refusal of a photo file (its type, then its size), or null when it may be sent. */
export function checkPhotoFile(file: PhotoFileFacts): PhotoFileRefusal | null {
  if (!(PHOTO.mimeTypes as readonly string[]).includes(file.type)) return PHOTO.messages.wrongType;
  if (file.size > PHOTO.maxBytes) return PHOTO.messages.tooLarge;
  return null;
}

/** A photo's alternative text, cleaned as a one-line field and required: its value, or why it is refused. */
export function checkPhotoAlt(raw: unknown): Checked<string> {
  const value = cleanText(raw);
  if (!value) return { error: PHOTO.messages.altRequired };
  return value.length > PHOTO.altMaxLength ? { error: PHOTO.messages.altTooLong } : { value };
}

/** "12", "12.5", "12." and ".5": plain decimal notation with a point, as a number input produces it. */
const DECIMAL_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Whether `scaled` (a value times 10^decimals) is whole, allowing for binary floating-point noise (19.99 × 100). */
export function isWhole(scaled: number): boolean {
  // Mutation testing: `<` survives, equivalent. It would differ from `<=` only at a gap of exactly scaled·2⁻⁴⁹, i.e. for
  // scaled = n / (1 − 2⁻⁴⁹), which no floating-point number above zero is. (Not disabled: `>` on this line is not.)
  return Math.abs(scaled - Math.round(scaled)) <= Math.abs(scaled) * Number.EPSILON * 8;
}

const isEmpty = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** A field checked: its cleaned value, or why it is refused (the law's fields are checked alike). */
type Checked<Value> = LawChecked<Value>;

function checkText(spec: TextFieldSpec, raw: unknown): Checked<string> {
  const value = cleanText(raw, { multiline: spec.type === 'text' });
  if (!value) return spec.required ? { error: spec.messages.required } : { value };
  return value.length > spec.maxLength ? { error: spec.messages.tooLong } : { value };
}

function checkDecimal(spec: DecimalFieldSpec, raw: unknown): Checked<number | null> {
  if (isEmpty(raw)) return spec.required ? { error: spec.messages.required } : { value: null };
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else if (typeof raw === 'string' && DECIMAL_TEXT.test(raw.trim())) {
    // Stryker disable next-line MethodExpression: Number() ignores the same surrounding white space as trim().
    value = Number(raw.trim());
  } else {
    return { error: spec.messages.invalid };
  }
  if (!Number.isFinite(value) || value <= spec.exclusiveMinimum) return { error: spec.messages.invalid };
  if (value > spec.max) return { error: spec.messages.tooHigh };
  // Checked before rounding, so 0.000001 is "too precise" rather than rounded down to a free dish.
  const scale = 10 ** spec.decimals;
  if (!isWhole(value * scale)) return { error: spec.messages.tooPrecise };
  return { value: Math.round(value * scale) / scale };
}

function checkEnum(spec: EnumFieldSpec, raw: unknown): Checked<string | null> {
  if (raw === undefined || raw === null || raw === '')
    return spec.required ? { error: spec.messages.required } : { value: spec.default ?? null };
  return typeof raw === 'string' && spec.values.includes(raw) ? { value: raw } : { error: spec.messages.unknown };
}

/** A day as `YYYY-MM-DD`, as a date input gives it; white space around it is ignored. */
function checkDate(spec: DateFieldSpec, raw: unknown): Checked<string | null> {
  if (isEmpty(raw)) return spec.required ? { error: spec.messages.required } : { value: null };
  const text = typeof raw === 'string' ? raw.trim() : raw;
  return isDayText(text) ? { value: text } : { error: spec.messages.invalid };
}

/** Checks one field by its declaration: its cleaned value, or why it is refused. */
export function checkMenuItemField(
  spec: Exclude<MenuFieldSpec, PhotoFieldSpec | JsonFieldSpec>,
  raw: unknown,
): Checked<string | number | null>;
export function checkMenuItemField(spec: Exclude<MenuFieldSpec, PhotoFieldSpec>, raw: unknown): Checked<unknown>;
export function checkMenuItemField(spec: Exclude<MenuFieldSpec, PhotoFieldSpec>, raw: unknown): Checked<unknown> {
  switch (spec.type) {
    case 'string':
    case 'text':
      return checkText(spec, raw);
    case 'decimal':
      return checkDecimal(spec, raw);
    case 'enum':
      return checkEnum(spec, raw);
    case 'json':
      return spec.check(raw);
    case 'date':
      return checkDate(spec, raw);
  }
}

export type MenuItemValidation = { ok: true; values: MenuItemValues } | { ok: false; errors: MenuItemErrors };

export interface MenuItemValidationOptions {
  /** The item as stored, when the input is a change to it: see `validateMenuItem`. */
  stored?: MenuItemInput | null;
}

/** The field as `check` leaves it, to compare a sent value with a stored one whatever their form (« 5 », 5, "5.00"). */
const sameChecked = (field: MenuItemField, a: unknown, b: unknown) => {
  const spec: Exclude<MenuFieldSpec, PhotoFieldSpec> = MENU_ITEM_FIELDS[field];
  return JSON.stringify(checkMenuItemField(spec, a)) === JSON.stringify(checkMenuItemField(spec, b));
};

/** The fields a drink's quantity rule reads: a write that changes none of them leaves that rule as it found it. */
const QUANTITY_RULE_FIELDS: readonly MenuItemField[] = ['category', 'price', 'quantities', 'quantityExemption'];
/** The fields the origins' rule reads: likewise. */
const ORIGIN_RULE_FIELDS: readonly MenuItemField[] = ['category', 'allergens', 'origins'];

/**
 * Checks a menu item the same way in the dashboard form and on the server,
 * so the staff see the server's rules before they submit.
 *
 * With `stored` (docs/product.md#swiss-food-and-price-law): a drink saved before quantities were asked for may still
 * be marked sold out, renamed or moved in its list, until a write changes its category, price or exemption (« À
 * vérifier » lists it meanwhile); and a drink priced by quantity refuses a new price its first quantity does not say.
 */
export function validateMenuItem(input: MenuItemInput, { stored }: MenuItemValidationOptions = {}): MenuItemValidation {
  const errors: MenuItemErrors = {};
  const values: Partial<Record<MenuItemField, unknown>> = {};
  // A drink priced by quantity: its price is its first quantity's (docs/product.md#swiss-food-and-price-law).
  const firstQuantity = checkQuantities(input.quantities).value?.[0];
  const sent = firstQuantity ? { ...input, price: firstQuantity.price } : input;
  for (const field of MENU_ITEM_FIELD_NAMES) {
    const checked = checkMenuItemField(MENU_ITEM_FIELDS[field], sent[field]);
    if (checked.error !== undefined) errors[field] = checked.error;
    else values[field] = checked.value;
  }
  // Origins stored with a country text no language names, before countries were codes: a write that sends them back
  // as they were keeps them, so the dish can still be repriced or sold out; « À vérifier » lists it meanwhile.
  const storedOrigins = stored && errors.origins ? checkStoredOrigins(stored.origins).value : undefined;
  if (storedOrigins && JSON.stringify(checkStoredOrigins(input.origins).value) === JSON.stringify(storedOrigins)) {
    delete errors.origins;
    values.origins = storedOrigins;
  }
  if (
    stored &&
    firstQuantity &&
    !sameChecked('price', input.price, stored.price) &&
    !sameChecked('price', input.price, firstQuantity.price)
  )
    errors.price = staffMessageOf('law.priceFromQuantity');
  if (errors.quantities === undefined && errors.wine === undefined && errors.category === undefined) {
    const cross = lawCrossErrors(values as Parameters<typeof lawCrossErrors>[0]);
    const untouched = stored && QUANTITY_RULE_FIELDS.every((field) => sameChecked(field, input[field], stored[field]));
    if (cross.quantities?.code === 'law.quantityRequired' && untouched) delete cross.quantities;
    Object.assign(errors, cross);
  }
  // An origin the dish cannot hold (a fish declared as beef); one stored before the rule is kept by a write that
  // leaves the fields it reads as they were, so the dish can still be sold out, while « À vérifier » lists it.
  if (!errors.origins && !errors.allergens && !errors.category) {
    const mismatch = originMismatchError(values as Parameters<typeof originMismatchError>[0]);
    const untouched = stored && ORIGIN_RULE_FIELDS.every((field) => sameChecked(field, input[field], stored[field]));
    if (mismatch && !untouched) errors.origins = mismatch;
  }
  // A board dish of meat or fish needs its origin (docs/product.md#todays-board), once the fields it reads are sound.
  if (!errors.origins && !errors.allergens && !errors.category && !errors.boardUntil)
    Object.assign(errors, boardCrossErrors(values as Parameters<typeof boardCrossErrors>[0]));
  // Prices sent by quantity: a faulty quantity is the one thing to mend, not the price it would give.
  if (errors.quantities !== undefined && Array.isArray(input.quantities) && input.quantities.length > 0)
    delete errors.price;
  for (const field of MENU_ITEM_FIELD_NAMES) {
    const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
    if (spec.type !== 'date' || !spec.notBefore || errors[field]) continue;
    const value = values[field];
    const other = values[spec.notBefore as MenuItemField];
    if (typeof value === 'string' && typeof other === 'string' && value < other && spec.messages.beforeOther)
      errors[field] = spec.messages.beforeOther;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Only a dish sold out has a day its sold-out ends after (docs/product.md#availability).
  if (values.availability !== 'épuisé') values.soldOutOn = null;
  // Each value was checked against its field's declaration, which is what MenuItemValues is derived from.
  return { ok: true, values: values as MenuItemValues };
}

const isSize = (value: unknown): value is MenuPhotoSize => {
  if (typeof value !== 'object' || value === null) return false;
  const size = value as Record<string, unknown>;
  return typeof size.url === 'string' && Number.isInteger(size.width) && Number.isInteger(size.height);
};

/** Whether `value` is a photo as the API gives it. */
export function isMenuPhoto(value: unknown): value is MenuPhoto {
  if (!isSize(value)) return false;
  const { alt, formats } = value as unknown as Record<string, unknown>;
  if (typeof alt !== 'string' || typeof formats !== 'object' || formats === null) return false;
  return Object.entries(formats).every(
    ([name, size]) => (MENU_PHOTO_FORMATS as readonly string[]).includes(name) && isSize(size),
  );
}

/** Whether a value read from a file or a database holds what the field declares, as the API would return it. */
function holdsFieldValue(spec: MenuFieldSpec, value: unknown): boolean {
  if (value === null && spec.type === 'json') return spec.holds(value);
  if (value === null) return !spec.required && spec.type !== 'string' && spec.type !== 'text';
  switch (spec.type) {
    case 'photo':
      return isMenuPhoto(value);
    case 'string':
    case 'text':
      return typeof value === 'string';
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value);
    case 'enum':
      return typeof value === 'string' && spec.values.includes(value);
    case 'json':
      return spec.holds(value);
    case 'date':
      return isDayText(value);
  }
}

/** Whether `value` is a public menu item (docs/product.md#menu-fallback-file): an id and every public field. */
export function isPublicMenuItem(value: unknown): value is PublicMenuItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    (item.board === undefined || item.board === true) &&
    PUBLIC_MENU_ITEM_FIELDS.every((field) => holdsFieldValue(MENU_ITEM_FIELDS[field], item[field]))
  );
}

/** The public fields of an item, for visitors. */
export function toPublicMenuItem(item: MenuItem): PublicMenuItem {
  const visible: Record<string, unknown> = { id: item.id };
  for (const field of PUBLIC_MENU_ITEM_FIELDS) visible[field] = item[field];
  if (item.boardUntil !== null) visible.board = true;
  return visible as unknown as PublicMenuItem;
}

/**
 * A stored row as the API returns it: optional text read as '' when the database holds null (a column added after
 * the row was written), decimals as numbers whatever the database driver gives; the photos as the caller read them.
 */
export function menuItemFromRow(
  id: string,
  row: { readonly [Field in MenuItemField | 'position']?: unknown },
  photos: MenuItemPhotos,
): MenuItem {
  const item: Record<string, unknown> = { id };
  for (const field of MENU_ITEM_FIELD_NAMES) {
    const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
    const stored = row[field];
    if (spec.type === 'string' || spec.type === 'text') item[field] = stored ?? '';
    else if (spec.type === 'decimal') item[field] = stored === null || stored === undefined ? null : Number(stored);
    else if (spec.type === 'json') item[field] = stored ?? spec.empty;
    else if (spec.type === 'enum') item[field] = stored ?? spec.default ?? null;
    else item[field] = stored ?? null;
  }
  item.position = typeof row.position === 'number' ? row.position : Number(row.position ?? 0);
  return { ...(item as unknown as Omit<MenuItem, MenuItemPhotoField>), ...photos };
}

/** Searched texts folded once: the same titles and descriptions are searched again at every keystroke or query. */
const FOLDED_TEXTS_MAX = 10_000;
const foldedTexts = new Map<string, string>();

function foldedText(text: string): string {
  let folded = foldedTexts.get(text);
  if (folded === undefined) {
    // A menu holds a few hundred texts: a cache this full only follows many edits, and starting afresh is enough.
    // Stryker disable next-line all: the cache only saves work; when it is emptied changes no result.
    if (foldedTexts.size >= FOLDED_TEXTS_MAX) foldedTexts.clear();
    folded = foldForSearch(text);
    foldedTexts.set(text, folded);
  }
  return folded;
}

type Searchable = Pick<MenuItem, 'title' | 'description'> & { frenchTitle?: string };

/**
 * The search's test, with what was typed folded once for a whole list: a substring match on title or description that
 * ignores case, accents and ligatures (`foldForSearch`), the one rule of the dashboard, the API and the public menu's
 * search (docs/product.md#menu-search-and-filters); a translated dish also by its French name. A blank search matches
 * everything.
 */
export function menuSearch(search: string): (item: Searchable) => boolean {
  const needle = foldForSearch(cleanText(search));
  // Mutation testing: `if (false)` survives, equivalent: an empty needle is in every text, the early return only saves
  // work. (Not disabled: `if (true)` on this line is not.)
  if (!needle) return () => true;
  return (item) =>
    foldedText(item.title).includes(needle) ||
    foldedText(item.description).includes(needle) ||
    (item.frenchTitle !== undefined && foldedText(item.frenchTitle).includes(needle));
}

/** Whether one item matches the search: `menuSearch` for a single item. */
export function matchesSearch(item: Searchable, search: string): boolean {
  return menuSearch(search)(item);
}

/** What the menu's order reads of an item. */
export interface OrderedItem {
  category: string;
  title: string;
  position?: number;
}

/**
 * Printed-menu order: by category, then by the staff's order within it (docs/product.md#order-within-a-category), then
 * by title (items without a position, and items placed alike).
 */
export function compareMenuItems(a: OrderedItem, b: OrderedItem): number {
  return (
    categoryRank(a.category) - categoryRank(b.category) ||
    (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
    a.title.localeCompare(b.title, 'fr')
  );
}

/** "CHF 32.50": Swiss francs with two decimals. */
export function formatChf(price: number): string {
  return `CHF ${price.toFixed(2)}`;
}

/** The Swiss-law fields (`law: true` in the descriptor), in the descriptor's order. */
export type LawField = { [Field in MenuItemField]: Fields[Field] extends { law: true } ? Field : never }[MenuItemField];
export const LAW_FIELD_NAMES = MENU_ITEM_FIELD_NAMES.filter(
  (field): field is LawField => (MENU_ITEM_FIELDS[field] as FieldCommon).law === true,
);
/** The law's fields visitors receive. */
export type PublicLawField = Extract<LawField, PublicField>;

/** What a law field holds when nothing is declared: a JSON field's `empty`, an optional choice's null. */
const noLawDetail = (field: LawField) => {
  const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
  return spec.type === 'json' ? spec.empty : null;
};

/** The law's fields of an item that declares nothing yet (docs/product.md#swiss-food-and-price-law). */
export const NO_LAW_DETAILS = Object.fromEntries(
  LAW_FIELD_NAMES.map((field) => [field, noLawDetail(field)]),
) as Readonly<Pick<MenuItemValues, LawField>>;
