import type { Dictionary } from '../../dictionary';
import { bookingEn } from '../booking/en';
import { dayAndDate, exceptionHours, whenItOpens, type CalendarWords } from './words';

/** The booking calendar's days and months (Monday first). */
const WORDS: CalendarWords = {
  weekdays: bookingEn.weekdays.map((day) => day.charAt(0).toUpperCase() + day.slice(1)),
  months: bookingEn.months,
  today: 'today',
  tomorrow: 'tomorrow',
  onDate: (weekday, day, month) => `on ${weekday} ${day} ${month}`,
  dayAndDate: (weekday, day, month) => `${weekday} ${day} ${month}`,
};

/** The opening hours' words in English (docs/product.md#opening-hours). */
export const hoursEn: Dictionary['hours'] = {
  status: (status) => {
    if (status.open) return 'Open now';
    return status.next ? `Closed · opens ${whenItOpens(status.next, WORDS)} at ${status.next.opensAt}` : 'Closed';
  },
  weekdays: WORDS.weekdays,
  slot: (opensAt, closesAt) => `${opensAt}–${closesAt}`,
  closedDay: 'Closed',
  specialDays: 'Special days',
  afterExceptionLabel: '): ',
  exceptionDate: (date) => dayAndDate(date, WORDS),
  exceptionHours: (exception) => exceptionHours(exception, 'Closed', (time) => time),
};
