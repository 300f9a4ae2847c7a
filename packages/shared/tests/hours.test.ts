import { describe, expect, it } from 'vitest';
import {
  openingStatus,
  openingStatusText,
  servedDaysSentence,
  staffMessageOf,
  upcomingExceptions,
  validateOpeningHours,
  wordStaffMessage,
  type OpeningException,
  type OpeningSlot,
  type WeekDay,
} from '../src';

const slot = (day: WeekDay, opensAt: string, closesAt: string): OpeningSlot => ({ day, opensAt, closesAt });
const closedOn = (date: string, label: string): OpeningException => ({
  date,
  label,
  closed: true,
  opensAt: null,
  closesAt: null,
});

/** The seeded week: lunch and dinner Monday to Friday, dinner on Saturday, closed on Sunday. */
const SEEDED: OpeningSlot[] = [
  ...(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'] as const).flatMap((day) => [
    slot(day, '11:30', '14:30'),
    slot(day, '18:30', day === 'Vendredi' ? '23:30' : '23:00'),
  ]),
  slot('Samedi', '18:00', '23:30'),
];

const statusAt = (iso: string, slots = SEEDED, exceptions: OpeningException[] = []) =>
  openingStatusText(openingStatus(slots, exceptions, new Date(iso)));

describe('openingStatus, by Geneva’s clock', () => {
  it('is open during a slot, from its opening minute and until its closing minute', () => {
    // Wednesday 25 November 2026, winter time (UTC+1).
    expect(statusAt('2026-11-25T10:30:00Z')).toBe('Ouvert maintenant');
    expect(statusAt('2026-11-25T10:29:00Z')).toBe("Fermé · ouvre aujourd'hui à 11 h 30");
    expect(statusAt('2026-11-25T13:30:00Z')).toBe("Fermé · ouvre aujourd'hui à 18 h 30");
    expect(openingStatus(SEEDED, [], new Date('2026-11-25T11:00:00Z'))).toEqual({ open: true, closesAt: '14:30' });
  });

  it('names tomorrow, a weekday within the week, and gives the instant of the next opening', () => {
    expect(statusAt('2026-11-25T22:30:00Z')).toBe('Fermé · ouvre demain à 11 h 30');
    // Saturday night after closing: Sunday is closed, so Monday.
    const status = openingStatus(SEEDED, [], new Date('2026-11-28T22:45:00Z'));
    expect(openingStatusText(status)).toBe('Fermé · ouvre lundi à 11 h 30');
    expect(status.open === false && status.next?.instant.toISOString()).toBe('2026-11-30T10:30:00.000Z');
  });

  it('keeps a service that runs past midnight open into the next day, and closes it at its closing time', () => {
    const late = [slot('Samedi', '18:00', '01:30')];
    // Sunday 29 November 2026, 01:15 and 01:30 in Geneva.
    expect(statusAt('2026-11-29T00:15:00Z', late)).toBe('Ouvert maintenant');
    expect(statusAt('2026-11-29T00:30:00Z', late)).toBe('Fermé · ouvre samedi à 18 h 00');
    // From Sunday into Monday: the week wraps.
    expect(statusAt('2026-11-29T23:30:00Z', [slot('Dimanche', '20:00', '02:00')])).toBe('Ouvert maintenant');
  });

  it('follows summer time on the day it starts (29 March 2026, 02:00 → 03:00)', () => {
    const sunday = [slot('Dimanche', '11:30', '14:30'), slot('Samedi', '22:00', '03:30')];
    // 09:45 UTC is 11:45 in summer time (a fixed UTC+1 would say 10:45, closed).
    expect(statusAt('2026-03-29T09:45:00Z', sunday)).toBe('Ouvert maintenant');
    expect(statusAt('2026-03-29T09:15:00Z', sunday)).toBe("Fermé · ouvre aujourd'hui à 11 h 30");
    // Saturday's late service: 01:20 UTC is 03:20 summer time, still open; 01:35 UTC is 03:35, closed.
    expect(statusAt('2026-03-29T01:20:00Z', sunday)).toBe('Ouvert maintenant');
    expect(statusAt('2026-03-29T01:35:00Z', sunday)).toBe("Fermé · ouvre aujourd'hui à 11 h 30");
    const next = openingStatus(sunday, [], new Date('2026-03-29T01:35:00Z'));
    expect(next.open === false && next.next?.instant.toISOString()).toBe('2026-03-29T09:30:00.000Z');
  });

  it('follows winter time on the day it returns (25 October 2026, 03:00 → 02:00)', () => {
    const sunday = [slot('Dimanche', '11:30', '14:30')];
    // 10:45 UTC is 11:45 in winter time (a fixed UTC+2 would say 12:45, open too, but 09:45 UTC must be closed).
    expect(statusAt('2026-10-25T10:45:00Z', sunday)).toBe('Ouvert maintenant');
    expect(statusAt('2026-10-25T09:45:00Z', sunday)).toBe("Fermé · ouvre aujourd'hui à 11 h 30");
    expect(statusAt('2026-10-25T13:45:00Z', sunday)).toBe('Fermé · ouvre le dimanche 1er novembre à 11 h 30');
    const next = openingStatus(sunday, [], new Date('2026-10-25T09:45:00Z'));
    expect(next.open === false && next.next?.instant.toISOString()).toBe('2026-10-25T10:30:00.000Z');
  });

  it('lets a date’s exceptions win over its weekly slots', () => {
    // Thursday 10 September 2026, Jeûne genevois: closed all day.
    const jeune = [closedOn('2026-09-10', 'Jeûne genevois')];
    expect(statusAt('2026-09-10T10:00:00Z', SEEDED, jeune)).toBe('Fermé · ouvre demain à 11 h 30');
    expect(statusAt('2026-09-09T21:30:00Z', SEEDED, jeune)).toBe('Fermé · ouvre vendredi à 11 h 30');
    // Special hours on a Sunday, and only those on a weekday.
    const special: OpeningException[] = [
      { date: '2026-12-27', label: 'Brunch des fêtes', closed: false, opensAt: '10:00', closesAt: '15:00' },
      { date: '2026-12-31', label: 'Saint-Sylvestre', closed: false, opensAt: '19:00', closesAt: '02:00' },
    ];
    expect(statusAt('2026-12-27T09:30:00Z', SEEDED, special)).toBe('Ouvert maintenant');
    expect(statusAt('2026-12-31T11:00:00Z', SEEDED, special)).toBe("Fermé · ouvre aujourd'hui à 19 h 00");
    // Into New Year's Day, a Friday, until 02:00.
    expect(statusAt('2027-01-01T00:30:00Z', SEEDED, special)).toBe('Ouvert maintenant');
  });

  it('says « Fermé » alone when nothing ever opens', () => {
    expect(statusAt('2026-11-25T10:30:00Z', [])).toBe('Fermé');
  });

  it('lists the exceptions of the coming days, by date', () => {
    const exceptions = [closedOn('2026-12-31', 'Saint-Sylvestre'), closedOn('2026-12-25', 'Noël')];
    expect(upcomingExceptions(exceptions, new Date('2026-12-20T12:00:00Z'), 14).map((e) => e.date)).toEqual([
      '2026-12-25',
      '2026-12-31',
    ]);
    expect(upcomingExceptions(exceptions, new Date('2026-12-26T12:00:00Z'), 3)).toEqual([]);
  });
});

