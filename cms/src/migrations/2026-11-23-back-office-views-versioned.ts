import type { Core } from '@strapi/strapi';
import { BACK_OFFICE_VIEWS } from '../back-office';
import { appliedViews, viewContent, viewVersion, type AppliedView } from '../back-office/view';
import { MENU_ITEM_UID } from '@ticino/shared';
import type { DataMigration } from './data-migration';

/** The content types whose views versions before this one applied at once, behind one seed flag. */
const VIEWS_OF_THE_FLAG = [
  MENU_ITEM_UID,
  'api::contact-message.contact-message',
  'api::restaurant.restaurant',
  'restaurant.opening-slot',
];

/**
 * Before, the back-office views were applied once per database and marked by the seed flag `back-office-views`:
 * such a database has the first version of each view. Recorded as such, a later version only changes what it changes.
 * What the first version set is known while a view is still at that version (it was not changed between); after
 * that it is recorded as unknown, and an upgrade then touches only what is still at Strapi's defaults.
 */
const migration: DataMigration = {
  id: '2026-11-23-back-office-views-versioned',
  async up(strapi: Core.Strapi) {
    const seeded = await strapi.store({ type: 'core', name: 'ticino-seed' }).get({ key: 'back-office-views' });
    if (!seeded) return;
    const store = appliedViews(strapi);
    for (const uid of VIEWS_OF_THE_FLAG) {
      if (await store.get({ key: uid })) continue;
      const view = BACK_OFFICE_VIEWS.find((candidate) => candidate.uid === uid);
      const value: AppliedView = { version: 1, applied: view && viewVersion(view) === 1 ? viewContent(view) : null };
      await store.set({ key: uid, value });
    }
  },
};

export default migration;
