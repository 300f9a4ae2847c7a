import { calendarParts, type NextOpening, type OpeningException } from '../../../hours';

/** How a language names the days and months, for the hours' phrasings below. */
export interface CalendarWords {
  weekdays: readonly string[];
  months: readonly string[];
  today: string;
  tomorrow: string;
  /** A day more than a week ahead: « on Thursday 10 September ». */
  onDate: (weekday: string, day: number, month: string) => string;
  /** A day and date as a heading: « Thursday 31 December ». */
  dayAndDate: (weekday: string, day: number, month: string) => string;
}

/** When the restaurant opens next, in the words of a language: today, tomorrow, a weekday, or a date. */
export function whenItOpens(next: NextOpening, words: CalendarWords): string {
  if (next.daysAhead === 0) return words.today;
  if (next.daysAhead === 1) return words.tomorrow;
  const parts = calendarParts(next.date);
  if (!parts) return next.date;
  const weekday = words.weekdays[parts.weekDay];
  return next.daysAhead < 7 ? weekday : words.onDate(weekday, parts.day, words.months[parts.month - 1]);
}

/** A date as a heading in the words of a language. */
export function dayAndDate(date: string, words: CalendarWords): string {
  const parts = calendarParts(date);
  return parts ? words.dayAndDate(words.weekdays[parts.weekDay], parts.day, words.months[parts.month - 1]) : date;
}

/** An exception's hours, 24-hour: closed, or « 11:30–15:00 ». */
export function exceptionHours(exception: OpeningException, closed: string, time: (hhmm: string) => string): string {
  const { opensAt, closesAt } = exception;
  return exception.closed || !opensAt || !closesAt ? closed : `${time(opensAt)}–${time(closesAt)}`;
}
