import {
  WEEK_DAYS,
  exceptionHoursText,
  frenchDayAndDate,
  openingStatusText,
  swissTime,
  type OpeningException,
  type OpeningStatus,
} from '../../../hours';

/** The opening hours' words (footer, contact page, phone action bar: docs/product.md#opening-hours), in French. */
export const hoursFr = {
  /** « Ouvert maintenant », « Fermé · ouvre demain à 11 h 30 », « Fermé ». */
  status: (status: OpeningStatus): string => openingStatusText(status),
  /** The week's days as the hours list names them, Monday first. */
  weekdays: WEEK_DAYS as readonly string[],
  /** A slot of the week: « 11 h 30 – 14 h 30 ». */
  slot: (opensAt: string, closesAt: string): string => `${swissTime(opensAt)} – ${swissTime(closesAt)}`,
  closedDay: 'Fermé',
  specialDays: 'Jours particuliers',
  /** Between a special day's label, in brackets, and its hours: « (Noël) : fermé ». */
  afterExceptionLabel: ') : ',
  /** « Jeudi 31 décembre ». */
  exceptionDate: (date: string): string => {
    const text = frenchDayAndDate(date);
    return text.charAt(0).toUpperCase() + text.slice(1);
  },
  /** « Fermé » or « 11 h 30 – 15 h 00 ». */
  exceptionHours: (exception: OpeningException): string => exceptionHoursText(exception),
};
