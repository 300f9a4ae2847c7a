import { useEffect, useRef, useState } from 'react';
import { addDaysToDayText, type DayText, type Dictionary } from '@ticino/shared';
import { useT } from '../../../hooks/useLocale';

type BookingTexts = Dictionary['booking'];

// Monday first, as Swiss calendars are: « lu », « ma »…
const weekdayHeaders = (t: BookingTexts) => t.weekdays.map((name) => name.slice(0, 2));

const two = (value: number) => String(value).padStart(2, '0');
const utcDate = (day: DayText) => new Date(`${day}T00:00:00Z`);
const monthOf = (day: DayText): DayText => `${day.slice(0, 8)}01`;

function shiftMonth(month: DayText, by: number): DayText {
  const date = utcDate(month);
  date.setUTCMonth(date.getUTCMonth() + by);
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-01`;
}

/** The days of `month`, after as many empty cells as the weekdays before its first (weeks start on Monday). */
function monthCells(month: DayText): (DayText | null)[] {
  const offset = (utcDate(month).getUTCDay() + 6) % 7;
  const cells: (DayText | null)[] = Array.from({ length: offset }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDaysToDayText(day, 1)) cells.push(day);
  // Always six weeks: every month takes the same height, so changing month moves nothing below.
  while (cells.length < 42) cells.push(null);
  return cells;
}

const monthTitle = (month: DayText, t: BookingTexts) =>
  `${t.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A day's place in the week, Monday first (from JavaScript's Sunday-first numbering). */
const weekdayIndex = (day: DayText) => (utcDate(day).getUTCDay() + 6) % 7;

/** « mardi 1 décembre 2026 »: how a date is read out and shown, in the page's language (`t`, French by default). */
export function longDay(day: DayText, t: BookingTexts): string {
  const weekday = t.weekdays[weekdayIndex(day)];
  return t.longDay(weekday, Number(day.slice(8)), t.months[Number(day.slice(5, 7)) - 1], day.slice(0, 4));
}

/**
 * The day a month's strip of days starts at on a phone: the Monday of the chosen day's week, else of today's, within
 * the month; the month's first day when neither is in it.
 */
export function stripStart(month: DayText, today: DayText, selected: DayText | null): DayText {
  const inMonth = (day: DayText | null) => day !== null && monthOf(day) === month;
  const anchor = inMonth(selected) ? selected! : inMonth(today) ? today : month;
  const monday = addDaysToDayText(anchor, -weekdayIndex(anchor));
  return monday < month ? month : monday;
}

interface BookingCalendarProps {
  today: DayText;
  lastDay: DayText;
  selected: DayText | null;
  /** Whether the restaurant is open that day (its opening hours and their exceptions). */
  isOpen: (day: DayText) => boolean;
  onSelect: (day: DayText) => void;
}

/**
 * A month of days to pick the date from: the days before today, beyond the booking horizon, or when the restaurant is
 * closed are greyed out and cannot be chosen. Each day is a button, so the keyboard reaches every open one.
 */
export function BookingCalendar({ today, lastDay, selected, isOpen, onSelect }: BookingCalendarProps) {
  const t = useT().booking;
  const [month, setMonth] = useState<DayText>(monthOf(selected ?? today));
  const title = monthTitle(month, t);
  const headers = weekdayHeaders(t);
  const grid = useRef<HTMLDivElement>(null);
  const start = stripStart(month, today, selected);
  // On a phone the month is a strip that scrolls sideways: it opens on the week to choose from, not on its 1st.
  // Where the days wrap in weeks (wider screens) nothing overflows and the scroll stays at 0.
  useEffect(() => {
    const strip = grid.current;
    const first = strip?.querySelector<HTMLElement>(`[data-day="${start}"]`);
    if (!strip || !first) return;
    strip.scrollLeft += first.getBoundingClientRect().left - strip.getBoundingClientRect().left;
  }, [start]);
  return (
    <div className="booking-calendar">
      <div className="booking-calendar__header">
        <button
          type="button"
          className="button button--secondary booking-calendar__step"
          aria-label={t.previousMonth}
          disabled={month <= monthOf(today)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <p className="booking-calendar__month" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="button button--secondary booking-calendar__step"
          aria-label={t.nextMonth}
          disabled={shiftMonth(month, 1) > lastDay}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <div className="booking-calendar__grid" role="group" aria-label={t.daysOf(title)} ref={grid}>
        {headers.map((weekday) => (
          <span key={weekday} className="booking-calendar__weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {monthCells(month).map((day, index) =>
          day === null ? (
            <span key={`empty-${index}`} className="booking-calendar__blank" aria-hidden="true" />
          ) : (
            <button
              key={day}
              type="button"
              data-day={day}
              className="booking-calendar__day"
              // What the button shows, then the date in full: « ma 1 — mardi 1 décembre 2026 » (WCAG 2.5.3).
              aria-label={`${headers[weekdayIndex(day)]} ${Number(day.slice(8))} — ${longDay(day, t)}`}
              aria-pressed={day === selected}
              disabled={day < today || day > lastDay || !isOpen(day)}
              onClick={() => onSelect(day)}
            >
              {/* The space keeps « ma 1 » the button's text where a phone shows the day's name above its number. */}
              <span className="booking-calendar__day-name" aria-hidden="true">
                {`${headers[weekdayIndex(day)]} `}
              </span>
              {Number(day.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
