import fs from 'node:fs/promises';
import type { Context } from 'koa';
import type formidable from 'formidable';
import {
  creditsCsv,
  genevaDay,
  isMonthText,
  validatePaymentEntry,
  staffMessageOf,
  wordStaffMessage,
  type ApiSuccess,
  type BankFileImport,
  type LedgerCredit,
  type PaymentEntryRecorded,
} from '@ticino/shared';
import { coded, refuse, requestBody } from '../../../utils/json-reply';
import { readBankFile } from '../bank-file';
import { bankImports } from '../services/bank-import';
import { paymentEntries } from '../services/payment-entry';

const RESERVATION_REFERENCE = /^[A-Z0-9-]{1,20}$/;

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
  if (typeof reservation === 'string' && RESERVATION_REFERENCE.test(reservation)) return { reservation };
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

  /** A payment received some other way, or a refund made from the bank, written by hand in a booking's payments. */
  async recordEntry(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const body = requestBody(ctx);
    const checked = validatePaymentEntry(body, genevaDay(new Date()));
    if (!checked.ok) {
      refuse(ctx, 400, staffMessageOf('paymentEntry.invalid'), { errors: checked.errors });
      return;
    }
    const reservation = (body as { reservation?: unknown }).reservation;
    const { username } = ctx.state.staffUser as { username: string };
    const outcome =
      typeof reservation === 'string' && RESERVATION_REFERENCE.test(reservation)
        ? await paymentEntries(strapi).record(reservation, checked.entry, { kind: 'staff', username }, new Date())
        : ({ ok: false, reason: 'not-found' } as const);
    if (!outcome.ok) {
      if (outcome.reason === 'refund-too-large') {
        const refusal = staffMessageOf('paymentEntry.refundTooLarge', { max: outcome.refundable });
        refuse(ctx, 400, refusal, { errors: { amount: refusal } });
      } else if (outcome.reason === 'no-deposit') refuse(ctx, 409, staffMessageOf('paymentEntry.noDeposit'));
      else refuse(ctx, 404, staffMessageOf('paymentEntry.reservationNotFound'));
      return;
    }
    const said =
      checked.entry.kind === 'refund'
        ? staffMessageOf('paymentEntry.refunded')
        : staffMessageOf(outcome.confirmed ? 'paymentEntry.receivedConfirmed' : 'paymentEntry.received');
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(said),
      data: { credit: outcome.credit, confirmed: outcome.confirmed },
    } satisfies ApiSuccess<PaymentEntryRecorded>;
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
