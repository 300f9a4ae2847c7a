import { describe, expect, it } from 'vitest';
import {
  CAPACITY_STATUSES,
  DEFAULT_RESERVATION_SETTINGS,
  RESERVATION_STATUSES,
  becameARequest,
  messageIn,
  RESERVATION_STATUS_LABELS,
  beforeGuestCutoff,
  checkCapacity,
  checkOnlineTime,
  durationText,
  genevaDay,
  isDocumentId,
  onlineBookingWindow,
  onlineStatus,
  readReservationSettings,
  reservationInstant,
  reservationSlots,
  statusTransition,
  turnMinutes,
  validateAvailabilityQuery,
  validateGroupRequest,
  validateReservationChange,
  validateReservationInput,
  type DaySlotsQuery,
  type OpeningException,
  type OpeningSlot,
  type ReservationSettings,
  type WeekDay,
  messageOf,
} from '../src';

const slot = (day: WeekDay, opensAt: string, closesAt: string): OpeningSlot => ({ day, opensAt, closesAt });
const EVERY_DAY: WeekDay[] = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
/** Lunch 11:30–14:30 and dinner 18:30–22:30 every day except Tuesday. */
const WEEK: OpeningSlot[] = EVERY_DAY.filter((day) => day !== 'Mardi').flatMap((day) => [
  slot(day, '11:30', '14:30'),
  slot(day, '18:30', '22:30'),
]);
const settings = (overrides: Partial<ReservationSettings> = {}): ReservationSettings => ({
  ...DEFAULT_RESERVATION_SETTINGS,
  ...overrides,
});

/** A Monday morning in winter, 09:00 in Geneva. */
const MONDAY_MORNING = new Date('2026-11-30T08:00:00Z');

const query = (overrides: Partial<DaySlotsQuery> = {}): DaySlotsQuery => ({
  date: '2026-11-30',
  partySize: 2,
  now: MONDAY_MORNING,
  settings: settings(),
  openingHours: WEEK,
  openingExceptions: [],
  booked: [],
  ...overrides,
});
const times = (result: { slots: { time: string }[] }) => result.slots.map(({ time }) => time);

describe('reservation settings', () => {
  it('are the defaults when nothing is stored', () => {
    expect(readReservationSettings(null)).toEqual(DEFAULT_RESERVATION_SETTINGS);
    expect(DEFAULT_RESERVATION_SETTINGS).toMatchObject({
      slotIntervalMinutes: 15,
      maxPartyOnline: 8,
      autoConfirmUpTo: 4,
      minimumNoticeMinutes: 120,
      horizonDays: 60,
      guestCutoffMinutes: 120,
      reminderHoursBefore: 24,
      retentionDays: 90,
    });
  });

  it('keep stored whole numbers in range and fall back to the default for the others', () => {
    const read = readReservationSettings({
      arrivalsPerSlot: 6,
      coversAtOnce: 0,
      horizonDays: 30.5,
      maxPartyOnline: '10',
      slotIntervalMinutes: 60,
      retentionDays: 3651,
    });
    expect(read.arrivalsPerSlot).toBe(6);
    expect(read.slotIntervalMinutes).toBe(60);
    expect(read.coversAtOnce).toBe(DEFAULT_RESERVATION_SETTINGS.coversAtOnce);
    expect(read.horizonDays).toBe(60);
    expect(read.maxPartyOnline).toBe(8);
    expect(read.retentionDays).toBe(90);
  });

  it('keep the lowest and the highest value of each range', () => {
    const lowest = readReservationSettings({
      slotIntervalMinutes: 5,
      lastSeatingMinutesBeforeClosing: 0,
      autoConfirmUpTo: 0,
    });
    expect(lowest).toMatchObject({ slotIntervalMinutes: 5, lastSeatingMinutesBeforeClosing: 0, autoConfirmUpTo: 0 });
    // A week, in minutes, is the longest notice and the longest guest cut-off.
    const week = 7 * 24 * 60;
    const highest = readReservationSettings({ minimumNoticeMinutes: week, guestCutoffMinutes: week });
    expect(highest).toMatchObject({ minimumNoticeMinutes: week, guestCutoffMinutes: week });
    expect(readReservationSettings({ guestCutoffMinutes: week + 1 }).guestCutoffMinutes).toBe(120);
  });

  it('read the pause day and the walk-in-only rules, dropping what is not one', () => {
    const read = readReservationSettings({
      pausedOn: '2026-11-30',
      walkInOnly: [{ day: 'Dimanche', service: 'Soir' }, { day: 'Lundi', service: null }, { day: 'Funday' }, null, 3],
    });
    expect(read.pausedOn).toBe('2026-11-30');
    expect(read.walkInOnly).toEqual([
      { day: 'Dimanche', service: 'Soir' },
      { day: 'Lundi', service: null },
    ]);
    expect(readReservationSettings({ pausedOn: '30.11.2026', walkInOnly: 'Lundi' })).toMatchObject({
      pausedOn: null,
      walkInOnly: [],
    });
  });
});

