import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { validateMenuItem, type MenuItemInput } from '@ticino/shared';

const MENU_ITEM_UID = 'api::menu-item.menu-item';

/**
 * Applies the API's menu rules (trimmed text, two-decimal prices, known
 * categories) to every write, including edits made in the /cms back-office.
 */
export function registerMenuItemRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MENU_ITEM_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { documentId?: string; data?: MenuItemInput };
    const data = params.data ?? {};
    const current =
      context.action === 'update' && params.documentId
        ? ((await strapi.documents(MENU_ITEM_UID).findOne({ documentId: params.documentId })) as MenuItemInput | null)
        : null;
    const result = validateMenuItem({ ...current, ...data });
    if (!result.ok) {
      // Strapi's own validation shape: the /cms form shows each French message under its field.
      const fieldErrors = Object.entries(result.errors).map(([field, message]) => ({
        path: [field],
        message,
        name: 'ValidationError',
      }));
      throw new errors.ValidationError(Object.values(result.errors).join(' · '), { errors: fieldErrors });
    }
    params.data = { ...data, ...result.values };
    return next();
  });
}
