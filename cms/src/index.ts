import type { Core } from '@strapi/strapi';
import { configureBackOfficeViews } from './back-office';
import { giveNewUsersTheDefaultRole, makeStaffTheDefaultRole, refuseEmailResetWithoutEmail } from './back-office/staff-accounts';
import { registerPublicMenuRefresh } from './api/menu-item/public-menu-refresh';
import { registerMenuItemRules } from './api/menu-item/rules';
import { endSessionsOnAccountChange } from './api/staff-auth/services/session-revocation';
import { rateLimits } from './api/rate-limit/services/rate-limit';
import { registerRestaurantRefresh } from './api/seo/restaurant-refresh';
import { runDataMigrations } from './migrations';
import { seedContent } from './seed/content';
import { closePublicAccountRoutes, seedBackOfficeAdmin, seedStaff } from './seed/staff';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerMenuItemRules(strapi);
    registerPublicMenuRefresh(strapi);
    registerRestaurantRefresh(strapi);
    giveNewUsersTheDefaultRole(strapi);
    refuseEmailResetWithoutEmail(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    endSessionsOnAccountChange(strapi);
    await rateLimits(strapi).prepare();
    await runDataMigrations(strapi);
    await seedContent(strapi);
    await seedStaff(strapi);
    await makeStaffTheDefaultRole(strapi);
    await closePublicAccountRoutes(strapi);
    await seedBackOfficeAdmin(strapi);
    await configureBackOfficeViews(strapi);
  },
};