describe('status transitions', () => {
  it.each([
    ['requested', 'confirmed'],
    ['requested', 'declined'],
    ['requested', 'cancelled'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'honoured'],
    ['confirmed', 'no_show'],
    ['honoured', 'no_show'],
    ['no_show', 'honoured'],
    ['awaiting_payment', 'confirmed'],
    ['awaiting_payment', 'unpaid'],
    ['awaiting_payment', 'cancelled'],
    ['unpaid', 'confirmed'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(statusTransition(from, to)).toBe('allowed');
  });

  it.each([
    ['cancelled', 'honoured'],
    ['cancelled', 'confirmed'],
    ['declined', 'confirmed'],
    ['requested', 'honoured'],
    ['requested', 'no_show'],
    ['confirmed', 'requested'],
    ['confirmed', 'declined'],
    ['honoured', 'cancelled'],
    ['awaiting_payment', 'no_show'],
    ['awaiting_payment', 'honoured'],
    ['unpaid', 'no_show'],
    ['unpaid', 'cancelled'],
    ['confirmed', 'awaiting_payment'],
  ] as const)('%s → %s makes no sense', (from, to) => {
    expect(statusTransition(from, to)).toBe('refused');
  });

  it('the same status twice is nothing to do', () => {
    expect(statusTransition('confirmed', 'confirmed')).toBe('same');
  });

  it('each status has its own French label for staff', () => {
    expect(RESERVATION_STATUS_LABELS).toEqual({
      requested: 'Demande',
      confirmed: 'Confirmée',
      declined: 'Refusée',
      cancelled: 'Annulée',
      honoured: 'Arrivé',
      no_show: 'Absent',
      awaiting_payment: 'En attente du paiement',
      unpaid: 'Non payée',
    });
  });

  it('only requested, confirmed and honoured bookings, and those awaiting their deposit, hold covers', () => {
    expect(RESERVATION_STATUSES.filter((status) => CAPACITY_STATUSES.includes(status))).toEqual([
      'requested',
      'confirmed',
      'honoured',
      'awaiting_payment',
    ]);
  });

  it('knows a change that made a confirmed booking a request again', () => {
    expect(becameARequest('confirmed', 'requested')).toBe(true);
    expect(becameARequest('requested', 'requested')).toBe(false);
    expect(becameARequest('confirmed', 'confirmed')).toBe(false);
    expect(becameARequest('honoured', 'requested')).toBe(false);
  });

  it('a refusal names both statuses in French', () => {
    expect(messageIn('fr', messageOf('reservation.transitionRefused', { from: 'cancelled', to: 'honoured' }))).toBe(
      'Impossible de passer une réservation « Annulée » à « Arrivé ».',
    );
  });
});

describe('capacity', () => {
  const rules = settings({ arrivalsPerSlot: 6, coversAtOnce: 10, slotIntervalMinutes: 15 });

  it('turn time grows with the party', () => {
    expect([1, 2, 3, 4, 5, 12].map((party) => turnMinutes(party, rules))).toEqual([90, 90, 120, 120, 150, 150]);
  });

  it('refuses arrivals past the slot limit, counting only bookings that start in the same slot', () => {
    const booked = [
      { time: '19:00', partySize: 2 },
      { time: '19:14', partySize: 2 },
    ];
    expect(checkCapacity(booked, { time: '19:00', partySize: 2 }, rules)).toEqual({ ok: true });
    expect(checkCapacity(booked, { time: '19:00', partySize: 3 }, rules)).toEqual({ ok: false, limit: 'arrivals' });
    expect(checkCapacity([...booked, { time: '19:15', partySize: 4 }], { time: '19:00', partySize: 2 }, rules)).toEqual(
      {
        ok: true,
      },
    );
    expect(checkCapacity([{ time: '18:59', partySize: 6 }], { time: '19:00', partySize: 6 }, rules).ok).toBe(false);
    expect(checkCapacity([{ time: '18:44', partySize: 6 }], { time: '19:00', partySize: 4 }, rules)).toEqual({
      ok: true,
    });
  });

  it('refuses a party that would seat more than the covers at once during its stay', () => {
    // 18:00 for 2 (until 19:30), 18:30 for 4 (until 20:30): 6 seated from 18:30.
    const booked = [
      { time: '18:00', partySize: 2 },
      { time: '18:30', partySize: 4 },
    ];
    expect(checkCapacity(booked, { time: '19:00', partySize: 4 }, rules)).toEqual({ ok: true });
    expect(checkCapacity(booked, { time: '19:00', partySize: 5 }, rules)).toEqual({ ok: false, limit: 'seated' });
    // A stay that starts before a later booking meets it: 17:45 for 4 (until 19:45) is seated with the 18:30 party.
    expect(checkCapacity(booked, { time: '17:45', partySize: 5 }, rules)).toEqual({ ok: false, limit: 'seated' });
    // The 18:00 party has left at 19:30, the 18:30 one is still there.
    expect(checkCapacity(booked, { time: '19:30', partySize: 6 }, rules)).toEqual({ ok: true });
    expect(checkCapacity(booked, { time: '19:30', partySize: 7 }, rules).ok).toBe(false);
    // Ten covers from 18:30 keep their tables 150 minutes: free again at 21:00, not before.
    expect(checkCapacity([{ time: '18:30', partySize: 10 }], { time: '21:00', partySize: 6 }, rules).ok).toBe(true);
    expect(checkCapacity([{ time: '18:30', partySize: 10 }], { time: '20:45', partySize: 1 }, rules).ok).toBe(false);
  });

  it('seats a party beside bookings that arrive only once it has left, even the very minute it leaves', () => {
    // 19:00 for 2 keeps its table until 20:30; nine covers arrive at 20:30 and nine more at 21:00.
    const later = [
      { time: '20:30', partySize: 5 },
      { time: '20:30', partySize: 4 },
      { time: '21:00', partySize: 9 },
    ];
    expect(checkCapacity(later, { time: '19:00', partySize: 2 }, rules)).toEqual({ ok: true });
    // 18:00 for 2 has left at 19:30, before the nine covers of 20:00 (who stay until 22:30) sit down.
    expect(checkCapacity([{ time: '20:00', partySize: 9 }], { time: '18:00', partySize: 2 }, rules)).toEqual({
      ok: true,
    });
  });

  it('checks the arrivals limit before the seated one', () => {
    expect(checkCapacity([], { time: '19:00', partySize: 11 }, rules)).toEqual({ ok: false, limit: 'arrivals' });
    expect(
      checkCapacity([], { time: '19:00', partySize: 11 }, settings({ arrivalsPerSlot: 20, coversAtOnce: 10 })),
    ).toEqual({ ok: false, limit: 'seated' });
  });
});

describe('the times offered online', () => {
  it('need a table that seats the party when tables are assigned', () => {
    const seats = (time: string) => time !== '19:00';
    const result = reservationSlots(query({ seats }));
    expect(result.slots.filter(({ available }) => !available).map(({ time }) => time)).toEqual(['19:00']);
    expect(result.message).toBeUndefined();
    expect(reservationSlots(query({ seats: () => false }))).toMatchObject({ message: messageOf('reservation.full') });
  });

  it('run every slot interval from each opening to its last seating', () => {
    const result = reservationSlots(query());
    expect(times(result)).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
    ]);
    expect(result.message).toBeUndefined();
    expect(result.slots.every(({ available }) => available)).toBe(true);
    expect(times(reservationSlots(query({ settings: settings({ slotIntervalMinutes: 30 }) })))).toEqual([
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(times(reservationSlots(query({ settings: settings({ lastSeatingMinutesBeforeClosing: 150 }) })))).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
    ]);
  });

  it('mark full times unavailable, and say so when every time is full', () => {
    const rules = settings({ arrivalsPerSlot: 4, coversAtOnce: 100 });
    const result = reservationSlots(query({ settings: rules, booked: [{ time: '19:00', partySize: 3 }] }));
    expect(result.slots.find(({ time }) => time === '19:00')).toEqual({ time: '19:00', available: false });
    expect(result.slots.find(({ time }) => time === '19:15')).toEqual({ time: '19:15', available: true });
    expect(result.message).toBeUndefined();
    const full = reservationSlots(query({ settings: settings({ coversAtOnce: 1 }) }));
    expect(full.slots.every(({ available }) => !available)).toBe(true);
    expect(full.message).toEqual(messageOf('reservation.full'));
  });

  it('offer each time once when one service ends as the next opens', () => {
    const backToBack = [slot('Lundi', '12:00', '13:00'), slot('Lundi', '13:00', '14:00')];
    const rules = settings({ lastSeatingMinutesBeforeClosing: 0, slotIntervalMinutes: 30 });
    expect(times(reservationSlots(query({ openingHours: backToBack, settings: rules })))).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
  });

  it('stop at midnight in a service that closes after it', () => {
    const lateNight = [slot('Lundi', '22:00', '02:00')];
    expect(times(reservationSlots(query({ openingHours: lateNight })))).toEqual([
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
    ]);
  });

  it('are none on a closed weekday or a closed exception, and follow special hours', () => {
    expect(reservationSlots(query({ date: '2026-12-01' }))).toEqual({
      slots: [],
      message: messageOf('reservation.closedDay'),
    });
    const exceptions: OpeningException[] = [
      { date: '2026-11-30', label: 'Inventaire', closed: true, opensAt: null, closesAt: null },
      { date: '2026-12-02', label: 'Fête', closed: false, opensAt: '19:00', closesAt: '21:00' },
    ];
    expect(reservationSlots(query({ openingExceptions: exceptions })).message).toEqual(
      messageOf('reservation.closedDay'),
    );
    expect(times(reservationSlots(query({ date: '2026-12-02', openingExceptions: exceptions })))).toEqual([
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
    ]);
  });

  it('are offered from today in Geneva to the horizon, the window the date field and the calendar show', () => {
    // 23:30 UTC on 29 November is already the 30th in Geneva.
    expect(onlineBookingWindow(new Date('2026-11-29T23:30:00Z'), { horizonDays: 60 })).toEqual({
      firstDay: '2026-11-30',
      lastDay: '2027-01-29',
    });
    expect(onlineBookingWindow(new Date('2026-11-29T22:30:00Z'), { horizonDays: 1 })).toEqual({
      firstDay: '2026-11-29',
      lastDay: '2026-11-30',
    });
  });

  it('are none on a past day, beyond the horizon, or on the paused day', () => {
    expect(reservationSlots(query({ date: '2026-11-29' })).message).toEqual(messageOf('reservation.pastDay'));
    // Sixty days after 30 November 2026 is 29 January 2027 (a Friday), the last day offered.
    expect(times(reservationSlots(query({ date: '2027-01-29' }))).length).toBeGreaterThan(0);
    expect(reservationSlots(query({ date: '2027-01-30' })).message).toEqual(
      messageOf('reservation.beyondHorizon', { days: 60 }),
    );
    expect(reservationSlots(query({ settings: settings({ pausedOn: '2026-11-30' }) }))).toEqual({
      slots: [],
      message: messageOf('reservation.paused'),
    });
    expect(times(reservationSlots(query({ settings: settings({ pausedOn: '2026-12-03' }) }))).length).toBe(22);
  });

  it('leave out walk-in-only services and say so when the whole day is', () => {
    const dinnerOnly = settings({ walkInOnly: [{ day: 'Lundi', service: 'Midi' }] });
    expect(times(reservationSlots(query({ settings: dinnerOnly })))[0]).toBe('18:30');
    const lunchOnly = settings({ walkInOnly: [{ day: 'Lundi', service: 'Soir' }] });
    expect(times(reservationSlots(query({ settings: lunchOnly }))).at(-1)).toBe('13:30');
    const otherDay = settings({ walkInOnly: [{ day: 'Mercredi', service: null }] });
    expect(times(reservationSlots(query({ settings: otherDay }))).length).toBe(22);
    const wholeDay = settings({ walkInOnly: [{ day: 'Lundi', service: null }] });
    expect(reservationSlots(query({ settings: wholeDay }))).toEqual({
      slots: [],
      message: messageOf('reservation.walkInOnly'),
    });
  });

  it('count a service opening at 16:00 as dinner', () => {
    const afternoon = [slot('Lundi', '16:00', '18:00')];
    const noLunchBooking = settings({ walkInOnly: [{ day: 'Lundi', service: 'Midi' }] });
    expect(times(reservationSlots(query({ openingHours: afternoon, settings: noLunchBooking })))[0]).toBe('16:00');
    const noDinnerBooking = settings({ walkInOnly: [{ day: 'Lundi', service: 'Soir' }] });
    expect(reservationSlots(query({ openingHours: afternoon, settings: noDinnerBooking })).message).toEqual(
      messageOf('reservation.walkInOnly'),
    );
  });

  it('never offer a past time nor one within the minimum notice', () => {
    // 17:00 in Geneva with two hours of notice: from 19:00.
    const afternoon = new Date('2026-11-30T16:00:00Z');
    expect(times(reservationSlots(query({ now: afternoon })))[0]).toBe('19:00');
    expect(times(reservationSlots(query({ now: afternoon, settings: settings({ minimumNoticeMinutes: 0 }) })))[0]).toBe(
      '18:30',
    );
    const late = new Date('2026-11-30T21:00:00Z');
    expect(reservationSlots(query({ now: late }))).toEqual({ slots: [], message: messageOf('reservation.noTimeLeft') });
  });
});

