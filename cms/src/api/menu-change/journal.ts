import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MENU_ITEM_UID,
  diffMenuItems,
  staffText,
  summariseChanges,
  type MenuChangeAction,
  type MenuChangeSource,
} from '@ticino/shared';
import { takeWriteLockFirst } from '../../utils/write-lock';
import { readItemRow, withRowBeforeWrite, type RowBeforeWrite } from '../menu-item/stored-item';
export const MENU_CHANGE_UID = 'api::menu-change.menu-change';

/** The document-service actions that change a menu item, and what the journal calls each. */
const JOURNALLED: Partial<Record<string, MenuChangeAction>> = {
  create: 'create',
  clone: 'create',
  update: 'update',
  delete: 'delete',
};

/** The actions that only read: everything else on the journal is a write, refused unless the journal makes it. */
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);

interface Author {
  source: MenuChangeSource;
  name: string;
}

interface RequestState {
  staffUser?: { username?: string };
  user?: { email?: string };
  auth?: { strategy?: { name?: string } };
}

/**
 * Who makes the write under way, from the request it serves: a staff member on the site's API (set by
 * `api::staff-auth.staff-only`), or a signed-in back-office admin in /cms. Writes outside a request (first-boot seed,
 * data migrations) have none and are not journalled.
 */
function currentAuthor(strapi: Core.Strapi): Author | null {
  const state = strapi.requestContext.get()?.state as RequestState | undefined;
  if (!state) return null;
  if (state.staffUser?.username) return { source: 'dashboard', name: state.staffUser.username };
  if (state.auth?.strategy?.name === 'admin' && state.user?.email) return { source: 'cms', name: state.user.email };
  return null;
}

/** Set while the journal writes its own entry: the only write the journal accepts. */
const journalWriting = new AsyncLocalStorage<true>();

/** Writes the entry of a change, if it changed anything: the only write the journal accepts. */
async function writeEntry(
  strapi: Core.Strapi,
  author: Author,
  action: MenuChangeAction,
  itemId: string,
  before: RowBeforeWrite | null,
  after: RowBeforeWrite | null,
): Promise<void> {
  const changes = diffMenuItems(before, after);
  if (changes.length === 0) return;
  const title = (after ?? before)?.title;
  await journalWriting.run(true, () =>
    strapi.documents(MENU_CHANGE_UID).create({
      data: {
        changedAt: new Date().toISOString(),
        action,
        source: author.source,
        author: author.name,
        itemId,
        itemTitle: typeof title === 'string' ? title : '',
        summary: summariseChanges(changes),
        // Plain objects of strings, numbers, booleans and nulls: JSON as they are.
        changes: changes.map((change) => ({ ...change })),
      },
    }),
  );
}

/**
 * Journals a change made outside the item's own row, which the document service does not see: the text of the item's
 * photo, kept on its media-library file. `write` runs between the two readings of the item; call it inside the
 * transaction that holds the item's row.
 */
export async function journalled<T>(strapi: Core.Strapi, itemId: string, write: () => Promise<T>): Promise<T> {
  const author = currentAuthor(strapi);
  const before = author ? await readItemRow(strapi, itemId) : null;
  const result = await write();
  if (author && before) await writeEntry(strapi, author, 'update', itemId, before, await readItemRow(strapi, itemId));
  return result;
}

/**
 * The change journal of the menu (docs/product.md#menu-change-journal). Every menu-item write made for a staff member
 * or a back-office admin runs in one transaction with its entry: when, who, and each field's value before and after,
 * compared over the shared descriptor's fields. A write that changes nothing leaves no entry. The journal itself is
 * append-only: any other write to it, from /cms or anywhere else, is refused with a French message.
 */
export function registerMenuJournal(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === MENU_CHANGE_UID) {
      if (READS.has(context.action) || (context.action === 'create' && journalWriting.getStore())) return next();
      throw new errors.ValidationError(staffText('menuChanges.readOnly'));
    }
    const action = context.uid === MENU_ITEM_UID ? JOURNALLED[context.action] : undefined;
    const author = action ? currentAuthor(strapi) : null;
    if (!action || !author) return next();

    return strapi.db.transaction(async () => {
      await takeWriteLockFirst(strapi, MENU_ITEM_UID);
      const { documentId } = context.params as { documentId?: string };
      const journal = async (before: RowBeforeWrite | null) => {
        const result = await next();
        const changedId = (result as { documentId?: string } | null)?.documentId ?? documentId;
        if (!changedId || (action !== 'create' && !before)) return result;
        const after = action === 'delete' ? null : await readItemRow(strapi, changedId);
        await writeEntry(strapi, author, action, changedId, before, after);
        return result;
      };
      // The row before the write is the one the write's rules check too (stored-item.ts).
      return action !== 'create' && documentId ? withRowBeforeWrite(strapi, documentId, journal) : journal(null);
    });
  });
}
