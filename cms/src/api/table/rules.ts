import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { checkTableLabel, newTableCode, sameTableLabel, staffMessageOf } from '@ticino/shared';
import { RulesError } from '../../utils/rules-error';
import { TABLE_UID } from './services/table';

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
 * The table rules (docs/product.md#tables) on every write, from the staff API or /cms: the label is required,
 * trimmed, at most 30 characters and unique; the code is the server's, given at creation (or to a copy) and never
 * changed afterwards, whatever a write sends for it.
 */
export function registerTableRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== TABLE_UID) return next();
    const params = context.params as { data?: TableData; documentId?: string };
    if (context.action === 'create' || context.action === 'clone') {
      const data = params.data ?? {};
      const label = context.action === 'create' || 'label' in data ? await checkedLabel(strapi, data.label) : null;
      params.data = { ...data, ...(label === null ? {} : { label }), code: await unusedCode(strapi) };
    } else if (context.action === 'update') {
      const { code: _ignored, ...data } = params.data ?? {};
      if ('label' in data) data.label = await checkedLabel(strapi, data.label, params.documentId);
      params.data = data;
    }
    return next();
  });
}