describe('Geneva time on the daylight-saving days', () => {
  it.each([
    ['2026-03-29', '19:00', '2026-03-29T17:00:00.000Z'],
    ['2026-03-28', '19:00', '2026-03-28T18:00:00.000Z'],
    ['2026-10-25', '19:00', '2026-10-25T18:00:00.000Z'],
    ['2026-10-24', '19:00', '2026-10-24T17:00:00.000Z'],
    ['2027-03-28', '12:00', '2027-03-28T10:00:00.000Z'],
    ['2027-10-31', '12:00', '2027-10-31T11:00:00.000Z'],
  ])('%s at %s starts at %s', (date, time, instant) => {
    expect(reservationInstant(date, time).toISOString()).toBe(instant);
  });

  it.each([
    // Spring: 16:30 in Geneva is 14:30 UTC; two hours of notice leave 18:30 first.
    ['2026-03-29', '2026-03-29T14:30:00Z'],
    ['2027-03-28', '2027-03-28T14:30:00Z'],
    // Autumn: 16:30 in Geneva is 15:30 UTC.
    ['2026-10-25', '2026-10-25T15:30:00Z'],
    ['2027-10-31', '2027-10-31T15:30:00Z'],
  ])('on %s the first time left at 16:30 local is 18:30 local', (date, now) => {
    const result = reservationSlots(query({ date, now: new Date(now) }));
    expect(times(result)[0]).toBe('18:30');
    expect(times(result).at(-1)).toBe('21:30');
  });

  it('a booking on a day that does not exist has no instant', () => {
    expect(() => reservationInstant('2026-02-30', '19:00')).toThrow(new RangeError('Not a day: 2026-02-30'));
  });

  it('a day in Geneva is not the UTC day', () => {
    expect(genevaDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(genevaDay(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(genevaDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('an online time', () => {
  const base = {
    date: '2026-11-30',
    now: MONDAY_MORNING,
    settings: settings(),
    openingHours: WEEK,
    openingExceptions: [],
  };

  it('is accepted when offered', () => {
    expect(checkOnlineTime({ ...base, time: '19:00' })).toEqual({ ok: true });
  });

  it('is refused on the date for a closed day and on the time for another time or one too soon', () => {
    expect(checkOnlineTime({ ...base, date: '2026-12-01', time: '19:00' })).toEqual({
      ok: false,
      field: 'date',
      message: messageOf('reservation.closedDay'),
    });
    expect(checkOnlineTime({ ...base, time: '19:05' })).toEqual({
      ok: false,
      field: 'time',
      message: messageOf('reservation.timeNotOffered'),
    });
    expect(checkOnlineTime({ ...base, time: '16:00' })).toMatchObject({ ok: false, field: 'time' });
    expect(checkOnlineTime({ ...base, time: '11:30', now: new Date('2026-11-30T21:00:00Z') })).toEqual({
      ok: false,
      field: 'time',
      message: messageOf('reservation.noTimeLeft'),
    });
  });
});

describe('guest cut-off, auto-confirmation', () => {
  it('lets a guest change until the cut-off', () => {
    const rules = settings({ guestCutoffMinutes: 120 });
    expect(beforeGuestCutoff('2026-11-30', '19:00', new Date('2026-11-30T16:00:00Z'), rules)).toBe(true);
    expect(beforeGuestCutoff('2026-11-30', '19:00', new Date('2026-11-30T16:00:01Z'), rules)).toBe(false);
  });

  it('confirms up to the auto-confirm size', () => {
    expect(onlineStatus(4, settings())).toBe('confirmed');
    expect(onlineStatus(5, settings())).toBe('requested');
    expect(onlineStatus(1, settings({ autoConfirmUpTo: 0 }))).toBe('requested');
  });

  it('writes durations as guests read them', () => {
    expect(durationText(120)).toBe('2 h');
    expect(durationText(90)).toBe('90 min');
  });
});

describe('booking fields', () => {
  const online = { staff: false, maxPartyOnline: 8 };
  const staff = { staff: true, maxPartyOnline: 8 };
  const valid = {
    date: '2026-11-30',
    time: '19:00',
    partySize: 2,
    name: '  Maria Rossi ',
    email: 'Maria@Example.ch',
    phone: '+41 22 123 45 67',
    notes: 'Allergie aux noix\nAnniversaire',
  };

  it('keeps clean values of a valid online booking', () => {
    expect(validateReservationInput(valid, online)).toEqual({
      ok: true,
      values: {
        date: '2026-11-30',
        time: '19:00',
        partySize: 2,
        name: 'Maria Rossi',
        email: 'maria@example.ch',
        phone: '+41 22 123 45 67',
        notes: 'Allergie aux noix\nAnniversaire',
        language: 'fr',
        source: 'online',
        overCapacity: false,
        tables: null,
        allergens: [],
        eventId: null,
      },
    });
  });

  it('keeps allergies only with the guest’s consent (docs/product.md#allergies)', () => {
    const withAllergies = { ...valid, allergens: ['lait', 'gluten', 'lait'] };
    expect(validateReservationInput(withAllergies, online)).toEqual({
      ok: false,
      errors: { allergyConsent: messageOf('reservation.allergyConsent') },
    });
    expect(validateReservationInput({ ...withAllergies, allergyConsent: 'on' }, online)).toMatchObject({ ok: false });
    expect(validateReservationInput({ ...withAllergies, allergyConsent: true }, online)).toMatchObject({
      ok: true,
      values: { allergens: ['gluten', 'lait'] },
    });
    expect(validateReservationInput({ ...valid, allergens: [], allergyConsent: false }, staff)).toMatchObject({
      ok: true,
      values: { allergens: [] },
    });
    for (const allergens of [['peanuts'], 'gluten', [null], {}]) {
      expect(validateReservationInput({ ...valid, allergens, allergyConsent: true }, online)).toEqual({
        ok: false,
        errors: { allergens: messageOf('reservation.allergensInvalid') },
      });
    }
  });

  it('names every bad field in French', () => {
    const result = validateReservationInput(
      { date: '2026-02-30', time: '7pm', partySize: 2.5, name: ' ', email: 'maria@', phone: 'abc', language: 'es' },
      online,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        date: messageOf('reservation.dateInvalid'),
        time: messageOf('reservation.timeInvalid'),
        partySize: messageOf('reservation.partyInvalid'),
        name: messageOf('reservation.nameRequired'),
        email: messageOf('reservation.emailInvalid'),
        phone: messageOf('reservation.phoneInvalid'),
        language: messageOf('reservation.languageInvalid'),
      },
    });
  });

  it('requires e-mail and phone online, refuses large parties and ignores staff-only fields', () => {
    const result = validateReservationInput(
      { ...valid, email: '', phone: '', partySize: 9, source: 'walk_in', overCapacity: true },
      online,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        partySize: messageOf('reservation.partyTooLargeOnline', { max: 8 }),
        email: messageOf('reservation.emailRequired'),
        phone: messageOf('reservation.phoneRequired'),
      },
    });
    const ignored = validateReservationInput({ ...valid, source: 'walk_in', overCapacity: true }, online);
    expect(ignored).toMatchObject({ ok: true, values: { source: 'online', overCapacity: false } });
  });

  it('accepts the smallest and the largest party online, and the longest texts', () => {
    const longest = {
      ...valid,
      name: 'x'.repeat(120),
      // 254 characters in all.
      email: `${'a'.repeat(243)}@example.ch`,
      notes: 'x'.repeat(1000),
    };
    expect(validateReservationInput(longest, online)).toMatchObject({ ok: true });
    expect(validateReservationInput({ ...valid, partySize: 1 }, online)).toMatchObject({ ok: true });
    expect(validateReservationInput({ ...valid, partySize: 8 }, online)).toMatchObject({ ok: true });
  });

  it('accepts an address on a subdomain and refuses anything around an address', () => {
    expect(validateReservationInput({ ...valid, email: 'maria@mail.example.co.uk' }, online)).toMatchObject({
      ok: true,
    });
    for (const email of ['maria rossi@example.ch', 'maria@rossi@example.ch', 'maria@example.ch1']) {
      expect(validateReservationInput({ ...valid, email }, online)).toEqual({
        ok: false,
        errors: { email: messageOf('reservation.emailInvalid') },
      });
    }
  });

  it('refuses in an online booking a name that carries a link or an address; staff write what they like', () => {
    for (const name of ['Maria www.win.example', 'maria@example.ch', 'https://x.example', 'Gagnez sur promo.ch/go']) {
      expect(validateReservationInput({ ...valid, name }, online)).toEqual({
        ok: false,
        errors: { name: messageOf('reservation.nameNotALink') },
      });
      expect(validateReservationInput({ ...valid, name }, { staff: true, maxPartyOnline: 8 })).toMatchObject({
        ok: true,
      });
    }
    for (const name of ["Maria d'Andrea", 'Dr. Rossi', 'M. et Mme Keller-Dupont', 'J.-P. Müller']) {
      expect(validateReservationInput({ ...valid, name }, online)).toMatchObject({ ok: true });
    }
  });

  it('refuses an e-mail whose part before the @ holds ?, & , = or %, and keeps +', () => {
    for (const email of ['a?bcc=b@example.ch', 'a&b@example.ch', 'a=b@example.ch', 'a%b@example.ch']) {
      expect(validateReservationInput({ ...valid, email }, online)).toEqual({
        ok: false,
        errors: { email: messageOf('reservation.emailInvalid') },
      });
    }
    expect(validateReservationInput({ ...valid, email: 'maria+resto@example.ch' }, online)).toMatchObject({
      ok: true,
    });
  });

  it('accepts a phone of at least 6 digits and at most 30 characters, with nothing around it', () => {
    for (const phone of ['123 456', '+41 (0)22 123 45 67 / 89-01.23']) {
      expect(validateReservationInput({ ...valid, phone }, online)).toMatchObject({ ok: true, values: { phone } });
    }
    for (const phone of ['tel. 022 123 45 67', '022 123 45 67 (Maria)', '+41 (0)22 123 45 67 / 89-01.234']) {
      expect(validateReservationInput({ ...valid, phone }, online)).toEqual({
        ok: false,
        errors: { phone: messageOf('reservation.phoneInvalid') },
      });
    }
  });

  it('refuses a time with anything before or after HH:MM', () => {
    for (const time of ['119:00', '19:000']) {
      expect(validateReservationInput({ ...valid, time }, online)).toEqual({
        ok: false,
        errors: { time: messageOf('reservation.timeInvalid') },
      });
    }
  });

  it('refuses too short phones and too long texts', () => {
    const long = validateReservationInput(
      { ...valid, phone: '12 34', name: 'x'.repeat(121), notes: 'x'.repeat(1001), email: `${'a'.repeat(250)}@x.ch` },
      online,
    );
    expect(long).toEqual({
      ok: false,
      errors: {
        phone: messageOf('reservation.phoneInvalid'),
        name: messageOf('reservation.nameTooLong'),
        notes: messageOf('reservation.notesTooLong'),
        email: messageOf('reservation.emailTooLong'),
      },
    });
  });

  it('lets staff enter a walk-in without e-mail or phone, above the online maximum, over capacity', () => {
    const result = validateReservationInput(
      { date: '2026-11-30', time: '19:07', partySize: 12, name: 'Table 4', source: 'walk_in', overCapacity: true },
      staff,
    );
    expect(result).toMatchObject({
      ok: true,
      values: { partySize: 12, email: null, phone: null, notes: null, source: 'walk_in', overCapacity: true },
    });
    expect(validateReservationInput({ ...valid }, staff)).toMatchObject({
      ok: true,
      values: { source: 'phone', overCapacity: false },
    });
    expect(validateReservationInput({ ...valid, source: 'phone' }, staff)).toMatchObject({
      ok: true,
      values: { source: 'phone' },
    });
    expect(validateReservationInput({ ...valid, source: 'online', overCapacity: 'yes' }, staff)).toEqual({
      ok: false,
      errors: {
        source: messageOf('reservation.sourceInvalid'),
        overCapacity: messageOf('reservation.overCapacityInvalid'),
      },
    });
    expect(validateReservationInput({ ...valid, partySize: 201 }, staff)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.partyTooLargeStaff') },
    });
  });

  it('takes the tables staff choose, none for « sans table », and never a guest’s', () => {
    expect(validateReservationInput({ ...valid }, staff)).toMatchObject({ ok: true, values: { tables: null } });
    expect(validateReservationInput({ ...valid, tables: [] }, staff)).toMatchObject({
      ok: true,
      values: { tables: [] },
    });
    expect(validateReservationInput({ ...valid, tables: ['abc', 'abc'] }, staff)).toMatchObject({
      ok: true,
      values: { tables: ['abc'] },
    });
    expect(validateReservationInput({ ...valid, tables: 'abc' }, staff)).toEqual({
      ok: false,
      errors: { tables: messageOf('reservation.tablesInvalid') },
    });
    expect(validateReservationInput({ ...valid, tables: ['abc'] }, { ...staff, staff: false })).toMatchObject({
      ok: true,
      values: { tables: null },
    });
  });
});

describe('a booking of an evening (docs/product.md#evenings)', () => {
  const online = { staff: false, maxPartyOnline: 10 };
  const valid = {
    date: '2026-12-31',
    time: '19:00',
    partySize: 2,
    name: 'Maria Rossi',
    email: 'maria@example.ch',
    phone: '+41 22 123 45 67',
  };

  it('keeps the evening booked', () => {
    expect(validateReservationInput({ ...valid, eventId: 'k3x9evening' }, online)).toMatchObject({
      ok: true,
      values: { eventId: 'k3x9evening', partySize: 2 },
    });
    for (const eventId of [undefined, null]) {
      expect(validateReservationInput({ ...valid, eventId }, online)).toMatchObject({
        ok: true,
        values: { eventId: null },
      });
    }
  });

  it('says the evening is gone when it is not named by a document id', () => {
    for (const eventId of ['', 'K3X9', 'st-silvestre', 42, { id: 'k3x9' }, 'a'.repeat(65)]) {
      expect(validateReservationInput({ ...valid, eventId }, online)).toEqual({
        ok: false,
        errors: { eventId: messageOf('reservation.eveningGone') },
      });
    }
  });

  it('holds a party online to the evening’s own maximum, and says so', () => {
    expect(validateReservationInput({ ...valid, eventId: 'k3x9', partySize: 10 }, online)).toMatchObject({
      ok: true,
      values: { partySize: 10 },
    });
    expect(validateReservationInput({ ...valid, eventId: 'k3x9', partySize: 11 }, online)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.eveningPartyTooLarge', { max: 10 }) },
    });
    expect(validateReservationInput({ ...valid, partySize: 11 }, online)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.partyTooLargeOnline', { max: 10 }) },
    });
    expect(validateReservationInput({ ...valid, eventId: 'k3x9', partySize: 0 }, online)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.partyInvalid') },
    });
  });

  it('lets staff book an evening for more than its online maximum', () => {
    const staff = { staff: true, maxPartyOnline: 10 };
    expect(validateReservationInput({ ...valid, eventId: 'k3x9', partySize: 30 }, staff)).toMatchObject({
      ok: true,
      values: { eventId: 'k3x9', partySize: 30 },
    });
    expect(validateReservationInput({ ...valid, eventId: 'k3x9', partySize: 201 }, staff)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.partyTooLargeStaff') },
    });
  });
});

