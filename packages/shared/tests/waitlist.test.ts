import { describe, expect, it } from 'vitest';
import {
  WAITLIST_OPEN_STATUSES,
  WAITLIST_RULES,
  WAITLIST_STATUSES,
  WAITLIST_STATUS_LABELS,
  messageOf,
  offerStillPossible,
  reservationInstant,
  validateWaitlistInput,
  waitlistOfferPath,
} from '../src';

const party = {
  date: '2026-12-07',
  time: '19:30',
  partySize: 2,
  name: ' Giulia Bernasconi ',
  email: 'Giulia@Example.ch',
  phone: '+41 79 123 45 67',
};

describe('a party on the waiting list (docs/product.md#waiting-list)', () => {
  it('is checked as an online booking is, its language kept', () => {
    expect(validateWaitlistInput({ ...party, language: 'it', website: '' }, { maxPartyOnline: 8 })).toEqual({
      ok: true,
      values: {
        date: '2026-12-07',
        time: '19:30',
        partySize: 2,
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        phone: '+41 79 123 45 67',
        language: 'it',
      },
    });
    expect(validateWaitlistInput(party, { maxPartyOnline: 8 })).toMatchObject({ ok: true, values: { language: 'fr' } });
  });

  it('needs an e-mail and a phone, and a party the site takes online', () => {
    expect(validateWaitlistInput({ ...party, email: '', phone: '', partySize: 9 }, { maxPartyOnline: 8 })).toEqual({
      ok: false,
      errors: {
        email: messageOf('reservation.emailRequired'),
        phone: messageOf('reservation.phoneRequired'),
        partySize: messageOf('reservation.partyTooLargeOnline', { max: 8 }),
      },
    });
    // Notes and allergies are a booking's: the list takes neither.
    expect(
      validateWaitlistInput({ ...party, notes: 'x'.repeat(5000), allergens: ['x'] } as never, { maxPartyOnline: 8 }),
    ).toMatchObject({ ok: true });
  });

  it('is offered a place only until half an hour before its time', () => {
    const time = reservationInstant('2026-12-07', '19:30').getTime();
    const before = (minutes: number) => new Date(time - minutes * 60_000);
    expect(WAITLIST_RULES).toEqual({ offerMinutes: 30, lastOfferMinutesBefore: 30, offerMailMinutes: 10 });
    expect(offerStillPossible('2026-12-07', '19:30', before(31))).toBe(true);
    expect(offerStillPossible('2026-12-07', '19:30', before(30))).toBe(false);
    expect(offerStillPossible('2026-12-07', '19:30', before(-5))).toBe(false);
  });

  it('has its offer’s link under /reservation/offre/, its parts encoded', () => {
    expect(waitlistOfferPath('abc123', 'to/ken+')).toBe('/reservation/offre/abc123/to%2Fken%2B');
  });

  it('names each status for staff, the open ones waiting or offered', () => {
    expect(WAITLIST_STATUSES.map((status) => WAITLIST_STATUS_LABELS[status])).toEqual([
      'En attente',
      'Table proposée',
      'Réservée',
      'Expirée',
      'Retirée',
    ]);
    expect(WAITLIST_OPEN_STATUSES).toEqual(['waiting', 'offered']);
  });
});
