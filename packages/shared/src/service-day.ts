import { tzOffset } from '@date-fns/tz';

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

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Geneva's offsets from UTC over a span of time, worked out where the time-zone database is at hand (the server), so
 * that a browser reads Geneva's clock without starting its own (docs/decisions.md: the first `Intl` call of a page
 * costs a phone a long task). Each offset, in minutes east of UTC, holds from its instant (ms since the epoch) to the
 * next one's; the last one until `until`.
 */
export interface ZoneOffsets {
  changes: readonly { from: number; minutes: number }[];
  until: number;
}

/** Geneva's offset at an instant, from `offsets` when they cover it, else from the time-zone database. */
export function genevaOffsetAt(instant: number, offsets?: ZoneOffsets | null): number {
  const first = offsets?.changes[0];
  if (!offsets || !first || instant < first.from || instant >= offsets.until) {
    return tzOffset(RESTAURANT_TIME_ZONE, new Date(instant));
  }
  return offsets.changes.reduce(
    (minutes, change) => (change.from <= instant ? change.minutes : minutes),
    first.minutes,
  );
}

/** The first minute after `before` (offset there `minutesBefore`) at which the offset differs, up to `after`. */
function offsetChangeBetween(before: number, after: number, minutesBefore: number): number {
  let [low, high] = [before, after];
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (genevaOffsetAt(middle) === minutesBefore) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Geneva's offsets from a day before `from` (a phone whose clock is behind still reads them) to `days` days after it;
 * the offset changes twice a year, at a whole minute.
 */
export function genevaOffsets(from: Date, days: number): ZoneOffsets {
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS - DAY_MS;
  const changes = [{ from: start, minutes: genevaOffsetAt(start) }];
  for (let day = 1; day <= days + 1; day += 1) {
    const instant = start + day * DAY_MS;
    const minutes = genevaOffsetAt(instant);
    const current = changes[changes.length - 1].minutes;
    if (minutes !== current) changes.push({ from: offsetChangeBetween(instant - DAY_MS, instant, current), minutes });
  }
  return { changes, until: start + (days + 1) * DAY_MS };
}

/** Geneva's clock at an instant: its calendar date, hour and minute. */
export interface GenevaTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** What Geneva's clock shows at an instant. */
export function genevaTimeAt(instant: Date | number, offsets?: ZoneOffsets | null): GenevaTime {
  const at = instant instanceof Date ? instant.getTime() : instant;
  const wall = new Date(at + genevaOffsetAt(at, offsets) * MINUTE_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  };
}

/**
 * The instant at which Geneva's clock shows `time` (`day` may run past the month's end, `minutes` past the hour). A
 * time the clock skips in spring is read with the winter offset (02:30 is 03:30 summer time); a time it shows twice in
 * autumn is the second one.
 */
export function instantOfGenevaTime(time: GenevaTime, offsets?: ZoneOffsets | null): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hours, time.minutes);
  const guess = wall - genevaOffsetAt(wall, offsets) * MINUTE_MS;
  return new Date(wall - genevaOffsetAt(guess, offsets) * MINUTE_MS);
}

/** Today in Geneva (`YYYY-MM-DD`) at `now`; `offsets`, when the page brought them, spare the browser its time zones. */
export function genevaDay(now: Date, offsets?: ZoneOffsets | null): DayText {
  const { year, month, day } = genevaTimeAt(now, offsets);
  return dayText(year, month, day);
}

/**
 * Whole seconds from `now` to the next midnight in Geneva (at least 1): the `Retry-After` of a daily limit, right on
 * the 23- and 25-hour days of the clock changes.
 */
export function secondsUntilGenevaMidnight(now: Date): number {
  const { year, month, day } = genevaTimeAt(now);
  const midnight = instantOfGenevaTime({ year, month, day: day + 1, hours: 0, minutes: 0 });
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}

/** The service day an instant belongs to: its day in Zurich, or the day before until 05:00. */
export function serviceDayOf(instant: Date | number): DayText {
  const zurich = genevaTimeAt(instant);
  const day = dayText(zurich.year, zurich.month, zurich.day);
  return zurich.hours < SERVICE_DAY_START_HOUR ? addDaysToDayText(day, -1) : day;
}

/** The instant a service day starts: 05:00 in Zurich, in summer (UTC+2) as in winter (UTC+1). */
export function serviceDayStart(day: DayText): Date {
  const parsed = parseDayText(day);
  if (!parsed) throw new RangeError(`Not a day: ${day}`);
  return instantOfGenevaTime({ ...parsed, hours: SERVICE_DAY_START_HOUR, minutes: 0 });
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
