import type { Core } from '@strapi/strapi';
import {
  checkTableAreas,
  checkTableMenuPath,
  readTableSettings,
  staffMessageOf,
  type StaffMessage,
} from '@ticino/shared';
import type { FieldErrors } from '../../utils/json-reply';
import { RulesError } from '../../utils/rules-error';
import { reservations } from '../reservation/services/reservation';
import { TABLE_UID, storedPlace } from '../table/services/table';
import { TABLE_SETTING_UID } from './services/table-setting';

type SettingsData = Record<string, unknown>;

/** The first area dropped that still holds tables, with their count. */
async function areaInUse(strapi: Core.Strapi, kept: readonly string[]): Promise<StaffMessage | null> {
  const tables = await strapi.documents(TABLE_UID).findMany({ fields: ['area'] });
  for (const table of tables) {
    const { area } = storedPlace(table);
    if (!kept.includes(area)) {
      const count = tables.filter((other) => storedPlace(other).area === area).length;
      return staffMessageOf('tables.areaInUse', { area, count });
    }
  }
  return null;
}

/** The fields written, checked and cleaned; refused whole with every field's reason (the first one as its message). */
async function checkedSettings(strapi: Core.Strapi, data: SettingsData): Promise<SettingsData> {
  const errors: FieldErrors = {};
  const cleaned: SettingsData = { ...data };
  // /cms sends every field, an unset one as null: left as it is, read as its default.
  if (data.menuPath != null) {
    const menuPath = checkTableMenuPath(data.menuPath);
    if (menuPath.ok) cleaned.menuPath = menuPath.value;
    else errors.menuPath = menuPath.message;
  }
  if (data.assignTables != null && typeof data.assignTables !== 'boolean') {
    errors.assignTables = staffMessageOf('tables.assignTablesInvalid');
  }
  if (data.areas != null) {
    const areas = checkTableAreas(data.areas);
    if (!areas.ok) errors.areas = areas.message;
    else cleaned.areas = areas.value;
  }
  const [first] = Object.values(errors);
  if (first && typeof first !== 'string') throw new RulesError(first, errors);
  const inUse = Array.isArray(cleaned.areas) ? await areaInUse(strapi, cleaned.areas as string[]) : null;
  if (inUse) throw new RulesError(inUse, { areas: inUse }, 409);
  return cleaned;
}

/**
 * The table settings' rules on every write, from the staff API or /cms (docs/product.md#tables): the codes' page is a
 * page of this site, the areas a short list of names none of which still holds a table when dropped; turning
 * « Attribuer les tables » on gives every booking to come its tables.
 */
export function registerTableSettingRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== TABLE_SETTING_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { data?: SettingsData };
    const before = readTableSettings(await strapi.documents(TABLE_SETTING_UID).findFirst());
    params.data = await checkedSettings(strapi, params.data ?? {});
    const written = await next();
    if (!before.assignTables && params.data.assignTables === true) {
      await reservations(strapi).assignFutureTables(new Date());
    }
    return written;
  });
}
