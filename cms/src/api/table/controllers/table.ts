import type { Context } from 'koa';
import {
  checkTableLabel,
  parseTableQrPerPage,
  staffMessageOf,
  type ApiSuccess,
  type TableListData,
  type StaffMessage,
  type TableSettingsData,
  type TableSettingsSaved,
} from '@ticino/shared';
import { reservations } from '../../reservation/services/reservation';
import { tableSettings } from '../../table-setting/services/table-setting';
import { coded, refuse, requestBody } from '../../../utils/json-reply';
import { siteService } from '../../../utils/services';

const tables = () => siteService('api::table.table');

/** What `PUT /api/table-settings` may write. */
const SETTING_FIELDS = ['menuPath', 'assignTables', 'areas'] as const;

/** What a saved setting says: assigning tables first, then the codes' page, then the areas. */
function settingsSaved(menuPathSent: boolean, assign: boolean | null, unseated: number): StaffMessage {
  if (assign === false) return staffMessageOf('tables.assignTablesOff');
  if (assign === true) {
    return unseated > 0
      ? staffMessageOf('tables.assignTablesOnUnseated', { count: unseated })
      : staffMessageOf('tables.assignTablesOn');
  }
  return staffMessageOf(menuPathSent ? 'tables.menuPathSaved' : 'tables.areasSaved');
}

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
    ctx.body = { success: true, data: await tables().settings() } satisfies ApiSuccess<TableSettingsData>;
  },

  /**
   * `{ menuPath?, assignTables?, areas? }`: the page the codes lead to, a page of this site and never another host;
   * whether bookings get tables — turned on, every booking to come gets them, and those left without one are listed;
   * the owner's areas, none dropped while it holds a table. All checked before any is saved.
   */
  async saveSettings(ctx: Context) {
    const sent = Object.fromEntries(
      SETTING_FIELDS.flatMap((name) => (field(ctx, name) === undefined ? [] : [[name, field(ctx, name)]])),
    );
    if (Object.keys(sent).length === 0) {
      refuse(ctx, 400, staffMessageOf('tables.settingsEmpty'));
      return;
    }
    // The settings' rules check every field and refuse the write whole (table-setting/rules.ts).
    const saved = await tableSettings(strapi).save(sent);
    const assign = typeof sent.assignTables === 'boolean' ? sent.assignTables : null;
    const unseated = saved.assignTables && assign ? await reservations().unseatedFrom(new Date()) : [];
    ctx.body = {
      success: true,
      ...coded(settingsSaved('menuPath' in sent, assign, unseated.length)),
      data: { ...saved, unseated },
    } satisfies ApiSuccess<TableSettingsSaved>;
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
