import {
  needsOrigin,
  staffMessageOf,
  validateMenuItem,
  type AllergenKey,
  type AnimalKey,
  type DayText,
  type FaoAreaCode,
  type MenuCategory,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemInput,
  type MenuItemWrite,
  type ProductionKey,
} from '@ticino/shared';
import { dishText, newDishText, type PlainField } from '../form/dish-values';

/** The dish's own fields the board asks for, drawn by the menu item form's renderer (`DishField`), in its order. */
export const BOARD_DISH_FIELDS = ['title', 'price', 'description', 'category'] as const satisfies readonly PlainField[];
type BoardDishField = (typeof BOARD_DISH_FIELDS)[number];

/** What the board screen's form holds (docs/product.md#todays-board): the few fields a dish of the day needs. */
export type BoardDraft = Record<BoardDishField, string> & {
  allergens: AllergenKey[];
  /** The staff answered the allergen question with « Aucun allergène ». */
  noAllergen: boolean;
  /** Empty until staff choose: an origin is never guessed (docs/product.md#todays-board). */
  origin: {
    animal: AnimalKey | '';
    name: string;
    production: ProductionKey | '';
    country: string;
    faoArea: FaoAreaCode | null;
  };
  /** Null: today only; else the last day on the board. */
  until: DayText | null;
};

const NO_ORIGIN: BoardDraft['origin'] = { animal: '', name: '', production: '', country: '', faoArea: null };

/**
 * Where a new board dish is listed on the menu unless staff choose otherwise: a dish of the day is a suggestion of the
 * moment, the one choice the board makes for itself (docs/product.md#todays-board).
 */
export const BOARD_CATEGORY: MenuCategory = 'Suggestions du moment';

/**
 * A new board dish starts as a new menu item does (the descriptor's defaults), listed with the suggestions of the
 * moment, with no allergen or origin chosen.
 */
export const emptyBoardDraft = (): BoardDraft => ({
  ...dishTexts(newDishText),
  category: BOARD_CATEGORY,
  allergens: [],
  noAllergen: false,
  origin: { ...NO_ORIGIN },
  until: null,
});

function dishTexts(text: (field: BoardDishField) => string): Record<BoardDishField, string> {
  return Object.fromEntries(BOARD_DISH_FIELDS.map((field) => [field, text(field)])) as Record<BoardDishField, string>;
}

/** A new draft from an earlier board dish: its words, price, category, allergens and origin; on the board today. */
export function boardDraftFrom(item: MenuItem): BoardDraft {
  const [origin] = item.origins;
  return {
    ...dishTexts((field) => dishText(field, item[field])),
    allergens: [...item.allergens],
    noAllergen: item.allergens.length === 0,
    origin: origin ? { ...origin } : { ...NO_ORIGIN },
    until: null,
  };
}

/** Whether the form asks for the dish's origin: meat or fish, by its category or its allergens. */
export const draftNeedsOrigin = (draft: BoardDraft): boolean => needsOrigin(draft);

/** The item as the form would send it, on the board until `until` or the end of `today`. */
function boardInput(draft: BoardDraft, today: DayText): MenuItemInput {
  const sea = draft.origin.production === 'sauvage-mer';
  // The country as chosen: the rules make it a code, or refuse a text kept from before codes.
  const origin = {
    ...draft.origin,
    name: draft.origin.name.trim(),
    country: sea ? '' : draft.origin.country.trim(),
    faoArea: sea ? draft.origin.faoArea : null,
  };
  return {
    title: draft.title,
    description: draft.description,
    price: draft.price.replace(',', '.'),
    category: draft.category,
    allergens: draft.noAllergen ? [] : draft.allergens,
    origins: draftNeedsOrigin(draft) ? [origin] : [],
    boardUntil: draft.until ?? today,
  };
}

export type BoardDraftCheck = { ok: true; write: MenuItemWrite } | { ok: false; errors: MenuItemErrors };

/**
 * The menu's own rules, as the server applies them (the board's origin rule among them), and the form's question on
 * allergens: what to send, the allergens confirmed by this save, or the messages by field.
 */
export function checkBoardDraft(draft: BoardDraft, today: DayText): BoardDraftCheck {
  const asked: MenuItemErrors =
    draft.allergens.length === 0 && !draft.noAllergen ? { allergens: staffMessageOf('board.allergensAsked') } : {};
  const result = validateMenuItem(boardInput(draft, today));
  if (!result.ok) return { ok: false, errors: { ...result.errors, ...asked } };
  if (Object.keys(asked).length > 0) return { ok: false, errors: asked };
  return { ok: true, write: { ...result.values, confirmAllergens: true } };
}
