import { genevaTimeAt, instantOfGenevaTime, type ZoneOffsets } from './service-day';

/**
 * Opening hours: the weekly slots and the dated exceptions kept in the restaurant's facts, the time arithmetic of their
 * rules (hours-rules.ts) and what the site says about them (docs/product.md#opening-hours). Pure functions: the
 * current instant is always an argument.
 */

export const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface OpeningSlot {
  day: WeekDay;
  opensAt: string;
  closesAt: string;
}

/** A dated exception to the weekly slots: the restaurant closed all day, or open at other hours, that date only. */
export interface OpeningException {
  /** `YYYY-MM-DD`, a day in Geneva. */
  date: string;
  /** What the day is, shown to guests: « Jeûne genevois », « Saint-Sylvestre ». */
  label: string;
  closed: boolean;
  /** `HH:MM` when not closed, else null. */
  opensAt: string | null;
  closesAt: string | null;
}

export const HOURS_LIMITS = {
  exceptionLabel: 80,
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  mapZoom: { min: 1, max: 19 },
} as const;

export const MINUTES_PER_DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** « 11:30 », and the CMS's « 11:30:00.000 », read as « 11:30 »; anything else is not a time (null). */
export function normalizeTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Minutes after midnight of an `HH:MM` time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The `HH:MM` a clock shows `minutes` after a midnight: past 1440, the next day's. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** « 18:30 » → « 18 h 30 », the Swiss-French way of writing a time. */
export function swissTime(time: string): string {
  return `${Number(time.slice(0, 2))} h ${time.slice(3, 5)}`;
}