describe('a document id', () => {
  it('is 1 to 64 lowercase letters and digits, as Strapi makes them', () => {
    for (const id of ['k3x9', 'a', '2026', 'a'.repeat(64)]) expect(isDocumentId(id)).toBe(true);
    for (const id of ['', 'K3X9', 'k3-x9', ' k3x9', 'k3x9 ', 'a'.repeat(65), 42, null, undefined, ['k3x9']]) {
      expect(isDocumentId(id)).toBe(false);
    }
  });
});

describe('changes to a booking', () => {
  const staff = { staff: true, maxPartyOnline: 8 };
  const guest = { staff: false, maxPartyOnline: 8 };

  it('take status, time, party, message and override from staff', () => {
    expect(
      validateReservationChange(
        { status: 'confirmed', time: '20:00', partySize: 10, message: ' À bientôt ', overCapacity: true },
        staff,
      ),
    ).toEqual({
      ok: true,
      values: {
        status: 'confirmed',
        time: '20:00',
        partySize: 10,
        message: 'À bientôt',
        overCapacity: true,
        withoutTable: false,
      },
    });
  });

  it('take a time alone, or a party alone', () => {
    expect(validateReservationChange({ time: '20:00' }, staff)).toEqual({
      ok: true,
      values: { time: '20:00', overCapacity: false, withoutTable: false },
    });
    expect(validateReservationChange({ partySize: 3 }, guest)).toEqual({
      ok: true,
      values: { partySize: 3, overCapacity: false, withoutTable: false },
    });
  });

  it('keep the line breaks of a staff message up to its maximum length', () => {
    expect(validateReservationChange({ status: 'confirmed', message: 'Bonjour,\nà ce soir.' }, staff)).toMatchObject({
      ok: true,
      values: { message: 'Bonjour,\nà ce soir.' },
    });
    expect(validateReservationChange({ status: 'confirmed', message: 'x'.repeat(1000) }, staff)).toMatchObject({
      ok: true,
    });
    expect(validateReservationChange({ status: 'confirmed', message: 'x'.repeat(1001) }, staff)).toEqual({
      ok: false,
      errors: { message: messageOf('reservation.messageTooLong') },
    });
  });

  it('take only time and party from a guest, within the online maximum', () => {
    expect(
      validateReservationChange({ status: 'honoured', time: '20:00', message: 'Merci', overCapacity: true }, guest),
    ).toEqual({
      ok: true,
      values: { time: '20:00', overCapacity: false, withoutTable: false },
    });
    expect(validateReservationChange({ status: 'cancelled' }, guest)).toEqual({
      ok: false,
      errors: { status: messageOf('reservation.nothingToChange') },
    });
    expect(validateReservationChange({ partySize: 9 }, guest)).toEqual({
      ok: false,
      errors: { partySize: messageOf('reservation.partyTooLargeOnline', { max: 8 }) },
    });
  });

  it('refuse unknown statuses and bad values', () => {
    expect(
      validateReservationChange(
        { status: 'seated', time: '25:00', partySize: 0, message: 5, overCapacity: 'oui', withoutTable: 1 },
        staff,
      ),
    ).toEqual({
      ok: false,
      errors: {
        status: messageOf('reservation.statusInvalid'),
        time: messageOf('reservation.timeInvalid'),
        partySize: messageOf('reservation.partyInvalid'),
        message: messageOf('reservation.messageTooLong'),
        overCapacity: messageOf('reservation.overCapacityInvalid'),
        withoutTable: messageOf('reservation.withoutTableInvalid'),
      },
    });
    expect(validateReservationChange({ time: '20:00', withoutTable: true }, staff)).toMatchObject({
      ok: true,
      values: { withoutTable: true },
    });
    expect(validateReservationChange({ time: '20:00', withoutTable: true }, guest)).toMatchObject({
      ok: true,
      values: { withoutTable: false },
    });
    expect(validateReservationChange(null, staff)).toMatchObject({ ok: false });
    expect(validateReservationChange({ status: 'confirmed', message: '' }, staff)).toEqual({
      ok: true,
      values: { status: 'confirmed', overCapacity: false, withoutTable: false },
    });
  });

  it('take allergies from staff with the consent they were given, and only their withdrawal from a guest', () => {
    expect(validateReservationChange({ allergens: ['sesame'], allergyConsent: true }, staff)).toEqual({
      ok: true,
      values: { allergens: ['sesame'], overCapacity: false, withoutTable: false },
    });
    expect(validateReservationChange({ allergens: ['sesame'] }, staff)).toEqual({
      ok: false,
      errors: { allergyConsent: messageOf('reservation.allergyConsent') },
    });
    expect(validateReservationChange({ allergens: [] }, staff)).toMatchObject({ ok: true, values: { allergens: [] } });
    expect(validateReservationChange({ allergens: [] }, guest)).toMatchObject({ ok: true, values: { allergens: [] } });
    expect(validateReservationChange({ allergens: [], time: '20:00' }, guest)).toEqual({
      ok: false,
      errors: { allergens: messageOf('reservation.allergensInvalid') },
    });
    expect(validateReservationChange({ allergens: [], partySize: 3 }, guest)).toMatchObject({ ok: false });
    expect(validateReservationChange({ allergens: [], time: '20:00' }, staff)).toMatchObject({ ok: true });
    expect(validateReservationChange({ allergens: ['sesame'], allergyConsent: true }, guest)).toEqual({
      ok: false,
      errors: { allergens: messageOf('reservation.allergensInvalid') },
    });
    expect(validateReservationChange({ allergens: 'none' }, guest)).toEqual({
      ok: false,
      errors: { allergens: messageOf('reservation.allergensInvalid') },
    });
  });
});