describe('servedDaysSentence', () => {
  const days = (...list: WeekDay[]) => list.map((day) => slot(day, '11:30', '14:30'));

  it('says the days the restaurant serves', () => {
    expect(servedDaysSentence(SEEDED)).toBe('du lundi au samedi');
    expect(servedDaysSentence([...SEEDED, slot('Dimanche', '11:30', '14:30')])).toBe('tous les jours');
    expect(servedDaysSentence(days('Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'))).toBe(
      'du mardi au dimanche',
    );
    expect(servedDaysSentence(days('Vendredi', 'Samedi', 'Dimanche', 'Lundi'))).toBe('du vendredi au lundi');
    expect(servedDaysSentence(days('Samedi', 'Dimanche'))).toBe('le samedi et le dimanche');
    expect(servedDaysSentence(days('Samedi'))).toBe('le samedi');
    expect(servedDaysSentence(days('Lundi', 'Mardi', 'Mercredi', 'Vendredi'))).toBe(
      'du lundi au mercredi et le vendredi',
    );
    expect(servedDaysSentence(days('Lundi', 'Mercredi', 'Vendredi'))).toBe('le lundi, le mercredi et le vendredi');
    expect(servedDaysSentence([])).toBeNull();
  });
});

describe('validateOpeningHours', () => {
  const problems = (result: ReturnType<typeof validateOpeningHours>) => (result.valid ? [] : result.problems);
  /** The problems as /cms shows them: the words are the specification's. */
  const messages = (result: ReturnType<typeof validateOpeningHours>) =>
    problems(result).map(({ field, message }) => `${field}: ${wordStaffMessage(message)}`);

  it('accepts the seeded week and the CMS’s time values, returning HH:MM', () => {
    const result = validateOpeningHours(
      [{ day: 'Lundi', opensAt: '11:30:00.000', closesAt: '14:30:00.000' }],
      [{ date: '2026-09-10', label: ' Jeûne genevois ', closed: true, opensAt: null, closesAt: null }],
    );
    expect(result).toEqual({
      valid: true,
      slots: [slot('Lundi', '11:30', '14:30')],
      exceptions: [closedOn('2026-09-10', 'Jeûne genevois')],
    });
    expect(validateOpeningHours(SEEDED, []).valid).toBe(true);
  });

  it('allows a slot across midnight, refuses one that closes when it opens', () => {
    expect(validateOpeningHours([slot('Samedi', '18:00', '01:00')], []).valid).toBe(true);
    const sameTimes = validateOpeningHours([slot('Lundi', '11:30', '11:30')], []);
    expect(problems(sameTimes)).toEqual([
      { field: 'openingHours', message: staffMessageOf('hours.slotSameTimes', { day: 'Lundi', slot: 1 }) },
    ]);
    expect(messages(sameTimes)).toEqual([
      "openingHours: Lundi, créneau n° 1 : l'heure de fermeture doit différer de l'heure d'ouverture.",
    ]);
  });

  it('refuses missing days and times, and overlapping slots, also across midnight and the week’s end', () => {
    const result = validateOpeningHours(
      [
        { day: null, opensAt: '11:30', closesAt: '14:30' },
        { day: 'Mardi', opensAt: '25:00', closesAt: '14:30' },
        slot('Lundi', '11:30', '14:30'),
        slot('Lundi', '14:00', '18:00'),
        slot('Vendredi', '18:00', '02:00'),
        slot('Samedi', '01:00', '03:00'),
        slot('Dimanche', '20:00', '01:00'),
        slot('Lundi', '00:30', '02:00'),
      ],
      [],
    );
    const overlapping = (first: OpeningSlot, second: OpeningSlot) => ({
      field: 'openingHours',
      message: staffMessageOf('hours.slotsOverlap', { first, second }),
    });
    expect(problems(result)).toEqual([
      { field: 'openingHours', message: staffMessageOf('hours.slotDayMissing', { slot: 1 }) },
      { field: 'openingHours', message: staffMessageOf('hours.slotTimesMissing', { day: 'Mardi', slot: 2 }) },
      overlapping(slot('Lundi', '11:30', '14:30'), slot('Lundi', '14:00', '18:00')),
      overlapping(slot('Vendredi', '18:00', '02:00'), slot('Samedi', '01:00', '03:00')),
      overlapping(slot('Dimanche', '20:00', '01:00'), slot('Lundi', '00:30', '02:00')),
    ]);
    expect(messages(result)).toEqual([
      'openingHours: Créneau n° 1 : choisissez le jour.',
      "openingHours: Mardi, créneau n° 2 : indiquez l'heure d'ouverture et l'heure de fermeture (HH:MM).",
      "openingHours: Lundi · 11:30–14:30 chevauche Lundi · 14:00–18:00 : corrigez l'un des deux créneaux.",
      "openingHours: Vendredi · 18:00–02:00 chevauche Samedi · 01:00–03:00 : corrigez l'un des deux créneaux.",
      "openingHours: Dimanche · 20:00–01:00 chevauche Lundi · 00:30–02:00 : corrigez l'un des deux créneaux.",
    ]);
    // Touching slots do not overlap.
    expect(validateOpeningHours([slot('Lundi', '11:30', '14:30'), slot('Lundi', '14:30', '16:00')], []).valid).toBe(
      true,
    );
  });

  it('refuses exceptions without a real date, a label, or a clear closure or hours', () => {
    const result = validateOpeningHours(
      [],
      [
        { date: '2026-02-30', label: 'Fête', closed: true },
        { date: '2026-12-24', label: '', closed: true },
        { date: '2026-12-24', label: 'x'.repeat(81), closed: true },
        { date: '2026-12-26', label: 'Lendemain de Noël', closed: false, opensAt: null, closesAt: null },
        { date: '2026-12-27', label: 'Fermé', closed: true, opensAt: '10:00', closesAt: null },
        { date: '2026-12-31', label: 'Saint-Sylvestre', closed: true },
        { date: '2026-12-31', label: 'Réveillon', closed: false, opensAt: '19:00', closesAt: '02:00' },
        { date: '2027-01-02', label: 'Midi', closed: false, opensAt: '11:00', closesAt: '15:00' },
        { date: '2027-01-02', label: 'Après-midi', closed: false, opensAt: '14:00', closesAt: '17:00' },
      ],
    );
    expect(problems(result).map(({ message }) => message)).toEqual([
      staffMessageOf('hours.exceptionDateInvalid', { exception: 1 }),
      staffMessageOf('hours.exceptionLabelMissing', { date: '2026-12-24' }),
      staffMessageOf('hours.exceptionLabelTooLong', { date: '2026-12-24', max: 80 }),
      staffMessageOf('hours.exceptionTimesMissing', { date: '2026-12-26' }),
      staffMessageOf('hours.exceptionClosedWithTimes', { date: '2026-12-27' }),
      staffMessageOf('hours.closureWithOther', { date: '2026-12-31' }),
      staffMessageOf('hours.exceptionsOverlap', {
        first: { date: '2027-01-02', label: 'Midi', opensAt: '11:00', closesAt: '15:00' },
        second: { date: '2027-01-02', label: 'Après-midi', opensAt: '14:00', closesAt: '17:00' },
      }),
    ]);
    expect(messages(result)).toEqual([
      'openingExceptions: Exception n° 1 : indiquez une date valide.',
      'openingExceptions: Exception du 24.12.2026 : indiquez un libellé, par exemple « Jeûne genevois ».',
      'openingExceptions: Exception du 24.12.2026 : le libellé ne doit pas dépasser 80 caractères.',
      "openingExceptions: Exception du 26.12.2026 : cochez « Fermé » ou indiquez l'heure d'ouverture et l'heure de fermeture (HH:MM).",
      'openingExceptions: Exception du 27.12.2026 : fermé toute la journée : laissez les heures vides.',
      'openingExceptions: Le 31.12.2026 a deux exceptions dont une fermeture : gardez-en une seule.',
      "openingExceptions: 02.01.2027 · Midi · 11:00–15:00 chevauche 02.01.2027 · Après-midi · 14:00–17:00 : corrigez l'une des deux exceptions.",
    ]);
  });
});
