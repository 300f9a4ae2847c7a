import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVATION_SETTINGS,
  SERVICE_OF_NAME,
  isInServiceNamed,
  serviceAt,
  serviceSlots,
  staffMessageOf,
  validateServiceQuery,
  type OpeningSlot,
} from '../src';

// 2026-12-07 is a Monday.
const MONDAY = '2026-12-07';
const HOURS: OpeningSlot[] = [
  { day: 'Lundi', opensAt: '11:30', closesAt: '14:00' },
  { day: 'Lundi', opensAt: '18:30', closesAt: '21:00' },
];
const settings = { ...DEFAULT_RESERVATION_SETTINGS, slotIntervalMinutes: 30, lastSeatingMinutesBeforeClosing: 60 };

describe('the service view’s day (docs/product.md#service-view)', () => {
  it('splits the day at 16:00: lunch before, dinner from then on', () => {
    expect(isInServiceNamed('15:59', 'lunch')).toBe(true);
    expect(isInServiceNamed('15:59', 'dinner')).toBe(false);
    expect(isInServiceNamed('16:00', 'dinner')).toBe(true);
    expect(isInServiceNamed('16:00', 'lunch')).toBe(false);
    expect(serviceAt('12:00')).toBe('lunch');
    expect(serviceAt('16:00')).toBe('dinner');
    expect(SERVICE_OF_NAME).toEqual({ lunch: 'Midi', dinner: 'Soir' });
  });

  it('gives a service its seating times and its bookings’ own times, in order, each once', () => {
    const query = { date: MONDAY, settings, openingHours: HOURS, openingExceptions: [] };
    expect(serviceSlots({ ...query, service: 'lunch', bookingTimes: [] })).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
    expect(serviceSlots({ ...query, service: 'dinner', bookingTimes: ['21:10', '19:00', '18:40'] })).toEqual([
      '18:30',
      '18:40',
      '19:00',
      '19:30',
      '20:00',
      '21:10',
    ]);
    // Closed on Tuesday: only the bookings' times.
    expect(serviceSlots({ ...query, date: '2026-12-08', service: 'dinner', bookingTimes: ['19:00'] })).toEqual([
      '19:00',
    ]);
  });

  it('takes a real date and lunch or dinner, and names what is wrong', () => {
    expect(validateServiceQuery({ date: MONDAY, service: 'dinner' })).toEqual({
      ok: true,
      values: { date: MONDAY, service: 'dinner' },
    });
    expect(validateServiceQuery({ date: '2026-02-30', service: 'brunch' })).toEqual({
      ok: false,
      errors: {
        date: staffMessageOf('serviceView.dateInvalid'),
        service: staffMessageOf('serviceView.serviceInvalid'),
      },
    });
    expect(validateServiceQuery({ date: MONDAY })).toEqual({
      ok: false,
      errors: { service: staffMessageOf('serviceView.serviceInvalid') },
    });
    expect(validateServiceQuery({ service: 'lunch' })).toEqual({
      ok: false,
      errors: { date: staffMessageOf('serviceView.dateInvalid') },
    });
  });
});
