import fs from 'node:fs/promises';
import type { Context } from 'koa';
import type formidable from 'formidable';
import {
  creditsCsv,
  isMonthText,
  staffMessageOf,
  wordStaffMessage,
  type ApiSuccess,
  type BankFileImport,
  type LedgerCredit,
} from '@ticino/shared';
import { coded, refuse } from '../../../utils/json-reply';
import { readBankFile } from '../bank-file';
import { bankImports } from '../services/bank-import';

/** The one file of the request (the body parser took it, within its limits: request-body.ts). */
function sentFile(ctx: Context): formidable.File | null {
  const files = (ctx.request as Context['request'] & { files?: formidable.Files }).files ?? {};
  const all = Object.values(files).flat();
  return all.length === 1 && all[0] ? all[0] : null;
}

/** `?month=YYYY-MM` or `?reservation=REFERENCE`, else null. */
function creditsFilter(ctx: Context): { month: string } | { reservation: string } | null {
  const { month, reservation } = ctx.query;
  if (isMonthText(month)) return { month };
  if (typeof reservation === 'string' && /^[A-Z0-9-]{1,20}$/.test(reservation)) return { reservation };
  return null;
}

/** The bank's file of credits and the credits recorded (docs/product.md#bank-file), for staff. */
export default {
  async credits(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const filter = creditsFilter(ctx);
    if (!filter) {
      refuse(ctx, 400, staffMessageOf('bankFile.queryInvalid'));
      return;
    }
    ctx.body = { success: true, data: await bankImports(strapi).credits(filter) } satisfies ApiSuccess<LedgerCredit[]>;
  },

  /** The month's credits for the accountant, as a spreadsheet file. */
  async creditsFile(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const filter = creditsFilter(ctx);
    if (!filter || !('month' in filter)) {
      refuse(ctx, 400, staffMessageOf('bankFile.queryInvalid'));
      return;
    }
    ctx.set('Content-Disposition', `attachment; filename="credits-${filter.month}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = creditsCsv(await bankImports(strapi).credits(filter));
  },

  async importBankFile(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const file = ctx.is('multipart') ? sentFile(ctx) : null;
    if (!file) {
      refuse(ctx, 415, staffMessageOf('bankFile.unsupportedType'));
      return;
    }
    const reading = readBankFile(await fs.readFile(file.filepath));
    if (!reading.ok) {
      refuse(ctx, 400, staffMessageOf('bankFile.unreadable', { reason: wordStaffMessage(reading.reason) }));
      return;
    }
    const result = await bankImports(strapi).apply(reading.file, file.originalFilename ?? '', new Date());
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('bankFile.imported', { count: result.credits.length })),
      data: result,
    } satisfies ApiSuccess<BankFileImport>;
  },
};
