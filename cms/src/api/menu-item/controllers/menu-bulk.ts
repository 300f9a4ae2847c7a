import type { Context } from 'koa';
import {
  BULK_PERCENT_INVALID,
  bulkLineChanged,
  isMenuCategory,
  messageOf,
  parseBulkPercent,
  parseBulkStep,
  staffMessageOf,
  type ApiSuccess,
  type BulkPriceResult,
  type MenuFileFailure,
  type MenuImportResult,
  type StaffMessage,
} from '@ticino/shared';
import { coded, refuse, requestBody, type AnswerMessage } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import type { BulkOutcome } from '../services/menu-bulk';

const bulk = () => siteService('api::menu-item.menu-bulk');

type Body = Record<string, unknown>;

function sentBody(ctx: Context): Body {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** `preview` or `apply`, and the approved preview's version; null (answered 400) for anything else. */
function readMode(ctx: Context, body: Body): { apply: boolean; version?: string } | null {
  if (body.mode !== 'preview' && body.mode !== 'apply') {
    const invalid = staffMessageOf('menuImport.modeInvalid');
    refuse(ctx, 400, invalid, { errors: { mode: invalid } });
    return null;
  }
  return { apply: body.mode === 'apply', version: typeof body.version === 'string' ? body.version : undefined };
}

/**
 * A bulk change's answer: its result, with a summary once applied; or its refusal, a refused file's problems listed by
 * line (each worded, with its code), a refused price change's by dish in `errors` (and `errorCodes`).
 */
function reply<Result extends { applied: boolean }>(
  ctx: Context,
  outcome: BulkOutcome<Result>,
  summary: (result: Result) => StaffMessage,
): void {
  if (outcome.ok) {
    const { result } = outcome;
    const answer: ApiSuccess<Result> = result.applied
      ? { success: true, ...coded(summary(result)), data: result }
      : { success: true, data: result };
    ctx.body = answer;
  } else if (outcome.status === 400 && outcome.lines) {
    const failure: MenuFileFailure = {
      success: false,
      ...coded(outcome.message),
      lines: outcome.lines.map(({ line, message }) => ({ line, ...coded(message) })),
    };
    ctx.status = 400;
    ctx.body = failure;
  } else {
    refuse(ctx, outcome.status, outcome.message, { errors: outcome.status === 400 ? outcome.errors : undefined });
  }
}

/** The staff's bulk changes of the menu (docs/product.md#menu-api): each previewed, then applied all or nothing. */
export default {
  async importFile(ctx: Context) {
    const body = sentBody(ctx);
    const mode = readMode(ctx, body);
    if (!mode) return;
    if (typeof body.csv !== 'string' || body.csv.trim() === '') {
      const missing = staffMessageOf('menuImport.fileMissing');
      refuse(ctx, 400, missing, { errors: { csv: missing } });
      return;
    }
    const outcome = await bulk().importFile(body.csv, mode.apply, mode.version);
    reply<MenuImportResult>(ctx, outcome, ({ added, changed, removed }) =>
      staffMessageOf('menuImport.imported', {
        added: added.length,
        changed: changed.length,
        removed: removed.length,
      }),
    );
  },

  async changePrices(ctx: Context) {
    const body = sentBody(ctx);
    const mode = readMode(ctx, body);
    if (!mode) return;
    const category = isMenuCategory(body.category) ? body.category : null;
    const percent = parseBulkPercent(body.percent);
    const step = parseBulkStep(body.step);
    if (category === null || percent === null || step === null) {
      // The category's refusal is the menu filter's, in the same words; the first field refused says what is wrong.
      const refusals: [field: string, refusal: AnswerMessage][] = [];
      if (category === null) refusals.push(['category', messageOf('api.categoryUnknown')]);
      if (percent === null) refusals.push(['percent', BULK_PERCENT_INVALID]);
      if (step === null) refusals.push(['step', staffMessageOf('bulkPrice.stepInvalid')]);
      refuse(ctx, 400, refusals[0][1], { errors: Object.fromEntries(refusals) });
      return;
    }
    const outcome = await bulk().changePrices(category, percent, step, mode.apply, mode.version);
    reply<BulkPriceResult>(ctx, outcome, ({ items }) =>
      staffMessageOf('menuImport.repriced', { count: items.filter(bulkLineChanged).length }),
    );
  },
};
