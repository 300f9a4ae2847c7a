import type { Dictionary } from '../../dictionary';
import { dayAndDate, exceptionHours, whenItOpens, type CalendarWords } from './words';

const WORDS: CalendarWords = {
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  months: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
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
  exceptionDate: (date) => dayAndDate(date, WORDS),
  exceptionHours: (exception) => exceptionHours(exception, 'Geschlossen', (time) => time),
};
