import type { Context, Next } from 'koa';
import { errors } from '@strapi/utils';

const CONTACT_MESSAGE_UID = 'api::contact-message.contact-message';

/** The back-office's content-manager addresses of contact messages (the uid may arrive percent-encoded). */
const CONTACT_MESSAGES_IN_BACK_OFFICE = `/content-manager/collection-types/${CONTACT_MESSAGE_UID}`;

/** Deleting, one or several at once, stays possible: the owner may remove a message, never rewrite one. */
const ALLOWED = new Set(['GET', 'HEAD', 'DELETE']);
const BULK_DELETE = `${CONTACT_MESSAGES_IN_BACK_OFFICE}/actions/bulkDelete`;

export const READ_ONLY_MESSAGE =
  "Les messages des clients ne se créent ni ne se modifient dans le back-office : ils restent tels qu'ils ont été " +
  "reçus. Pour les lire, les marquer traités ou les supprimer, utilisez l'onglet « Messages » du tableau de bord /admin.";

function decodedPath(ctx: Context): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return ctx.path;
  }
}

/**
 * A guest's message is kept as it was received (docs/product.md#back-office): in /cms, creating, editing, cloning or
 * publishing one is refused with a French message that /cms shows; reading and deleting stay. The site's own API
 * (the contact form, the staff inbox) does not pass here.
 */
export default () => async (ctx: Context, next: Next) => {
  if (!ALLOWED.has(ctx.method)) {
    const path = decodedPath(ctx);
    const aboutMessages =
      path === CONTACT_MESSAGES_IN_BACK_OFFICE || path.startsWith(`${CONTACT_MESSAGES_IN_BACK_OFFICE}/`);
    if (aboutMessages && path !== BULK_DELETE) throw new errors.ValidationError(READ_ONLY_MESSAGE);
  }
  await next();
};
