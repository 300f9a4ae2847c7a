import type contactMessageService from './contact-message/services/contact-message';
import type eveningService from './evening/services/evening';
import type bankImportService from './payment/services/bank-import';
import type inboxService from './contact-message/services/inbox';
import type groupRequestService from './group-request/services/group-request';
import type groupProposalService from './group-request/services/proposal';
import type jobRunnerService from './job-lease/services/job-runner';
import type menuChangeService from './menu-change/services/menu-change';
import type menuService from './menu-item/services/menu';
import type menuBulkService from './menu-item/services/menu-bulk';
import type outgoingMailService from './outgoing-mail/services/outgoing-mail';
import type rateLimitService from './rate-limit/services/rate-limit';
import type onlineBookingService from './reservation/services/online-booking';
import type reservationService from './reservation/services/reservation';
import type waitlistService from './reservation/services/waitlist';
import type restaurantService from './restaurant/services/restaurant';
import type setMenuService from './set-menu/services/set-menu';
import type deviceTokenService from './staff-auth/services/device-token';
import type staffSessionService from './staff-auth/services/staff-session';
import type tableService from './table/services/table';
import type translationService from './translation/services/translation';

/**
 * The APIs' services in the registry of utils/services.ts, with what their factories return. Written here, where the
 * services live, so that the registry, which the services themselves use, imports none of them: nothing imports this
 * file, TypeScript merges it into the registry.
 */
declare module '../utils/services' {
  interface SiteServices {
    'api::contact-message.contact-message': ReturnType<typeof contactMessageService>;
    'api::contact-message.inbox': ReturnType<typeof inboxService>;
    'api::evening.evening': ReturnType<typeof eveningService>;
    'api::group-request.group-request': ReturnType<typeof groupRequestService>;
    'api::group-request.proposal': ReturnType<typeof groupProposalService>;
    'api::job-lease.job-runner': ReturnType<typeof jobRunnerService>;
    'api::menu-change.menu-change': ReturnType<typeof menuChangeService>;
    'api::menu-item.menu': ReturnType<typeof menuService>;
    'api::menu-item.menu-bulk': ReturnType<typeof menuBulkService>;
    'api::outgoing-mail.outgoing-mail': ReturnType<typeof outgoingMailService>;
    'api::payment.bank-import': ReturnType<typeof bankImportService>;
    'api::rate-limit.rate-limit': ReturnType<typeof rateLimitService>;
    'api::reservation.online-booking': ReturnType<typeof onlineBookingService>;
    'api::reservation.reservation': ReturnType<typeof reservationService>;
    'api::reservation.waitlist': ReturnType<typeof waitlistService>;
    'api::restaurant.restaurant': ReturnType<typeof restaurantService>;
    'api::set-menu.set-menu': ReturnType<typeof setMenuService>;
    'api::staff-auth.device-token': ReturnType<typeof deviceTokenService>;
    'api::staff-auth.staff-session': ReturnType<typeof staffSessionService>;
    'api::table.table': ReturnType<typeof tableService>;
    'api::translation.translation': ReturnType<typeof translationService>;
  }
}
