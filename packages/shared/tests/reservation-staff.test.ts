import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  endedServices,
  isInService,
  pauseDay,
  reservationInstant,
  staffMessageOf,
  staffSlots,
  validateGroupRequestAnswer,
  validatePauseChange,
  type OpeningException,
  type OpeningSlot,
  type WeekDay,
} from '../src';

const slot = (day: WeekDay, opensAt: string, closesAt: string): OpeningSlot => ({ day, opensAt, closesAt });
/** Monday 30 November 2026: lunch and dinner; Tuesday a late night until half past midnight. */
const HOURS = [slot('Lundi', '11:30', '14:30'), slot('Lundi', '18:30', '23:00'), slot('Mardi', '19:00', '00:30')];
const MONDAY = '2026-11-30';
const at = (date: string, time: string) => reservationInstant(date, time);
const names = (date: string, now: Date, exceptions: OpeningException[] = []) =>
  endedServices(date, HOURS, exceptions, now).map(
    ({ service, opensAt, closesAt }) => `${service} ${opensAt}–${closesAt}`,
  );

describe('the services that have ended', () => {
  it('are none before the first closes, then each from its closing time on (Geneva time)', () => {
    expect(names(MONDAY, at(MONDAY, '14:29'))).toEqual([]);
    expect(names(MONDAY, at(MONDAY, '14:30'))).toEqual(['Midi 11:30–14:30']);
    expect(names(MONDAY, at(MONDAY, '22:59'))).toEqual(['Midi 11:30–14:30']);
    expect(names(MONDAY, at(MONDAY, '23:00'))).toEqual(['Midi 11:30–14:30', 'Soir 18:30–23:00']);
    expect(names(MONDAY, at('2026-12-01', '09:00'))).toEqual(['Midi 11:30–14:30', 'Soir 18:30–23:00']);
  });

  it('end the next day when a service closes after midnight', () => {
    const tuesday = '2026-12-01';
    expect(names(tuesday, at('2026-12-02', '00:29'))).toEqual([]);
    const [late] = endedServices(tuesday, HOURS, [], at('2026-12-02', '00:30'));
    expect(late).toMatchObject({ date: tuesday, service: 'Soir', start: 19 * 60, end: 24 * 60 + 30 });
  });

  it('follow the day’s exception: other hours, or none on a closed day', () => {
    const shorter: OpeningException = {
      date: MONDAY,
      label: 'Inventaire',
      closed: false,
      opensAt: '11:30',
      closesAt: '13:00',
    };
    expect(names(MONDAY, at(MONDAY, '13:00'), [shorter])).toEqual(['Midi 11:30–13:00']);
    const closed: OpeningException = { date: MONDAY, label: 'Fermé', closed: true, opensAt: null, closesAt: null };
    expect(names(MONDAY, at(MONDAY, '23:30'), [closed])).toEqual([]);
    expect(names('2026-12-06', at('2026-12-07', '09:00'))).toEqual([]);
  });
});

describe('a booking in a service', () => {
  const dinner = { start: 18 * 60 + 30, end: 23 * 60 };
  it('runs from its opening to just before its end', () => {
    expect(isInService('18:29', dinner)).toBe(false);
    expect(isInService('18:30', dinner)).toBe(true);
    expect(isInService('22:59', dinner)).toBe(true);
    expect(isInService('23:00', dinner)).toBe(false);
    expect(isInService('12:00', dinner)).toBe(false);
  });
});

describe('the times staff may move a booking to', () => {
  const settings = { ...DEFAULT_RESERVATION_SETTINGS, arrivalsPerSlot: 4 };
  const slots = (booked: { time: string; partySize: number }[], date = MONDAY, exceptions: OpeningException[] = []) =>
    staffSlots({ date, partySize: 2, settings, openingHours: HOURS, openingExceptions: exceptions, booked });

  it('are every seating time of the day, each free while the party fits', () => {
    const day = slots([{ time: '19:30', partySize: 4 }]);
    expect(day.map(({ time }) => time)).toEqual([
      ...['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'],
      ...['18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00'],
      ...['21:15', '21:30', '21:45', '22:00'],
    ]);
    expect(day.filter(({ available }) => !available).map(({ time }) => time)).toEqual(['19:30']);
  });

  it('are none on a closed day', () => {
    expect(slots([], MONDAY, [{ date: MONDAY, label: 'Fermé', closed: true, opensAt: null, closesAt: null }])).toEqual(
      [],
    );
  });
});

describe('« Complet ce soir »', () => {
  it('names tonight’s service day: after midnight, until 05:00, still the evening before', () => {
    expect(pauseDay(at(MONDAY, '10:00'))).toBe(MONDAY);
    expect(pauseDay(at('2026-12-01', '00:30'))).toBe(MONDAY);
    expect(pauseDay(at('2026-12-01', '05:00'))).toBe('2026-12-01');
  });

  it('takes a yes or a no, nothing else', () => {
    expect(validatePauseChange({ paused: true })).toEqual({ ok: true, values: { paused: true } });
    expect(validatePauseChange({ paused: false })).toEqual({ ok: true, values: { paused: false } });
    for (const input of [null, {}, { paused: 'true' }, [true]]) {
      expect(validatePauseChange(input)).toEqual({
        ok: false,
        errors: { paused: staffMessageOf('reservationPause.pausedInvalid') },
      });
    }
  });
});

describe("the staff's answer to a group request", () => {
  it('is confirmed or declined, and nothing else', () => {
    expect(validateGroupRequestAnswer({ status: 'confirmed' })).toEqual({ ok: true, values: { status: 'confirmed' } });
    expect(validateGroupRequestAnswer({ status: 'declined' })).toEqual({ ok: true, values: { status: 'declined' } });
    for (const input of [null, 'confirmed', {}, { status: 'requested' }, { status: 'CONFIRMED' }]) {
      expect(validateGroupRequestAnswer(input)).toEqual({
        ok: false,
        errors: { status: staffMessageOf('groupRequest.statusInvalid') },
      });
    }
  });
});
