import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BookingCalendar, stripStart } from './BookingCalendar';

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

describe('a day of the calendar', () => {
  it('is named by what it shows, then the date in full (label in name, WCAG 2.5.3)', () => {
    render(
      <MemoryRouter>
        <BookingCalendar
          today="2026-11-30"
          lastDay="2027-01-28"
          selected={null}
          isOpen={() => true}
          onSelect={() => {}}
        />
      </MemoryRouter>,
    );
    const day = screen.getByRole('button', { name: 'lu 30 — lundi 30 novembre 2026' });
    // A phone shows the day's name above its number: their text stays « lu 30 », which the name holds.
    expect(day.textContent).toBe('lu 30');
    expect(screen.getByRole('button', { name: /^di 29 — / })).toBeDisabled();
  });
});
