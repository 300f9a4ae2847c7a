import type { Core } from '@strapi/strapi';
import {
  EVENING_UID,
  SET_MENU_UID,
  genevaDay,
  staffMessageOf,
  validateEvening,
  type EveningErrors,
  type EveningValues,
} from '@ticino/shared';
import { RulesError } from '../../utils/rules-error';

const PAYMENT_SETTING_UID = 'api::payment-setting.payment-setting';

/**
 * An evening checked whole (docs/product.md#evenings): the shared rules, then what only the database knows — the slug
 * free among the other evenings, the set menu still there, a deposit only once the owner's account is set — and a new
 * evening's date not past.
 */
export async function checkedEvening(
  strapi: Core.Strapi,
  input: Record<string, unknown>,
  ownId?: string,
): Promise<EveningValues> {
  const settings = (await strapi.db.query(PAYMENT_SETTING_UID).findOne({ select: ['iban'] })) as {
    iban: string | null;
  } | null;
  const checked = validateEvening(input, { paymentsReady: Boolean(settings?.iban) });
  const errors: EveningErrors = checked.ok ? {} : { ...checked.errors };
  if (checked.ok) {
    const { slug, setMenuId, date } = checked.values;
    if (!ownId && date < genevaDay(new Date())) errors.date = staffMessageOf('evening.datePast');
    const sameSlug = (await strapi.db.query(EVENING_UID).findMany({ select: ['documentId'], where: { slug } })) as {
      documentId: string;
    }[];
    if (sameSlug.some(({ documentId }) => documentId !== ownId)) errors.slug = staffMessageOf('evening.slugTaken');
    if (setMenuId && (await strapi.db.query(SET_MENU_UID).count({ where: { documentId: setMenuId } })) === 0)
      errors.setMenuId = staffMessageOf('evening.setMenuUnknown');
  }
  if (!checked.ok || Object.keys(errors).length > 0) throw new RulesError(staffMessageOf('evening.invalid'), errors);
  return checked.values;
}

/**
 * The evening rules on every write, from the staff API or /cms: /cms sends the whole document, numbers as it stores
 * them; the values are written as checked (times in order, the slug made from the name when left empty).
 */
export function registerEveningRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== EVENING_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown>; documentId?: string };
    const data = params.data ?? {};
    const stored =
      context.action === 'update' && params.documentId
        ? ((await strapi.db.query(EVENING_UID).findOne({ where: { documentId: params.documentId } })) as Record<
            string,
            unknown
          > | null)
        : null;
    const merged = { ...(stored ?? {}), ...data };
    const input = {
      ...merged,
      pricePerPerson: numberOf(merged.pricePerPerson),
      depositPerPerson: numberOf(merged.depositPerPerson),
    };
    params.data = { ...(await checkedEvening(strapi, input, params.documentId)) };
    return next();
  });
}

/** A decimal as /cms or PostgreSQL give it (« 95.5 »), as the rules read it. */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
