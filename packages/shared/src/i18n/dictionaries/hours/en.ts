import type { Dictionary } from '../../dictionary';
import { dayAndDate, exceptionHours, whenItOpens, type CalendarWords } from './words';

const WORDS: CalendarWords = {
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
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
  exceptionDate: (date) => dayAndDate(date, WORDS),
  exceptionHours: (exception) => exceptionHours(exception, 'Closed', (time) => time),
};
