import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** The restaurant's clock: every date on the menu is a day in Geneva (docs/product.md#service-day). */
export const RESTAURANT_TIME_ZONE = 'Europe/Zurich';
/** A service day starts at 05:00 and runs until 05:00 the next day: a late dinner still belongs to its evening. */
export const SERVICE_DAY_START_HOUR = 5;

/** A day as `YYYY-MM-DD`: how the menu's dates are stored, sent and compared (as strings, in order). */
export type DayText = string;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of a calendar date. */
function dayText(year: number, month: number, day: number): DayText {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Year, month (1–12) and day of a `YYYY-MM-DD` naming a real date; null otherwise (2027-02-30, 14.02.2027). */
export function parseDayText(text: unknown): { year: number; month: number; day: number } | null {
  if (typeof text !== 'string') return null;
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC treats years 0–99 as 1900–1999; the menu has no use for them.
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export const isDayText = (text: unknown): text is DayText => parseDayText(text) !== null;

/** The day `count` days after (or before) `day`. */
export function addDaysToDayText(day: DayText, count: number): DayText {
  const parsed = parseDayText(day);
  if (!parsed) throw new RangeError(`Not a day: ${day}`);
  const date = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + count));
  return dayText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The service day an instant belongs to: its day in Zurich, or the day before until 05:00. */
export function serviceDayOf(instant: Date | number): DayText {
  const zurich = new TZDate(instant instanceof Date ? instant.getTime() : instant, RESTAURANT_TIME_ZONE);
  const day = zurich.getHours() < SERVICE_DAY_START_HOUR ? addDays(zurich, -1) : zurich;
  return dayText(day.getFullYear(), day.getMonth() + 1, day.getDate());
}

/** The instant a service day starts: 05:00 in Zurich, in summer (UTC+2) as in winter (UTC+1). */
export function serviceDayStart(day: DayText): Date {
  const parsed = parseDayText(day);
  if (!parsed) throw new RangeError(`Not a day: ${day}`);
  const start = new TZDate(
    parsed.year,
    parsed.month - 1,
    parsed.day,
    SERVICE_DAY_START_HOUR,
    0,
    0,
    RESTAURANT_TIME_ZONE,
  );
  return new Date(start.getTime());
}

/** The next start of a service day strictly after `instant`: when anything on the public menu may next change by itself. */
export function nextServiceDayStart(instant: Date | number): Date {
  return serviceDayStart(addDaysToDayText(serviceDayOf(instant), 1));
}

/** "14.02.2027", as dates are written in Switzerland. */
export function formatDayText(day: DayText): string {
  const parsed = parseDayText(day);
  return parsed ? `${pad(parsed.day)}.${pad(parsed.month)}.${parsed.year}` : day;
}
