import type { Core } from '@strapi/strapi';
import contactMessage from './views/contact-message';
import bankCredit from './views/bank-credit';
import deposit from './views/deposit';
import evening from './views/evening';
import menuChange from './views/menu-change';
import menuItem from './views/menu-item';
import openingException from './views/opening-exception';
import openingSlot from './views/opening-slot';
import groupRequest from './views/group-request';
import historyEntry from './views/history-entry';
import reservation from './views/reservation';
import reservationSetting from './views/reservation-setting';
import restaurant from './views/restaurant';
import table from './views/table';
import tableSetting from './views/table-setting';
import translation from './views/translation';
import setMenu from './views/set-menu';
import setMenuCourse from './views/set-menu-course';
import usersPermissionsUser from './views/users-permissions-user';
import walkInRule from './views/walk-in-rule';
import { configureView, type BackOfficeView } from './view';

/** French labels and sensible layouts for the owner who fixes data in /cms, one file per content type. */
export const BACK_OFFICE_VIEWS: BackOfficeView[] = [
  menuItem,
  menuChange,
  contactMessage,
  restaurant,
  openingSlot,
  openingException,
  usersPermissionsUser,
  reservationSetting,
  walkInRule,
  reservation,
  historyEntry,
  groupRequest,
  table,
  tableSetting,
  setMenu,
  setMenuCourse,
  translation,
  evening,
  deposit,
  bankCredit,
];

/**
 * Each view is applied whole to a database that never had it, and later versions only for what they change, so the
 * owner's own changes in /cms stay (back-office/view.ts).
 */
export async function configureBackOfficeViews(strapi: Core.Strapi): Promise<void> {
  for (const view of BACK_OFFICE_VIEWS) await configureView(strapi, view);
}
