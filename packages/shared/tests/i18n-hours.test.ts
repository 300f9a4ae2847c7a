import { describe, expect, it } from 'vitest';
import { calendarParts, dictionaryFor, type OpeningException, type OpeningStatus } from '../src';

const closedUntil = (date: string, daysAhead: number): OpeningStatus => ({
  open: false,
  next: { instant: new Date(`${date}T17:00:00Z`), day: '', time: '', date, daysAhead, opensAt: '18:00' },
});
const exception = (changes: Partial<OpeningException>): OpeningException => ({
  date: '2026-12-31',
  label: 'Restauration genevoise',
  closed: true,
  opensAt: null,
  closesAt: null,
  ...changes,
});

describe('the opening hours in each language (docs/product.md#opening-hours)', () => {
  it('say whether it is open and when it opens next: today, tomorrow, a weekday, a date', () => {
    const status = (locale: 'en' | 'de' | 'it', value: OpeningStatus) => dictionaryFor(locale).hours.status(value);
    expect(status('en', { open: true, closesAt: '14:30' })).toBe('Open now');
    expect(status('en', { open: false, next: null })).toBe('Closed');
    expect(status('en', closedUntil('2026-11-25', 0))).toBe('Closed · opens today at 18:00');
    expect(status('en', closedUntil('2026-11-26', 1))).toBe('Closed · opens tomorrow at 18:00');
    expect(status('en', closedUntil('2026-11-28', 3))).toBe('Closed · opens Saturday at 18:00');
    expect(status('en', closedUntil('2026-12-10', 15))).toBe('Closed · opens on Thursday 10 December at 18:00');
    expect(status('de', closedUntil('2026-12-10', 7))).toBe(
      'Geschlossen · öffnet am Donnerstag, 10. Dezember um 18:00 Uhr',
    );
    expect(status('de', closedUntil('2026-11-26', 1))).toBe('Geschlossen · öffnet morgen um 18:00 Uhr');
    expect(status('de', { open: true, closesAt: '14:30' })).toBe('Jetzt geöffnet');
    expect(status('it', closedUntil('2026-11-25', 0))).toBe('Chiuso · apre oggi alle 18:00');
    expect(status('it', closedUntil('2026-11-28', 6))).toBe('Chiuso · apre sabato alle 18:00');
    expect(status('it', { open: false, next: null })).toBe('Chiuso');
    expect(status('it', { open: true, closesAt: '14:30' })).toBe('Aperto ora');
    expect(status('en', closedUntil('2026-02-30', 9))).toBe('Closed · opens 2026-02-30 at 18:00');
  });

  it('name the days, the slots and the exceptions, 24-hour', () => {
    const [en, de, it, fr] = (['en', 'de', 'it', 'fr'] as const).map((locale) => dictionaryFor(locale).hours);
    expect(en.weekdays).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(it.weekdays[2]).toBe('Mercoledì');
    expect(de.slot('11:30', '14:30')).toBe('11:30–14:30');
    expect(fr.slot('11:30', '14:30')).toBe('11 h 30 – 14 h 30');
    expect(en.exceptionDate('2026-12-31')).toBe('Thursday 31 December');
    expect(de.exceptionDate('2026-12-31')).toBe('Donnerstag, 31. Dezember');
    expect(it.exceptionDate('2026-12-31')).toBe('Giovedì 31 dicembre');
    expect(fr.exceptionDate('2026-12-31')).toBe('Jeudi 31 décembre');
    expect(en.exceptionDate('31.12.2026')).toBe('31.12.2026');
    expect(en.exceptionHours(exception({}))).toBe('Closed');
    expect(it.exceptionHours(exception({ closed: false, opensAt: '18:00', closesAt: '22:00' }))).toBe('18:00–22:00');
    expect(de.exceptionHours(exception({ closed: false, opensAt: '18:00', closesAt: null }))).toBe('Geschlossen');
    expect([en.specialDays, de.specialDays, it.specialDays, fr.specialDays]).toEqual([
      'Special days',
      'Besondere Tage',
      'Giorni particolari',
      'Jours particuliers',
    ]);
  });

  it('read a date’s weekday, day and month', () => {
    expect(calendarParts('2026-12-31')).toEqual({ weekDay: 3, day: 31, month: 12 });
    expect(calendarParts('2026-13-01')).toBeNull();
  });
});
