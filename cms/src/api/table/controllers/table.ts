import type { Context } from 'koa';
import {
  checkTableLabel,
  checkTableMenuPath,
  parseTableQrPerPage,
  staffMessageOf,
  type ApiSuccess,
  type TableListData,
  type TableSettingsData,
} from '@ticino/shared';
import { coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';

const tables = () => siteService('api::table.table');

/** The field a JSON body holds, or undefined when the body is no object. */
function field(ctx: Context, name: string): unknown {
  const body = requestBody(ctx);
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** A refused label answers 400 before anything is written (the table rules check it again, with its uniqueness). */
function labelOf(ctx: Context): string | null {
  const label = checkTableLabel(field(ctx, 'label'));
  if (label.ok) return label.value;
  refuse(ctx, 400, staffMessageOf('tables.invalid'), { errors: { label: label.message } });
  return null;
}

/** The staff's tables API (docs/product.md#tables). */
export default {
  async list(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: await tables().list(new Date()) } satisfies ApiSuccess<TableListData>;
  },

  async create(ctx: Context) {
    const label = labelOf(ctx);
    if (label === null) return;
    const table = await tables().create(label);
    ctx.status = 201;
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('tables.created')),
      data: { id: table.documentId, label: table.label, code: table.code ?? '' },
    };
  },

  /** `{ label }`: anything else sent, the code above all, is left as it is. */
  async rename(ctx: Context) {
    const label = labelOf(ctx);
    if (label === null) return;
    const table = await tables().rename(String(ctx.params.id), label);
    if (!table) {
      refuse(ctx, 404, staffMessageOf('tables.notFound'));
      return;
    }
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('tables.renamed')),
      data: { id: table.documentId, label: table.label, code: table.code ?? '' },
    };
  },

  async remove(ctx: Context) {
    if (!(await tables().remove(String(ctx.params.id)))) {
      refuse(ctx, 404, staffMessageOf('tables.notFound'));
      return;
    }
    ctx.body = { success: true, ...coded(staffMessageOf('tables.deleted')) };
  },

  async settings(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: { menuPath: await tables().menuPath() },
    } satisfies ApiSuccess<TableSettingsData>;
  },

  /** `{ menuPath }`: a page of this site, never another host. */
  async saveSettings(ctx: Context) {
    const menuPath = checkTableMenuPath(field(ctx, 'menuPath'));
    if (!menuPath.ok) {
      refuse(ctx, 400, menuPath.message, { errors: { menuPath: menuPath.message } });
      return;
    }
    await tables().setMenuPath(menuPath.value);
    ctx.body = {
      success: true,
      ...coded(staffMessageOf('tables.menuPathSaved')),
      data: { menuPath: menuPath.value },
    } satisfies ApiSuccess<TableSettingsData>;
  },

  /** « Codes QR des tables », `?perPage=1|4|12`. */
  async qrSheet(ctx: Context) {
    const perPage = parseTableQrPerPage(ctx.query.perPage);
    if (perPage === null) {
      const perPageInvalid = staffMessageOf('tables.perPageInvalid');
      refuse(ctx, 400, perPageInvalid, { errors: { perPage: perPageInvalid } });
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="codes-qr-tables-${perPage}-par-page.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = await tables().qrSheet(perPage);
  },
};
