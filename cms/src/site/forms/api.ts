import type eveningService from '../../api/evening/services/evening';
import type groupRequestService from '../../api/group-request/services/group-request';
import type proposalService from '../../api/group-request/services/proposal';
import type rateLimitService from '../../api/rate-limit/services/rate-limit';
import type onlineBookingService from '../../api/reservation/services/online-booking';
import type reservationService from '../../api/reservation/services/reservation';
import type waitlistService from '../../api/reservation/services/waitlist';
import { servicesOf } from '../../utils/services';

/**
 * The API services the forms posted without JavaScript hand their fields to (docs/architecture.md#one-way-in): this
 * room's one door into src/api.
 */
export interface FormsApi {
  'api::evening.evening': ReturnType<typeof eveningService>;
  'api::group-request.group-request': ReturnType<typeof groupRequestService>;
  'api::group-request.proposal': ReturnType<typeof proposalService>;
  'api::rate-limit.rate-limit': ReturnType<typeof rateLimitService>;
  'api::reservation.online-booking': ReturnType<typeof onlineBookingService>;
  'api::reservation.reservation': ReturnType<typeof reservationService>;
  'api::reservation.waitlist': ReturnType<typeof waitlistService>;
}

export const formsApi = servicesOf<FormsApi>();