/** A day of the calendar, with no time zone: what `YYYY-MM-DD` names. */
interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function parseDate(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

// Calendar arithmetic on UTC midnights: whole days, never an hour lost or gained.
const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / 86_400_000;
function fromDayNumber(value: number): CalendarDay {
  const date = new Date(value * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const two = (value: number) => String(value).padStart(2, '0');
const isoDate = ({ year, month, day }: CalendarDay) => `${year}-${two(month)}-${two(day)}`;
/** Monday 0 … Sunday 6, as WEEK_DAYS. */
const weekDayIndex = (date: CalendarDay) => (new Date(dayNumber(date) * 86_400_000).getUTCDay() + 6) % 7;

/** A `YYYY-MM-DD` naming a real date, as stored; null for anything else (2026-02-30, 31.12.2026). */
export function isoDateOf(value: unknown): string | null {
  const day = parseDate(value);
  return day && isoDate(day);
}

/** The date's day of the week, Monday 0 … Sunday 6 (as WEEK_DAYS), its day and month (1–12); null if it is none. */
export function calendarParts(date: string): { weekDay: number; day: number; month: number } | null {
  const parsed = parseDate(date);
  return parsed && { weekDay: weekDayIndex(parsed), day: parsed.day, month: parsed.month };
}

/** « 31.12.2026 », the Swiss way of writing a date. */
export function swissDate(date: string): string {
  const day = parseDate(date);
  return day ? `${two(day.day)}.${two(day.month)}.${day.year}` : date;
}

/** The months' French names, written out rather than left to Intl, whose French varies between engines. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « jeudi 10 septembre ». */
export function frenchDayAndDate(date: string): string {
  const day = parseDate(date);
  if (!day) return date;
  return `${WEEK_DAYS[weekDayIndex(day)].toLowerCase()} ${day.day === 1 ? '1er' : day.day} ${FRENCH_MONTHS[day.month - 1]}`;
}

/** « Lundi · 11:30–14:30 »: how a slot is named in /cms and in messages. */
export function slotLabel({ day, opensAt, closesAt }: OpeningSlot): string {
  return `${day} · ${opensAt}–${closesAt}`;
}

/** « 31.12.2026 · Saint-Sylvestre · fermé » or « 24.12.2026 · Veille de Noël · 11:30–15:00 ». */
export function exceptionLabel({ date, label, closed, opensAt, closesAt }: OpeningException): string {
  const hours = closed || !opensAt || !closesAt ? 'fermé' : `${opensAt}–${closesAt}`;
  return `${swissDate(date)} · ${label} · ${hours}`;
}

/** A service as minutes after its day's midnight; one that closes at or before it opens ends the next day. */
export interface ServiceSpan {
  start: number;
  end: number;
}
export function serviceSpan(opensAt: string, closesAt: string): ServiceSpan {
  const start = minutesOf(opensAt);
  const close = minutesOf(closesAt);
  return { start, end: close > start ? close : close + MINUTES_PER_DAY };
}
/** Whether two services share a minute: one that closes when the other opens does not. */
export const spansOverlap = (a: ServiceSpan, b: ServiceSpan) => a.start < b.end && b.start < a.end;

/** The weekly slots as given, sorted by day then opening time: how the site lists them. */
export function sortedSlots(slots: readonly OpeningSlot[]): OpeningSlot[] {
  return [...slots].sort(
    (a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) || minutesOf(a.opensAt) - minutesOf(b.opensAt),
  );
}

/**
 * The days the restaurant serves as runs of consecutive days (Sunday runs into Monday), in the week's order, each
 * run's days in order; one run of all seven days when it serves every day; null when no day has a slot.
 */
export function servedDayRuns(slots: readonly OpeningSlot[]): WeekDay[][] | null {
  const open = WEEK_DAYS.map((day) => slots.some((slot) => slot.day === day));
  if (open.every(Boolean)) return [[...WEEK_DAYS]];
  if (!open.some(Boolean)) return null;
  // Start after a closed day, so a run through Sunday into Monday stays whole.
  const first = (open.findIndex((isOpen, index) => isOpen && !open[(index + 6) % 7]) + 7) % 7;
  const runs: WeekDay[][] = [];
  for (let step = 0; step < 7; step += 1) {
    const index = (first + step) % 7;
    if (!open[index]) continue;
    const previousOpen = step > 0 && open[(index + 6) % 7];
    if (previousOpen) runs[runs.length - 1].push(WEEK_DAYS[index]);
    else runs.push([WEEK_DAYS[index]]);
  }
  return runs.sort((a, b) => WEEK_DAYS.indexOf(a[0]) - WEEK_DAYS.indexOf(b[0]));
}

/** Whether the runs of `servedDayRuns` are the whole week. */
export const isEveryDay = (runs: readonly (readonly WeekDay[])[]): boolean => runs.length === 1 && runs[0].length === 7;

/**
 * Runs of days as a phrase that follows « servis » or « Nous vous accueillons »: « tous les jours », « du lundi au
 * samedi », « du vendredi au lundi », « le samedi et le dimanche », « du lundi au mercredi et le vendredi »…
 */
export function frenchServedDays(runs: readonly (readonly WeekDay[])[]): string {
  if (isEveryDay(runs)) return 'tous les jours';
  const phrases = runs.map((run) => {
    const [start, end] = [run[0].toLowerCase(), run[run.length - 1].toLowerCase()];
    if (run.length === 1) return `le ${start}`;
    if (run.length === 2) return `le ${start} et le ${end}`;
    return `du ${start} au ${end}`;
  });
  return phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} et ${phrases[phrases.length - 1]}`;
}

/** The days the restaurant serves in French (`frenchServedDays`); null when no day has a slot. */
export function servedDaysSentence(slots: readonly OpeningSlot[]): string | null {
  const runs = servedDayRuns(slots);
  return runs && frenchServedDays(runs);
}

/** The next opening: its instant, how to say its day and time in French, and its parts for the other languages. */
export interface NextOpening {
  instant: Date;
  /** « aujourd'hui », « demain », « lundi » (within the week), « le jeudi 10 septembre » (later). */
  day: string;
  /** « 11 h 30 » */
  time: string;
  /** Its date in Geneva, `YYYY-MM-DD`, and how many days after today's it is. */
  date: string;
  daysAhead: number;
  /** HH:MM */
  opensAt: string;
}

export type OpeningStatus =
  | { open: true; /** HH:MM */ closesAt: string }
  | { open: false; /** Null when nothing opens within a year. */ next: NextOpening | null };

/** The hours a date has: its exceptions when it has any, else the weekly slots of its day. */
function servicesOn(date: CalendarDay, slots: readonly OpeningSlot[], exceptions: readonly OpeningException[]) {
  const iso = isoDate(date);
  const dated = exceptions.filter((exception) => exception.date === iso);
  const ranges = dated.length
    ? dated.flatMap(({ closed, opensAt, closesAt }) => (closed || !opensAt || !closesAt ? [] : [{ opensAt, closesAt }]))
    : slots.filter((slot) => slot.day === WEEK_DAYS[weekDayIndex(date)]);
  return ranges
    .map(({ opensAt, closesAt }) => ({ ...serviceSpan(opensAt, closesAt), closesAt, opensAt }))
    .sort((a, b) => a.start - b.start);
}

/** A service of a date: its hours, and as minutes after that day's midnight (past 1440 when it ends the next day). */
export interface DayService {
  opensAt: string;
  closesAt: string;
  start: number;
  end: number;
  /** The weekday of the date, as the weekly slots name it. */
  day: WeekDay;
}

/**
 * The services a date (`YYYY-MM-DD`) has, by opening time: its exceptions when it has any (none when closed), else
 * the weekly slots of its weekday. An invalid date has none.
 */
export function servicesOfDate(
  date: string,
  slots: readonly OpeningSlot[],
  exceptions: readonly OpeningException[],
): DayService[] {
  const day = parseDate(date);
  if (!day) return [];
  const weekDay = WEEK_DAYS[weekDayIndex(day)];
  return servicesOn(day, slots, exceptions).map(({ opensAt, closesAt, start, end }) => ({
    opensAt,
    closesAt,
    start,
    end,
    day: weekDay,
  }));
}

/** The calendar day and the minutes since its midnight, in Geneva, at an instant. */
function genevaClock(instant: Date, offsets?: ZoneOffsets | null): { date: CalendarDay; minutes: number } {
  const { year, month, day, hours, minutes } = genevaTimeAt(instant, offsets);
  return { date: { year, month, day }, minutes: hours * 60 + minutes };
}

const DAYS_AHEAD = 370;

/**
 * Whether the restaurant is open at `instant`, by Geneva's clock (its daylight-saving changes included), and if not,
 * when it opens next. A date with exceptions follows them instead of its weekly slots; a service that runs past
 * midnight keeps the restaurant open into the next day. Open from the opening minute, closed from the closing one.
 * `offsets`, when the page brought them, spare the browser its time-zone database.
 */
export function openingStatus(
  slots: readonly OpeningSlot[],
  exceptions: readonly OpeningException[],
  instant: Date,
  offsets?: ZoneOffsets | null,
): OpeningStatus {
  const { date: today, minutes } = genevaClock(instant, offsets);
  const todayNumber = dayNumber(today);
  const yesterday = fromDayNumber(todayNumber - 1);
  const fromYesterday = servicesOn(yesterday, slots, exceptions).find(
    ({ end }) => end > MINUTES_PER_DAY && minutes < end - MINUTES_PER_DAY,
  );
  const current =
    fromYesterday ?? servicesOn(today, slots, exceptions).find(({ start, end }) => start <= minutes && minutes < end);
  if (current) return { open: true, closesAt: current.closesAt };

  for (let ahead = 0; ahead <= DAYS_AHEAD; ahead += 1) {
    const date = fromDayNumber(todayNumber + ahead);
    const service = servicesOn(date, slots, exceptions).find(({ start }) => ahead > 0 || start > minutes);
    if (!service) continue;
    const instantOfOpening = instantOfGenevaTime(
      { ...date, hours: Math.floor(service.start / 60), minutes: service.start % 60 },
      offsets,
    );
    const day =
      ahead === 0
        ? "aujourd'hui"
        : ahead === 1
          ? 'demain'
          : ahead < 7
            ? WEEK_DAYS[weekDayIndex(date)].toLowerCase()
            : `le ${frenchDayAndDate(isoDate(date))}`;
    return {
      open: false,
      next: {
        instant: instantOfOpening,
        day,
        time: swissTime(service.opensAt),
        date: isoDate(date),
        daysAhead: ahead,
        opensAt: service.opensAt,
      },
    };
  }
  return { open: false, next: null };
}

/** « Ouvert maintenant », « Fermé · ouvre demain à 11 h 30 », or « Fermé » when nothing opens within a year. */
export function openingStatusText(status: OpeningStatus): string {
  if (status.open) return 'Ouvert maintenant';
  return status.next ? `Fermé · ouvre ${status.next.day} à ${status.next.time}` : 'Fermé';
}

/**
 * Two texts in a fixed format (`YYYY-MM-DD`, `HH:MM`) in their order, by their characters: no collator, whose first
 * use in a browser is a long task (docs/decisions.md).
 */
const byCharacters = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The exceptions from the day of `instant` (in Geneva) to `days` days later, by date then opening time; `offsets` as
 * for `openingStatus`.
 */
export function upcomingExceptions(
  exceptions: readonly OpeningException[],
  instant: Date,
  days: number,
  offsets?: ZoneOffsets | null,
): OpeningException[] {
  const first = dayNumber(genevaClock(instant, offsets).date);
  return exceptions
    .filter((exception) => {
      const date = parseDate(exception.date);
      return date !== null && dayNumber(date) >= first && dayNumber(date) < first + days;
    })
    .sort((a, b) => byCharacters(a.date, b.date) || byCharacters(a.opensAt ?? '', b.opensAt ?? ''));
}

/** How the site writes an exception's hours: « Fermé » or « 11 h 30 – 15 h 00 ». */
export function exceptionHoursText({ closed, opensAt, closesAt }: OpeningException): string {
  return closed || !opensAt || !closesAt ? 'Fermé' : `${swissTime(opensAt)} – ${swissTime(closesAt)}`;
}
