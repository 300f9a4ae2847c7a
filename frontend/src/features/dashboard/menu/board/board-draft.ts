import {
  staffMessageOf,
  validateMenuItem,
  type DayText,
  type MenuCategory,
  type MenuItem,
  type MenuItemErrors,
  type MenuItemInput,
  type MenuItemWrite,
} from '@ticino/shared';
import { dishText, newDishText, type PlainField } from '../form/dish-values';
import { lawDraftFrom, lawInput, type LawDraft, type LawSectionKey } from '../form/LawFields';

/** The dish's own fields the board asks for, drawn by the menu item form's renderer (`DishField`), in its order. */
export const BOARD_DISH_FIELDS = ['title', 'price', 'description', 'category'] as const satisfies readonly PlainField[];
type BoardDishField = (typeof BOARD_DISH_FIELDS)[number];

/** The menu item form's law sections the board shows: what the law asks of a dish of the day. */
export const BOARD_LAW_SECTIONS = ['allergens', 'origins'] as const satisfies readonly LawSectionKey[];

/**
 * What the board screen's form holds (docs/product.md#todays-board): the few fields a dish of the day needs, its law
 * fields held as the menu item form holds them.
 */
export type BoardDraft = Record<BoardDishField, string> & {
  law: LawDraft;
  /** Null: today only; else the last day on the board. */
  until: DayText | null;
};

/**
 * Where a new board dish is listed on the menu unless staff choose otherwise: a dish of the day is a suggestion of the
 * moment, the one choice the board makes for itself (docs/product.md#todays-board).
 */
export const BOARD_CATEGORY: MenuCategory = 'Suggestions du moment';

/**
 * A new board dish starts as a new menu item does (the descriptor's defaults, no allergen and no origin chosen),
 * listed with the suggestions of the moment.
 */
export const emptyBoardDraft = (): BoardDraft => ({
  ...dishTexts(newDishText),
  category: BOARD_CATEGORY,
  law: lawDraftFrom(null),
  until: null,
});

function dishTexts(text: (field: BoardDishField) => string): Record<BoardDishField, string> {
  return Object.fromEntries(BOARD_DISH_FIELDS.map((field) => [field, text(field)])) as Record<BoardDishField, string>;
}

/**
 * A new draft from an earlier board dish: its words, price, category and law fields, on the board today; its allergens
 * are to be confirmed again.
 */
export function boardDraftFrom(item: MenuItem): BoardDraft {
  return { ...dishTexts((field) => dishText(field, item[field])), law: lawDraftFrom(item), until: null };
}

/** The item as the form would send it, on the board until `until` or the end of `today`. */
function boardInput(draft: BoardDraft, today: DayText): MenuItemInput {
  return {
    title: draft.title,
    description: draft.description,
    price: draft.price.replace(',', '.'),
    category: draft.category,
    ...lawInput(draft.law, draft.category),
    boardUntil: draft.until ?? today,
  };
}

export type BoardDraftCheck = { ok: true; write: MenuItemWrite } | { ok: false; errors: MenuItemErrors };

/**
 * The menu's own rules, as the server applies them (the board's origin rule among them), and the board's question on
 * allergens, which a dish of the day is never saved without: what to send, the allergens confirmed by this save, or
 * the messages by field.
 */
export function checkBoardDraft(draft: BoardDraft, today: DayText): BoardDraftCheck {
  const asked: MenuItemErrors = draft.law.confirmAllergens
    ? {}
    : { allergensConfirmation: staffMessageOf('board.allergensAsked') };
  const result = validateMenuItem(boardInput(draft, today));
  if (!result.ok) return { ok: false, errors: { ...result.errors, ...asked } };
  if (Object.keys(asked).length > 0) return { ok: false, errors: asked };
  return { ok: true, write: { ...result.values, confirmAllergens: true } };
}
