import type { Core } from '@strapi/strapi';
import { readReservationSettings, type DayText, type ReservationSettings } from '@ticino/shared';

const SETTINGS_UID = 'api::reservation-setting.reservation-setting';

/** The « Réservations » rules the restaurant sets in /cms; the defaults until it saves them. */
const reservationSettingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(): Promise<ReservationSettings> {
    const stored = await strapi.documents(SETTINGS_UID).findFirst({ populate: { walkInOnly: true } });
    return readReservationSettings(stored);
  },

  /**
   * « Complet ce soir » from the staff tab: pauses online booking on `day`, or lifts the pause of `day`. A pause the
   * owner set for another day in /cms is replaced by a new pause, kept when lifting today's. Returns the day paused.
   */
  async setPause(day: DayText, paused: boolean): Promise<DayText | null> {
    const documents = strapi.documents(SETTINGS_UID);
    const stored = await documents.findFirst({ fields: ['pausedOn'] });
    const current = readReservationSettings(stored).pausedOn;
    const next = paused ? day : current === day ? null : current;
    if (next === current) return current;
    // Null empties the date, as /cms does; Strapi's input typing only knows leaving a field out.
    const data = { pausedOn: next } as never;
    if (stored) await documents.update({ documentId: stored.documentId, data });
    else await documents.create({ data });
    return next;
  },
});

export default reservationSettingService;

export const reservationSettings = (app: Core.Strapi) =>
  app.service(SETTINGS_UID) as ReturnType<typeof reservationSettingService>;
