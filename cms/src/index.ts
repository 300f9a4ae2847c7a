import type { Core } from '@strapi/strapi';
import { configureBackOfficeViews } from './back-office';
import {
  checkUsersMadeInBackOffice,
  makeStaffTheDefaultRole,
  refuseEmailResetWithoutEmail,
} from './back-office/staff-accounts';
import { registerMenuJournal } from './api/menu-change/journal';
import { registerMenuItemRules } from './api/menu-item/rules';
import { registerPhotoCleanup } from './api/menu-item/photos';
import { logMismatchedOrigins } from './api/menu-item/origin-review';
import { registerSetMenuRules } from './api/set-menu/rules';
import { registerRestaurantRules } from './api/restaurant/rules';
import { registerTableRules } from './api/table/rules';
import { registerPaymentSettingRules } from './api/payment-setting/rules';
import { registerEveningRules } from './api/evening/rules';
import { registerTableSettingRules } from './api/table-setting/rules';
import { registerTranslationUpkeep } from './api/translation/upkeep';
import { endSessionsOnAccountChange } from './api/staff-auth/services/session-revocation';
import { rateLimits } from './api/rate-limit/services/rate-limit';
import { contactMessageJobs } from './api/contact-message/jobs';
import { registerNoticeCleanup } from './api/contact-message/notice-cleanup';
import { groupRequestJobs } from './api/group-request/jobs';
import { paymentJobs } from './api/payment/jobs';
import { reservationJobs } from './api/reservation/jobs';
import { runDataMigrations } from './migrations';
import { seedContent } from './seed/content';
import { seedTranslations } from './seed/translations';
import { isCommandRun } from './utils/command-run';
import { siteService } from './utils/services';
import { cleanUploadedImages } from './utils/uploaded-images';
import { closePublicAccountRoutes, seedBackOfficeAdmin, seedStaff } from './seed/staff';
import { installPublicContent, startPublicContent, stopPublicContent } from './site/content';
import { verifyPageRenderer } from './site/pages';
import { frontendDist } from './utils/frontend-dist';

const outbox = (strapi: Core.Strapi) => siteService('api::outgoing-mail.outgoing-mail', strapi);
const sharedJobs = (strapi: Core.Strapi) => siteService('api::job-lease.job-runner', strapi);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // First, so each menu write, its rules included, runs in one transaction with its journal entry.
    registerMenuJournal(strapi);
    registerMenuItemRules(strapi);
    registerPhotoCleanup(strapi);
    // Every stored image upright and without metadata, its smaller sizes made from that clean file.
    cleanUploadedImages(strapi);
    registerRestaurantRules(strapi);
    registerTableRules(strapi);
    registerTableSettingRules(strapi);
    registerPaymentSettingRules(strapi);
    registerEveningRules(strapi);
    // Before the public content's hook, so a refused write rolls back before any cache hears of it.
    registerSetMenuRules(strapi);
    registerTranslationUpkeep(strapi);
    registerNoticeCleanup(strapi);
    installPublicContent(strapi);
    checkUsersMadeInBackOffice(strapi);
    refuseEmailResetWithoutEmail(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    if (isCommandRun()) return;
    // Production serves what production built: a development build's render cannot load there (docs/operations.md).
    if (process.env.NODE_ENV === 'production') await verifyPageRenderer(frontendDist(strapi.dirs.app.root));
    endSessionsOnAccountChange(strapi);
    await rateLimits(strapi).prepare();
    await runDataMigrations(strapi);
    await seedContent(strapi);
    // Origins saved before the rule that they fit their dish: named for the staff, never rewritten.
    await logMismatchedOrigins(strapi);
    await seedTranslations(strapi);
    await seedStaff(strapi);
    await makeStaffTheDefaultRole(strapi);
    await closePublicAccountRoutes(strapi);
    await seedBackOfficeAdmin(strapi);
    await configureBackOfficeViews(strapi);
    await startPublicContent(strapi);
    // Retries of unsent e-mails, also those left by a previous run (each mail is claimed before it goes).
    outbox(strapi).start();
    // Jobs that change shared state run on one process at a time, under a lease in the database.
    const jobs = [contactMessageJobs, reservationJobs, groupRequestJobs, paymentJobs].flatMap((of) => of(strapi));
    for (const job of jobs) sharedJobs(strapi).register(job);
    sharedJobs(strapi).start();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopPublicContent(strapi);
    await sharedJobs(strapi).stop();
    await outbox(strapi).stop();
  },
};
