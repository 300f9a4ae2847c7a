import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  checkTableLabel,
  checkTablePlace,
  newTableCode,
  sameTableLabel,
  staffMessageOf,
  type TablePlace,
} from '@ticino/shared';
import { RulesError } from '../../utils/rules-error';
import { reservations } from '../reservation/services/reservation';
import { TABLE_UID, tableAreas, storedPlace } from './services/table';

type TableData = Record<string, unknown>;

/** A code no table has yet: a clash among 31⁷ codes is most unlikely, but never kept. */
async function unusedCode(strapi: Core.Strapi): Promise<string> {
  for (;;) {
    const code = newTableCode((limit) => crypto.randomInt(limit));
    if (!(await strapi.documents(TABLE_UID).findFirst({ filters: { code: { $eq: code } }, fields: ['code'] }))) {
      return code;
    }
  }
}

/** The label, checked and cleaned; refused when another table (`except` aside) has it, whatever its case. */
async function checkedLabel(strapi: Core.Strapi, input: unknown, except?: string): Promise<string> {
  const label = checkTableLabel(input);
  if (!label.ok) throw new RulesError(staffMessageOf('tables.invalid'), { label: label.message });
  const others = await strapi.documents(TABLE_UID).findMany({ fields: ['label'] });
  if (others.some((other) => other.documentId !== except && sameTableLabel(String(other.label), label.value))) {
    const taken = staffMessageOf('tables.labelTaken');
    throw new RulesError(taken, { label: taken }, 409);
  }
  return label.value;
}

/**
 * A table's place as written over the stored one of `documentId` (a new table's defaults without one), checked
 * against the owner's areas and the other tables; refused whole otherwise.
 */
async function checkedPlace(strapi: Core.Strapi, data: TableData, documentId?: string): Promise<TablePlace> {
  const stored = await strapi
    .documents(TABLE_UID)
    .findMany({ fields: ['seats', 'area', 'combinableWith', 'onlineBookable'] });
  const current = stored.find((table) => table.documentId === documentId);
  const place = checkTablePlace(data, {
    current: current ? storedPlace(current) : null,
    areas: await tableAreas(strapi),
    tableIds: stored.map((table) => table.documentId).filter((id) => id !== documentId),
  });
  if (!place.ok) throw new RulesError(staffMessageOf('tables.invalid'), place.errors);
  return place.value;
}

/** Every other table lists `documentId` exactly when `joined` lists it: a join holds both ways. */
async function joinBothWays(strapi: Core.Strapi, documentId: string, joined: readonly string[]): Promise<void> {
  const others = await strapi.documents(TABLE_UID).findMany({ fields: ['combinableWith'] });
  for (const other of others) {
    if (other.documentId === documentId) continue;
    const list = storedPlace(other).combinableWith;
    const listed = list.includes(documentId);
    if (listed === joined.includes(other.documentId)) continue;
    const combinableWith = listed ? list.filter((id) => id !== documentId) : [...list, documentId];
    await strapi.db.query(TABLE_UID).updateMany({ where: { documentId: other.documentId }, data: { combinableWith } });
  }
}

/**
 * The table rules (docs/product.md#tables) on every write, from the staff API or /cms: the label is required,
 * trimmed, at most 30 characters and unique; the code is the server's, given at creation (or to a copy) and never
 * changed afterwards, whatever a write sends for it; seats, area, joins and online booking are checked, and a join
 * written on one table is kept on the other (a deleted table leaves every list); a table given to a booking to come is not deleted.
 */
export function registerTableRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== TABLE_UID) return next();
    const params = context.params as { data?: TableData; documentId?: string };
    if (context.action === 'create' || context.action === 'clone') {
      const data = params.data ?? {};
      const label = context.action === 'create' || 'label' in data ? await checkedLabel(strapi, data.label) : null;
      // A copy starts from its original's place (params.documentId), joined to nothing.
      const copied = context.action === 'clone' ? params.documentId : undefined;
      const place = await checkedPlace(strapi, copied ? { ...data, combinableWith: [] } : data, copied);
      params.data = { ...data, ...(label === null ? {} : { label }), ...place, code: await unusedCode(strapi) };
      const created = await next();
      const createdId = (created as { documentId?: string } | null)?.documentId;
      if (createdId) await joinBothWays(strapi, createdId, place.combinableWith);
      return created;
    }
    if (context.action === 'update') {
      const { code: _ignored, ...data } = params.data ?? {};
      if ('label' in data) data.label = await checkedLabel(strapi, data.label, params.documentId);
      const place = await checkedPlace(strapi, data, params.documentId);
      params.data = { ...data, ...place };
      const updated = await next();
      if (params.documentId) await joinBothWays(strapi, params.documentId, place.combinableWith);
      return updated;
    }
    if (context.action === 'delete' && params.documentId) {
      const count = await reservations(strapi).countHolding(params.documentId, new Date());
      if (count > 0) throw new RulesError(staffMessageOf('tables.heldByBookings', { count }), {}, 409);
      const deleted = await next();
      await joinBothWays(strapi, params.documentId, []);
      return deleted;
    }
    return next();
  });
}
