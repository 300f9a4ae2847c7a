import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, Modules } from '@strapi/strapi';
import {
  MENU_ITEM_FIELD_NAMES,
  MENU_ITEM_UID,
  checkAllergens,
  checkQuantities,
  checkTraces,
  findPriceJumps,
  priceJumpErrors,
  validateMenuItem,
  type MenuItemField,
  type MenuItemInput,
  type MenuItemValues,
  messageOf,
  staffMessageOf,
} from '@ticino/shared';
import { RulesError } from '../../utils/rules-error';
import { withRowBeforeWrite } from './stored-item';

/** A menu item's data as the document service takes it. */
type MenuItemData = Modules.Documents.Params.Data.Input<typeof MENU_ITEM_UID>;

/** Every field `validateMenuItem` checks (the shared descriptor's): a write naming them all needs no stored item. */
const RULE_FIELDS: readonly MenuItemField[] = MENU_ITEM_FIELD_NAMES;

/**
 * What a client sent for a menu item, handed to the document service unchecked: the rules below check and clean it
 * before anything is written. Every field is named, a missing one as undefined, so it is refused rather than kept
 * from the stored item, and nothing else the client sent is passed on. With `fields`, only those are written (a
 * partial update: the rules check the item it leaves).
 */
export function toCheck(input: MenuItemInput, fields: readonly MenuItemField[] = RULE_FIELDS): MenuItemData {
  return Object.fromEntries(fields.map((field) => [field, input[field]])) as MenuItemData;
}

/** Set while a write runs whose price change the staff member confirmed (docs/product.md#price-guard). */
const confirmedPriceChanges = new AsyncLocalStorage<true>();

/** Runs `write` with its price change confirmed: a price ten times higher or lower than the stored one is accepted. */
export function withPriceChangeConfirmed<T>(write: () => Promise<T>): Promise<T> {
  return confirmedPriceChanges.run(true, write);
}

/**
 * The position after the last item of a category: where a new item goes (docs/product.md#order-within-a-category).
 * Read inside the write's transaction when there is one.
 */
export async function nextPosition(strapi: Core.Strapi, category: string): Promise<number> {
  const last = (await strapi.db.query(MENU_ITEM_UID).findOne({
    select: ['position'],
    where: { category, position: { $notNull: true } },
    orderBy: { position: 'desc' },
  })) as { position: number } | null;
  return last ? last.position + 1 : 0;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether the write changes what the item contains or may contain. */
const allergensChanged = (stored: MenuItemInput, values: MenuItemValues) =>
  !sameJson(checkAllergens(stored.allergens).value, values.allergens) ||
  !sameJson(checkTraces(stored.traces).value, values.traces);

const isPosition = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * The item a write leaves, checked and cleaned, or a RulesError. An update is checked as the item it leaves (a /cms
 * edit may send only what changed), and against its stored price: ten times higher or lower is most likely a
 * misplaced decimal point (docs/product.md#price-guard).
 */
function checkWrite(data: MenuItemInput, current: MenuItemInput | null): MenuItemValues {
  const result = validateMenuItem({ ...current, ...data }, { stored: current });
  if (!result.ok) throw new RulesError(messageOf('api.invalidMenuItem'), result.errors);
  if (
    current &&
    allergensChanged(current, result.values) &&
    sameJson(data.allergensConfirmation, current.allergensConfirmation)
  ) {
    // A confirmation covers the allergens it was given for: changed without a new one (a /cms edit), they are
    // unconfirmed until the staff confirm them (docs/product.md#swiss-food-and-price-law).
    result.values.allergensConfirmation = null;
  }
  const priceJumps = current
    ? findPriceJumps(
        { price: Number(current.price), quantities: checkQuantities(current.quantities).value ?? [] },
        result.values,
      )
    : [];
  if (priceJumps.length > 0 && !confirmedPriceChanges.getStore()) {
    throw new RulesError(staffMessageOf('menuChanges.priceJumpUnconfirmed'), priceJumpErrors(priceJumps), 409);
  }
  return result.values;
}

/**
 * Applies the menu rules (docs/product.md#menu-item-rules: trimmed text, two-decimal prices, known categories) to
 * every write, from the site's API or from the /cms back-office, the one place they are checked on the server. A
 * refusal is a RulesError: /cms shows each French message under its field, the API answers them in `errors`.
 */
export function registerMenuItemRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MENU_ITEM_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { documentId?: string; data?: MenuItemInput & { position?: unknown } };
    const data = params.data ?? {};
    // An update is checked against its row as the write finds it, read once for the journal too (stored-item.ts).
    const { documentId } = params;
    const values =
      context.action === 'update' && documentId
        ? await withRowBeforeWrite(strapi, documentId, (current) => checkWrite(data, current as MenuItemInput | null))
        : checkWrite(data, null);
    params.data = { ...data, ...values };
    // A new item goes last in its category, whoever creates it (the staff API, /cms, the seed).
    if (context.action === 'create' && !isPosition(params.data.position)) {
      params.data.position = await nextPosition(strapi, values.category);
    }
    return next();
  });
}
