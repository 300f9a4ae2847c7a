import { WEEK_DAYS, type OpeningSlot, type WeekDay } from '@ticino/shared';

/** "+41 22 731 48 50" → "tel:+41227314850". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "18:30" → "18 h 30", the Swiss-French way of writing times. */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)} h ${minutes}`;
}

export interface DayHours {
  day: WeekDay;
  /** Empty when the restaurant is closed that day. */
  slots: string[];
}

/** Every day of the week in order, with its opening slots ("11 h 30 – 14 h 30"). */
export function hoursByDay(openingHours: OpeningSlot[]): DayHours[] {
  return WEEK_DAYS.map((day) => ({
    day,
    slots: openingHours
      .filter((slot) => slot.day === day)
      .map((slot) => `${formatTime(slot.opensAt)} – ${formatTime(slot.closesAt)}`),
  }));
}
