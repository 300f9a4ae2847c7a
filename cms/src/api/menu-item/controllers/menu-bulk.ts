import type { Context } from 'koa';
import {
  BULK_PRICE_MESSAGES,
  MENU_ITEM_MESSAGES,
  bulkLineChanged,
  isMenuCategory,
  parseBulkPercent,
  parseBulkStep,
  type ApiSuccess,
  type BulkPriceResult,
  type MenuFileFailure,
  type MenuImportResult,
} from '@ticino/shared';
import { replyFailure, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';
import { BULK_MESSAGES, type BulkOutcome } from '../services/menu-bulk';

const bulk = () => siteService('api::menu-item.menu-bulk');

export const BULK_REQUEST_MESSAGES = {
  fileMissing: 'Le fichier est requis.',
  modeInvalid: 'Le mode doit être « preview » (aperçu) ou « apply » (appliquer).',
} as const;

type Body = Record<string, unknown>;

function sentBody(ctx: Context): Body {
  const body = requestBody(ctx);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** `preview` or `apply`, and the approved preview's version; null (answered 400) for anything else. */
function readMode(ctx: Context, body: Body): { apply: boolean; version?: string } | null {
  if (body.mode !== 'preview' && body.mode !== 'apply') {
    replyFailure(ctx, 400, BULK_REQUEST_MESSAGES.modeInvalid, { mode: BULK_REQUEST_MESSAGES.modeInvalid });
    return null;
  }
  return { apply: body.mode === 'apply', version: typeof body.version === 'string' ? body.version : undefined };
}

function reply<Result>(ctx: Context, outcome: BulkOutcome<Result>, message: (result: Result) => string): void {
  if (outcome.ok) {
    const answer: ApiSuccess<Result> = { success: true, data: outcome.result };
    if ((outcome.result as { applied?: boolean }).applied) answer.message = message(outcome.result);
    ctx.body = answer;
  } else if (outcome.status === 400 && outcome.lines) {
    const failure: MenuFileFailure = { success: false, message: outcome.message, lines: outcome.lines };
    ctx.status = 400;
    ctx.body = failure;
  } else {
    replyFailure(ctx, outcome.status, outcome.message, outcome.status === 400 ? outcome.errors : undefined);
  }
}

/** The staff's bulk changes of the menu (docs/product.md#menu-api): each previewed, then applied all or nothing. */
export default {
  async importFile(ctx: Context) {
    const body = sentBody(ctx);
    const mode = readMode(ctx, body);
    if (!mode) return;
    if (typeof body.csv !== 'string' || body.csv.trim() === '') {
      replyFailure(ctx, 400, BULK_REQUEST_MESSAGES.fileMissing, { csv: BULK_REQUEST_MESSAGES.fileMissing });
      return;
    }
    const outcome = await bulk().importFile(body.csv, mode.apply, mode.version);
    reply<MenuImportResult>(ctx, outcome, (result) =>
      BULK_MESSAGES.imported(result.added.length, result.changed.length, result.removed.length),
    );
  },

  async changePrices(ctx: Context) {
    const body = sentBody(ctx);
    const mode = readMode(ctx, body);
    if (!mode) return;
    const errors: Record<string, string> = {};
    if (!isMenuCategory(body.category)) errors.category = MENU_ITEM_MESSAGES.categoryUnknown;
    const percent = parseBulkPercent(body.percent);
    if (percent === null) errors.percent = BULK_PRICE_MESSAGES.percentInvalid;
    const step = parseBulkStep(body.step);
    if (step === null) errors.step = BULK_PRICE_MESSAGES.stepInvalid;
    if (!isMenuCategory(body.category) || percent === null || step === null) {
      replyFailure(ctx, 400, Object.values(errors)[0], errors);
      return;
    }
    const outcome = await bulk().changePrices(body.category, percent, step, mode.apply, mode.version);
    reply<BulkPriceResult>(ctx, outcome, (result) =>
      BULK_MESSAGES.repriced(result.items.filter(bulkLineChanged).length),
    );
  },
};
