import type eveningService from '../../api/evening/services/evening';
import type reservationService from '../../api/reservation/services/reservation';
import { servicesOf } from '../../utils/services';

/** The API services the pages read (the evenings, the booking window): this room's one door into src/api. */
interface PagesApi {
  'api::evening.evening': ReturnType<typeof eveningService>;
  'api::reservation.reservation': ReturnType<typeof reservationService>;
}

export const pagesApi = servicesOf<PagesApi>();