describe('the availability query', () => {
  it('takes a real date and a whole party', () => {
    expect(validateAvailabilityQuery({ date: '2026-11-30', party: '4' })).toEqual({
      ok: true,
      values: { date: '2026-11-30', partySize: 4 },
    });
    expect(validateAvailabilityQuery({ date: '2026-13-01', party: '0' })).toEqual({
      ok: false,
      errors: { date: messageOf('reservation.dateInvalid'), partySize: messageOf('reservation.partyInvalid') },
    });
    expect(validateAvailabilityQuery({ date: '2026-11-30', party: '2.5' })).toMatchObject({ ok: false });
    expect(validateAvailabilityQuery({ date: '2026-11-30', party: '1' })).toMatchObject({
      ok: true,
      values: { partySize: 1 },
    });
    expect(validateAvailabilityQuery({ date: '2026-11-30', party: '120' })).toMatchObject({
      ok: true,
      values: { partySize: 120 },
    });
    expect(validateAvailabilityQuery({ date: '2026-11-30', party: '1200' })).toMatchObject({ ok: false });
    expect(validateAvailabilityQuery({ date: '2026-11-30' })).toMatchObject({ ok: false });
  });
});

describe('group requests', () => {
  const RULES = { now: MONDAY_MORNING, maxPartyOnline: 8 };
  const valid = {
    date: '2026-12-18',
    time: '19:30',
    guests: 24,
    occasion: " Repas d'entreprise ",
    budgetPerPerson: 80,
    privateRoom: true,
    name: 'Luca Bianchi',
    email: 'luca@example.ch',
    phone: '022 123 45 67',
    message: 'Menu de Noël pour notre équipe.',
  };

  it('refuse a name that carries a link, and an e-mail that would add recipients to a reply', () => {
    expect(validateGroupRequest({ ...valid, name: 'Luca www.promo.example' }, RULES)).toMatchObject({
      ok: false,
      errors: { name: messageOf('reservation.nameNotALink') },
    });
    expect(validateGroupRequest({ ...valid, email: 'luca?cc=x@example.ch' }, RULES)).toMatchObject({
      ok: false,
      errors: { email: messageOf('reservation.emailInvalid') },
    });
  });

  it('keep clean values', () => {
    expect(validateGroupRequest(valid, RULES)).toEqual({
      ok: true,
      values: { ...valid, occasion: "Repas d'entreprise", language: 'fr' },
    });
    expect(
      validateGroupRequest({ ...valid, occasion: '', budgetPerPerson: null, privateRoom: undefined }, RULES),
    ).toEqual({
      ok: true,
      values: { ...valid, occasion: null, budgetPerPerson: null, privateRoom: false, language: 'fr' },
    });
  });

  it('accept the bounds of each field, and no budget at all', () => {
    expect(validateGroupRequest({ ...valid, budgetPerPerson: undefined }, RULES)).toMatchObject({
      ok: true,
      values: { budgetPerPerson: null },
    });
    // 5000 characters, on two lines.
    const message = `Bonjour,\n${'x'.repeat(4991)}`;
    for (const bounds of [
      // The smallest group: one more than the online maximum.
      { guests: 9, budgetPerPerson: 0, occasion: 'x'.repeat(120), message },
      { guests: 500, budgetPerPerson: 10_000 },
    ]) {
      expect(validateGroupRequest({ ...valid, ...bounds }, RULES)).toMatchObject({ ok: true, values: bounds });
    }
    expect(validateGroupRequest({ ...valid, budgetPerPerson: 10_001 }, RULES)).toEqual({
      ok: false,
      errors: { budgetPerPerson: messageOf('reservation.budgetInvalid') },
    });
  });

  it('ask for a day from today to a year ahead, a time to come between 07:00 and 23:30, and more than the online maximum', () => {
    const at = (date: string, time: string) => validateGroupRequest({ ...valid, date, time }, RULES);
    expect(at('2026-11-29', '19:30')).toEqual({ ok: false, errors: { date: messageOf('reservation.pastDay') } });
    expect(at('2027-11-30', '19:30')).toMatchObject({ ok: true });
    expect(at('2027-12-01', '19:30')).toEqual({
      ok: false,
      errors: { date: messageOf('reservation.beyondHorizon', { days: 365 }) },
    });
    // 09:00 in Geneva on Monday 30 November 2026: earlier that morning has passed.
    for (const time of ['06:59', '23:31', '08:45', '09:00'])
      expect(at('2026-11-30', time)).toEqual({
        ok: false,
        errors: { time: messageOf('reservation.groupTimeInvalid') },
      });
    for (const time of ['07:00', '23:30']) expect(at('2026-12-01', time)).toMatchObject({ ok: true });
    expect(at('2026-11-30', '09:15')).toMatchObject({ ok: true });
    expect(validateGroupRequest({ ...valid, guests: 8 }, RULES)).toEqual({
      ok: false,
      errors: { guests: messageOf('reservation.groupTooSmall', { max: 8 }) },
    });
    expect(validateGroupRequest({ ...valid, guests: 9 }, RULES)).toMatchObject({ ok: true });
  });

  it('keep the language of the page they come from, French when none is said', () => {
    for (const language of ['fr', 'it', 'en', 'de'])
      expect(validateGroupRequest({ ...valid, language }, RULES)).toMatchObject({ ok: true, values: { language } });
    expect(validateGroupRequest(valid, RULES)).toMatchObject({ ok: true, values: { language: 'fr' } });
  });

  it('name every bad field', () => {
    expect(
      validateGroupRequest(
        {
          date: 'demain',
          time: '',
          guests: 0,
          occasion: 'x'.repeat(121),
          budgetPerPerson: -5,
          privateRoom: 'oui',
          name: '',
          email: '',
          phone: '',
          message: ' ',
          language: 'es',
        },
        RULES,
      ),
    ).toEqual({
      ok: false,
      errors: {
        date: messageOf('reservation.dateInvalid'),
        time: messageOf('reservation.timeInvalid'),
        guests: messageOf('reservation.guestsInvalid'),
        occasion: messageOf('reservation.occasionTooLong'),
        budgetPerPerson: messageOf('reservation.budgetInvalid'),
        privateRoom: messageOf('reservation.privateRoomInvalid'),
        name: messageOf('reservation.nameRequired'),
        email: messageOf('reservation.emailRequired'),
        phone: messageOf('reservation.phoneRequired'),
        message: messageOf('reservation.groupMessageRequired'),
        language: messageOf('reservation.languageInvalid'),
      },
    });
    expect(validateGroupRequest({ ...valid, guests: 501, message: 'x'.repeat(5001) }, RULES)).toEqual({
      ok: false,
      errors: { guests: messageOf('reservation.guestsInvalid'), message: messageOf('reservation.groupMessageTooLong') },
    });
  });
});
