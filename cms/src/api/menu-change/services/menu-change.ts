import type { Core } from '@strapi/strapi';
import { MENU_CHANGES_LIMIT, cleanText, type MenuChange, type MenuFieldChange } from '@ticino/shared';
import type { Stored } from '../../../utils/stored';
import { MENU_CHANGE_UID } from '../journal';

const FIELDS = ['changedAt', 'action', 'source', 'author', 'itemId', 'itemTitle', 'changes'] as const;
type StoredChange = Stored<typeof MENU_CHANGE_UID, (typeof FIELDS)[number]> & { documentId: string };

const toMenuChange = (stored: StoredChange): MenuChange => ({
  id: stored.documentId,
  at: new Date(stored.changedAt).toISOString(),
  action: stored.action,
  source: stored.source,
  author: stored.author,
  itemId: stored.itemId,
  itemTitle: stored.itemTitle,
  // Written by the journal only (journal.ts), always as a list of field changes.
  changes: stored.changes as unknown as MenuFieldChange[],
});

/** Reads the menu's change journal (docs/product.md#menu-change-journal); journal.ts writes it. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The item's last changes, newest first, even once the item is deleted. */
  async forItem(itemId: string): Promise<MenuChange[]> {
    // No item's id holds control characters, and PostgreSQL refuses to even compare a text holding NUL.
    if (cleanText(itemId) !== itemId) return [];
    const stored = (await strapi.documents(MENU_CHANGE_UID).findMany({
      filters: { itemId: { $eq: itemId } },
      fields: [...FIELDS],
      sort: [{ changedAt: 'desc' }, { id: 'desc' }],
      limit: MENU_CHANGES_LIMIT,
    })) as StoredChange[];
    return stored.map(toMenuChange);
  },
});
