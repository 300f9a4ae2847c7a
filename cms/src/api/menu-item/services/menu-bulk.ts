import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  bulkLineChanged,
  bulkLineRefusal,
  bulkPriceLine,
  isBoardDish,
  parseMenuCsv,
  planMenuImport,
  staffMessageOf,
  type BulkPriceResult,
  type MenuCategory,
  type MenuCsvLineError,
  type MenuItem,
  type MenuImportResult,
  type StaffMessage,
} from '@ticino/shared';
import { siteService } from '../../../utils/services';

/** Why a bulk change wrote nothing: a 400 with a message per line or per item, or a 409 when the menu moved on. */
export type BulkRefusal =
  | { ok: false; status: 400; message: StaffMessage; lines?: MenuCsvLineError[]; errors?: Record<string, StaffMessage> }
  | { ok: false; status: 409; message: StaffMessage };
export type BulkOutcome<Result> = { ok: true; result: Result } | BulkRefusal;

/** Thrown inside the write transaction to roll it back when an item vanished while it ran. */
class MenuMovedOn extends Error {}

/**
 * A fingerprint of the menu as the staff saw it in a preview: applying refuses to go on if it changed since, so what is
 * written is what the preview showed (docs/product.md#menu-file).
 */
function versionOf(items: readonly MenuItem[]): string {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return crypto.createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 22);
}

/**
 * Changes to many menu items at once, each previewed first and applied in one database transaction: an import of the
 * menu file, a price change across a category. Every write goes through the menu service and the document service,
 * so the menu rules check each item again and the public content hears of the change once the transaction commits.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const menu = () => siteService('api::menu-item.menu', strapi);

  /** Runs `apply` in one transaction on the menu as it is then, unless the menu differs from the approved preview. */
  async function inOneTransaction<Result>(
    approved: string | undefined,
    apply: (items: MenuItem[], version: string) => Promise<BulkOutcome<Result>>,
  ): Promise<BulkOutcome<Result>> {
    try {
      return await strapi.db.transaction(async (): Promise<BulkOutcome<Result>> => {
        const items = await menu().list();
        const version = versionOf(items);
        if (approved !== undefined && approved !== version) {
          return { ok: false, status: 409, message: staffMessageOf('menuImport.stale') };
        }
        return apply(items, version);
      });
    } catch (error) {
      if (error instanceof MenuMovedOn) return { ok: false, status: 409, message: staffMessageOf('menuImport.stale') };
      throw error;
    }
  }

  return {
    /** Previews (`apply` false) or applies the menu file `csv`: all of it, or nothing when any line is wrong. */
    async importFile(csv: string, apply: boolean, approved?: string): Promise<BulkOutcome<MenuImportResult>> {
      const fileRefused = staffMessageOf('menuImport.fileRefused');
      const parsed = parseMenuCsv(csv);
      if (!parsed.ok) return { ok: false, status: 400, message: fileRefused, lines: parsed.errors };
      const plan = async (items: MenuItem[], version: string): Promise<BulkOutcome<MenuImportResult>> => {
        const check = planMenuImport(items, parsed.rows);
        if (!check.ok) return { ok: false, status: 400, message: fileRefused, lines: check.errors };
        if (apply) {
          for (const { values } of check.plan.added) await menu().create(values);
          for (const { id, values } of check.plan.changed) {
            if (!(await menu().update(id, values))) throw new MenuMovedOn();
          }
          for (const { id } of check.plan.removed) {
            if (!(await menu().remove(id))) throw new MenuMovedOn();
          }
        }
        return { ok: true, result: { ...check.plan, applied: apply, version } };
      };
      if (apply) return inOneTransaction(approved, plan);
      const items = await menu().list();
      return plan(items, versionOf(items));
    },

    /** Previews or applies `percent` % on every price of `category`, each rounded to the nearest `step`. */
    async changePrices(
      category: MenuCategory,
      percent: number,
      step: number,
      apply: boolean,
      approved?: string,
    ): Promise<BulkOutcome<BulkPriceResult>> {
      const plan = async (items: MenuItem[], version: string): Promise<BulkOutcome<BulkPriceResult>> => {
        // The board's dishes are priced for their day and belong to no category's list (docs/product.md#todays-board).
        const inCategory = items.filter((item) => item.category === category && !isBoardDish(item));
        if (inCategory.length === 0) return { ok: false, status: 400, message: staffMessageOf('bulkPrice.noItems') };
        // A drink priced by quantity shows, and gets, each quantity's new price; its price follows the first
        // (docs/product.md#bulk-price-change).
        const lines = inCategory.map((item) => ({ item, line: bulkPriceLine(item, percent, step) }));
        const errors: Record<string, StaffMessage> = {};
        for (const { line } of lines) {
          const refusal = bulkLineRefusal(line);
          if (refusal !== null) errors[line.id] = refusal;
        }
        if (Object.keys(errors).length > 0) {
          return { ok: false, status: 400, message: staffMessageOf('menuImport.pricesRefused'), errors };
        }
        if (apply) {
          for (const { item, line } of lines) {
            if (!bulkLineChanged(line)) continue;
            const { id, ...values } = item;
            // Exactly what the preview showed, before → after: that is the confirmation the price guard asks for
            // (a −90 % change divides by ten).
            const quantities = (line.quantities ?? []).map(({ quantity, after }) => ({ quantity, price: after }));
            const updated = await menu().update(id, { ...values, price: line.after, quantities }, null, {
              priceChangeConfirmed: true,
            });
            if (!updated) throw new MenuMovedOn();
          }
        }
        const result: BulkPriceResult = {
          applied: apply,
          version,
          category,
          percent,
          step,
          items: lines.map(({ line }) => line),
        };
        return { ok: true, result };
      };
      if (apply) return inOneTransaction(approved, plan);
      const items = await menu().list();
      return plan(items, versionOf(items));
    },
  };
};
