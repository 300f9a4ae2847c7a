import type { Dictionary } from '../../dictionary';
import { bookingDe } from '../booking/de';
import { dayAndDate, exceptionHours, whenItOpens, type CalendarWords } from './words';

/** The booking calendar's days and months (Monday first). */
const WORDS: CalendarWords = {
  weekdays: bookingDe.weekdays,
  months: bookingDe.months,
  today: 'heute',
  tomorrow: 'morgen',
  onDate: (weekday, day, month) => `am ${weekday}, ${day}. ${month}`,
  dayAndDate: (weekday, day, month) => `${weekday}, ${day}. ${month}`,
};

/** The opening hours' words in German (docs/product.md#opening-hours). */
export const hoursDe: Dictionary['hours'] = {
  status: (status) => {
    if (status.open) return 'Jetzt geöffnet';
    return status.next
      ? `Geschlossen · öffnet ${whenItOpens(status.next, WORDS)} um ${status.next.opensAt} Uhr`
      : 'Geschlossen';
  },
  weekdays: WORDS.weekdays,
  slot: (opensAt, closesAt) => `${opensAt}–${closesAt}`,
  closedDay: 'Geschlossen',
  specialDays: 'Besondere Tage',
  afterExceptionLabel: '): ',
  exceptionDate: (date) => dayAndDate(date, WORDS),
  exceptionHours: (exception) => exceptionHours(exception, 'Geschlossen', (time) => time),
};
