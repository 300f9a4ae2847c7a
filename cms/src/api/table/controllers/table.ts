import type { Context } from 'koa';
import {
  checkTableLabel,
  checkTableAreas,
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

/** What a write may set besides the label: the rules check each (rules.ts); the code is never the caller's. */
const PLACE_FIELDS = ['seats', 'area', 'combinableWith', 'onlineBookable'] as const;

/**
 * The fields a write sends, the label checked first so a refused one answers 400 before anything is written (the
 * table rules check it again, with its uniqueness, and the place); null when refused. `labelRequired`: a new table.
 */
function tableWrite(ctx: Context, labelRequired: boolean): Record<string, unknown> | null {
  const body = requestBody(ctx);
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const data: Record<string, unknown> = {};
  for (const name of PLACE_FIELDS) if (name in sent) data[name] = sent[name];
  if (!labelRequired && !('label' in sent)) return data;
  const label = checkTableLabel(sent.label);
  if (label.ok) return { ...data, label: label.value };
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
    const data = tableWrite(ctx, true);
    if (data === null) return;
    const table = await tables().create(data);
    ctx.status = 201;
    ctx.body = { success: true, ...coded(staffMessageOf('tables.created')), data: await tables().describe(table) };
  },

  /** `{ label?, seats?, area?, combinableWith?, onlineBookable? }`: what is not sent, the code above all, stays. */
  async update(ctx: Context) {
    const data = tableWrite(ctx, false);
    if (data === null) return;
    const table = await tables().update(String(ctx.params.id), data);
    if (!table) {
      refuse(ctx, 404, staffMessageOf('tables.notFound'));
      return;
    }
    ctx.body = { success: true, ...coded(staffMessageOf('tables.updated')), data: await tables().describe(table) };
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
      data: { menuPath: await tables().menuPath(), areas: await tables().areas() },
    } satisfies ApiSuccess<TableSettingsData>;
  },

  /**
   * `{ menuPath?, areas? }`: the page the codes lead to, a page of this site and never another host; the owner's
   * areas, none dropped while it holds a table. Both checked before either is saved.
   */
  async saveSettings(ctx: Context) {
    const sent = { menuPath: field(ctx, 'menuPath'), areas: field(ctx, 'areas') };
    if (sent.menuPath === undefined && sent.areas === undefined) {
      refuse(ctx, 400, staffMessageOf('tables.settingsEmpty'));
      return;
    }
    const menuPath = sent.menuPath === undefined ? null : checkTableMenuPath(sent.menuPath);
    const areas = sent.areas === undefined ? null : checkTableAreas(sent.areas);
    const errors = {
      ...(menuPath && !menuPath.ok ? { menuPath: menuPath.message } : {}),
      ...(areas && !areas.ok ? { areas: areas.message } : {}),
    };
    const [first] = Object.values(errors);
    if (first) {
      refuse(ctx, 400, first, { errors });
      return;
    }
    if (areas?.ok) {
      const saved = await tables().setAreas(areas.value);
      if (!saved.ok) {
        const inUse = staffMessageOf('tables.areaInUse', { area: saved.area, count: saved.count });
        refuse(ctx, 409, inUse, { errors: { areas: inUse } });
        return;
      }
    }
    if (menuPath?.ok) await tables().setMenuPath(menuPath.value);
    ctx.body = {
      success: true,
      ...coded(staffMessageOf(menuPath ? 'tables.menuPathSaved' : 'tables.areasSaved')),
      data: { menuPath: await tables().menuPath(), areas: await tables().areas() },
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
