import type { Core } from '@strapi/strapi';
import { readReservationSettings, type ReservationSettings } from '@ticino/shared';

const SETTINGS_UID = 'api::reservation-setting.reservation-setting';

/** The « Réservations » rules the restaurant sets in /cms; the defaults until it saves them. */
const reservationSettingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<ReservationSettings> {
    const stored = await strapi.documents(SETTINGS_UID).findFirst({ populate: { walkInOnly: true } });
    return readReservationSettings(stored);
  },
});

export default reservationSettingService;

export const reservationSettings = (app: Core.Strapi) =>
  app.service(SETTINGS_UID) as ReturnType<typeof reservationSettingService>;
