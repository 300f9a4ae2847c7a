import {
  HOURS_LIMITS,
  MINUTES_PER_DAY,
  WEEK_DAYS,
  isoDateOf,
  normalizeTime,
  serviceSpan,
  spansOverlap,
  type OpeningException,
  type OpeningSlot,
  type ServiceSpan,
  type WeekDay,
} from './hours';
import { staffMessageOf, type StaffMessage } from './i18n/staff-messages';

/**
 * The opening hours' rules (docs/product.md#opening-hours). Apart from hours.ts, which the dictionaries import: the
 * rules refuse with staff messages, and hours.ts reaching the messages' catalogue would close a cycle.
 */

/** An exception open at two times, as an overlap is measured and named; null for one closed all day. */
function openHours({ date, label, closed, opensAt, closesAt }: OpeningException) {
  return closed || !opensAt || !closesAt ? null : { date, label, opensAt, closesAt };
}

export type HoursField = 'openingHours' | 'openingExceptions';

/** A refusal on the whole list it concerns: each message names the slot or the exception (`hours.*`). */
export interface HoursProblem {
  field: HoursField;
  message: StaffMessage;
}

export type HoursValidation =
  { valid: true; slots: OpeningSlot[]; exceptions: OpeningException[] } | { valid: false; problems: HoursProblem[] };

/** What a slot or an exception may hold before it is checked (a row from the CMS or a request). */
export interface SlotInput {
  day?: unknown;
  opensAt?: unknown;
  closesAt?: unknown;
}
export interface ExceptionInput extends SlotInput {
  date?: unknown;
  label?: unknown;
  closed?: unknown;
}

const isWeekDay = (value: unknown): value is WeekDay => WEEK_DAYS.includes(value as WeekDay);

/**
 * The rules of the opening hours (docs/product.md#opening-hours): every slot has a day and two times (HH:MM); a slot
 * that closes before it opens ends the next day (« 18:00–01:00 »), one that closes when it opens is refused; slots
 * never overlap, also across midnight and from Sunday into Monday. Every exception has a real date and a label; it is
 * either closed all day (no times) or open at two times, and the exceptions of one date never overlap nor mix a
 * closure with hours. Returns the clean values (times as HH:MM) or every problem found.
 */
export function validateOpeningHours(
  slotInputs: readonly SlotInput[],
  exceptionInputs: readonly ExceptionInput[],
): HoursValidation {
  const problems: HoursProblem[] = [];
  const slots: OpeningSlot[] = [];

  const refuseSlots = (message: StaffMessage) => problems.push({ field: 'openingHours', message });
  slotInputs.forEach((input, index) => {
    const slot = index + 1;
    const opensAt = normalizeTime(input.opensAt);
    const closesAt = normalizeTime(input.closesAt);
    if (!isWeekDay(input.day)) refuseSlots(staffMessageOf('hours.slotDayMissing', { slot }));
    else if (!opensAt || !closesAt) refuseSlots(staffMessageOf('hours.slotTimesMissing', { day: input.day, slot }));
    else if (opensAt === closesAt) refuseSlots(staffMessageOf('hours.slotSameTimes', { day: input.day, slot }));
    else slots.push({ day: input.day, opensAt, closesAt });
  });

  // Minutes from Monday 00:00; a week later, the same service is met again (Sunday night into Monday).
  const weekSpan = (slot: OpeningSlot) => {
    const { start, end } = serviceSpan(slot.opensAt, slot.closesAt);
    const offset = WEEK_DAYS.indexOf(slot.day) * MINUTES_PER_DAY;
    return { start: start + offset, end: end + offset };
  };
  const week = 7 * MINUTES_PER_DAY;
  for (let i = 0; i < slots.length; i += 1) {
    for (let j = i + 1; j < slots.length; j += 1) {
      const [a, b] = [weekSpan(slots[i]), weekSpan(slots[j])];
      const shifted = (span: ServiceSpan, by: number) => ({ start: span.start + by, end: span.end + by });
      if (spansOverlap(a, b) || spansOverlap(shifted(a, week), b) || spansOverlap(a, shifted(b, week))) {
        refuseSlots(staffMessageOf('hours.slotsOverlap', { first: slots[i], second: slots[j] }));
      }
    }
  }

  const exceptions: OpeningException[] = [];
  const refuseExceptions = (message: StaffMessage) => problems.push({ field: 'openingExceptions', message });
  exceptionInputs.forEach((input, index) => {
    const date = isoDateOf(input.date);
    if (!date) return refuseExceptions(staffMessageOf('hours.exceptionDateInvalid', { exception: index + 1 }));
    const label = typeof input.label === 'string' ? input.label.trim() : '';
    const opensAt = normalizeTime(input.opensAt);
    const closesAt = normalizeTime(input.closesAt);
    const closed = input.closed === true;
    const hasTimes = (input.opensAt ?? '') !== '' || (input.closesAt ?? '') !== '';
    if (!label) return refuseExceptions(staffMessageOf('hours.exceptionLabelMissing', { date }));
    if (label.length > HOURS_LIMITS.exceptionLabel) {
      return refuseExceptions(
        staffMessageOf('hours.exceptionLabelTooLong', { date, max: HOURS_LIMITS.exceptionLabel }),
      );
    }
    if (closed) {
      if (hasTimes) return refuseExceptions(staffMessageOf('hours.exceptionClosedWithTimes', { date }));
      return exceptions.push({ date, label, closed: true, opensAt: null, closesAt: null });
    }
    if (!opensAt || !closesAt) return refuseExceptions(staffMessageOf('hours.exceptionTimesMissing', { date }));
    if (opensAt === closesAt) return refuseExceptions(staffMessageOf('hours.exceptionSameTimes', { date }));
    exceptions.push({ date, label, closed: false, opensAt, closesAt });
  });

  for (let i = 0; i < exceptions.length; i += 1) {
    for (let j = i + 1; j < exceptions.length; j += 1) {
      const { date } = exceptions[i];
      if (exceptions[j].date !== date) continue;
      const [a, b] = [openHours(exceptions[i]), openHours(exceptions[j])];
      if (!a || !b) refuseExceptions(staffMessageOf('hours.closureWithOther', { date }));
      else if (spansOverlap(serviceSpan(a.opensAt, a.closesAt), serviceSpan(b.opensAt, b.closesAt))) {
        refuseExceptions(staffMessageOf('hours.exceptionsOverlap', { first: a, second: b }));
      }
    }
  }

  return problems.length > 0 ? { valid: false, problems } : { valid: true, slots, exceptions };
}
