import { describe, expect, it } from 'vitest';
import { stripStart } from './BookingCalendar';

describe('the day a phone’s strip of days opens on', () => {
  it('is the Monday of today’s week in today’s month', () => {
    expect(stripStart('2026-11-01', '2026-11-28', null)).toBe('2026-11-23');
    expect(stripStart('2026-11-01', '2026-11-23', null)).toBe('2026-11-23');
  });

  it('is the Monday of the chosen day’s week when the month holds it', () => {
    expect(stripStart('2026-12-01', '2026-11-28', '2026-12-17')).toBe('2026-12-14');
    expect(stripStart('2026-11-01', '2026-11-10', '2026-12-17')).toBe('2026-11-09');
  });

  it('is the month’s first day when the week began in the month before, or for a later month', () => {
    expect(stripStart('2026-12-01', '2026-12-02', null)).toBe('2026-12-01');
    expect(stripStart('2027-01-01', '2026-11-28', null)).toBe('2027-01-01');
  });
});
