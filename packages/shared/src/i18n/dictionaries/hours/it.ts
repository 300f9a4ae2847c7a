import type { Dictionary } from '../../dictionary';
import { bookingIt } from '../booking/it';
import { dayAndDate, exceptionHours, whenItOpens, type CalendarWords } from './words';

/** The booking calendar's days and months (Monday first). */
const WORDS: CalendarWords = {
  weekdays: bookingIt.weekdays,
  months: bookingIt.months,
  today: 'oggi',
  tomorrow: 'domani',
  onDate: (weekday, day, month) => `${weekday} ${day} ${month}`,
  dayAndDate: (weekday, day, month) => `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day} ${month}`,
};

/** The opening hours' words in Italian (docs/product.md#opening-hours). */
export const hoursIt: Dictionary['hours'] = {
  status: (status) => {
    if (status.open) return 'Aperto ora';
    return status.next ? `Chiuso · apre ${whenItOpens(status.next, WORDS)} alle ${status.next.opensAt}` : 'Chiuso';
  },
  weekdays: WORDS.weekdays.map((day) => day.charAt(0).toUpperCase() + day.slice(1)),
  slot: (opensAt, closesAt) => `${opensAt}–${closesAt}`,
  closedDay: 'Chiuso',
  specialDays: 'Giorni particolari',
  afterExceptionLabel: '): ',
  exceptionDate: (date) => dayAndDate(date, WORDS),
  exceptionHours: (exception) => exceptionHours(exception, 'Chiuso', (time) => time),
};
