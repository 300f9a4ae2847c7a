import { describe, expect, it } from 'vitest';
import {
  BOOKING_FORM_INTENTS,
  bookingFormValues,
  bookingInputFromForm,
  formList,
  formText,
  groupFormText,
  groupRequestFromText,
  offerClosedMessage,
  offerHeldUntil,
  offerLinkParts,
  offerOpen,
  validateGroupRequest,
  validateReservationInput,
  validateWaitlistInput,
  waitlistInputFromForm,
  waitlistOfferPath,
} from '../src';

/** A booking as the page's form posts it: every value text. */
const POSTED = {
  intent: 'book',
  partySize: '4',
  date: '2026-12-03',
  time: '19:30',
  name: 'Giulia Bernasconi',
  email: 'giulia@example.ch',
  phone: '+41 22 555 01 02',
  notes: 'Allergie aux noix',
  website: '',
  formToken: '1.abc',
};

describe('the booking form posted without JavaScript', () => {
  it('names its four submit intents', () => {
    expect(BOOKING_FORM_INTENTS).toEqual(['times', 'book', 'wait', 'group']);
  });

  it('reads one text value per field, and anything else as empty', () => {
    expect(formText({ name: 'Luca' }, 'name')).toBe('Luca');
    expect(formText({ name: ['Luca', 'Marco'] }, 'name')).toBe('');
    expect(formText({ name: { first: 'Luca' } }, 'name')).toBe('');
    expect(formText({}, 'name')).toBe('');
  });

  it('reads a posted booking as the API takes it, the party as a number, and it passes the same checks', () => {
    const input = bookingInputFromForm(POSTED);
    expect(input).toEqual({
      date: '2026-12-03',
      time: '19:30',
      partySize: 4,
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      phone: '+41 22 555 01 02',
      notes: 'Allergie aux noix',
      allergens: [],
      allergyConsent: false,
      website: '',
    });
    expect(validateReservationInput(input, { staff: false, maxPartyOnline: 8 }).ok).toBe(true);
  });

  it('reads the allergy boxes, one ticked as a text, several as a list, and the consent only as `on`', () => {
    const one = bookingInputFromForm({ ...POSTED, allergens: 'gluten', allergyConsent: 'on' });
    expect(one).toMatchObject({ allergens: ['gluten'], allergyConsent: true });
    expect(validateReservationInput(one, { staff: false, maxPartyOnline: 8 })).toMatchObject({
      ok: true,
      values: { allergens: ['gluten'] },
    });
    const two = bookingInputFromForm({ ...POSTED, allergens: ['lait', 'gluten'], allergyConsent: 'yes' });
    expect(two).toMatchObject({ allergens: ['lait', 'gluten'], allergyConsent: false });
    expect(validateReservationInput(two, { staff: false, maxPartyOnline: 8 }).ok).toBe(false);
    expect(bookingInputFromForm({ ...POSTED, allergens: [['gluten']] }).allergens).toEqual([]);
    expect(formList({ allergens: { 0: 'gluten' } }, 'allergens')).toEqual([]);
  });

  it('keeps a party that is no number as it came, so the shared checks refuse it', () => {
    for (const partySize of ['quatre', '4.5', '-4', '1000', '']) {
      const input = bookingInputFromForm({ ...POSTED, partySize });
      expect(input.partySize).toBe(partySize);
      const checked = validateReservationInput(input, { staff: false, maxPartyOnline: 8 });
      expect(checked.ok).toBe(false);
    }
    expect(bookingInputFromForm({ ...POSTED, partySize: '012' }).partySize).toBe(12);
  });

  it('keeps what the guest typed, to show it again', () => {
    expect(bookingFormValues(POSTED)).toEqual({
      time: '19:30',
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      phone: '+41 22 555 01 02',
      notes: 'Allergie aux noix',
      allergens: [],
      allergyConsent: false,
      waitTime: '',
    });
    expect(bookingFormValues({ allergens: ['sesame'], allergyConsent: 'on', waitTime: '20:00' })).toEqual({
      time: '',
      name: '',
      email: '',
      phone: '',
      notes: '',
      allergens: ['sesame'],
      allergyConsent: true,
      waitTime: '20:00',
    });
  });

  it('reads `intent=wait` as the waiting list takes it: the full time chosen, not the free one', () => {
    const posted = { ...POSTED, intent: 'wait', time: '19:00', waitTime: '20:00', allergens: 'lait' };
    const input = waitlistInputFromForm(posted);
    expect(input).toEqual({
      date: '2026-12-03',
      time: '20:00',
      partySize: 4,
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      phone: '+41 22 555 01 02',
      website: '',
    });
    expect(validateWaitlistInput(input, { maxPartyOnline: 8 }).ok).toBe(true);
    // No full time chosen: the time is what the checks refuse.
    const none = validateWaitlistInput(waitlistInputFromForm({ ...posted, waitTime: '' }), { maxPartyOnline: 8 });
    expect(none.ok ? [] : Object.keys(none.errors)).toEqual(['time']);
    expect(waitlistInputFromForm({ ...posted, partySize: 'quatre' }).partySize).toBe('quatre');
  });
});

describe('an offer of the waiting list, as its page reads it', () => {
  const NOW = new Date('2026-12-03T17:00:00Z');
  const offer = (
    status: 'waiting' | 'offered' | 'booked' | 'expired' | 'withdrawn',
    offerExpiresAt: string | null,
  ) => ({
    status,
    offerExpiresAt,
  });

  it('finds the id and token in the link, and nothing in any other address', () => {
    expect(offerLinkParts(waitlistOfferPath('k2v8f0a9c3', 'AbC_d-9'))).toEqual({ id: 'k2v8f0a9c3', token: 'AbC_d-9' });
    expect(offerLinkParts('/reservation/offre/k2v8f0a9c3/AbC_d-9/')).toEqual({ id: 'k2v8f0a9c3', token: 'AbC_d-9' });
    for (const other of [
      '/reservation/offre/k2v8f0a9c3',
      '/reservation/offre/K2V8/token',
      '/reservation/offre/k2v8/tok.en',
      '/reservation/offre/k2v8/token/more',
      '/reservation/KQ7M-3XPA/token',
      '/en/reservation/offre/k2v8/token',
    ]) {
      expect(offerLinkParts(other)).toBeNull();
    }
  });

  it('may be taken while offered and held, else says why not: run out, or gone', () => {
    expect(offerOpen(offer('offered', '2026-12-03T17:30:00.000Z'), NOW)).toBe(true);
    expect(offerClosedMessage(offer('offered', '2026-12-03T17:30:00.000Z'), NOW)).toBeNull();
    // Held until 18:00 in Geneva: the page says so on Geneva's clock, winter or summer.
    expect(offerHeldUntil(offer('offered', '2026-12-03T17:00:00.000Z'))).toBe('18:00');
    expect(offerHeldUntil(offer('offered', '2026-07-03T17:05:00.000Z'))).toBe('19:05');
    expect(offerHeldUntil(offer('booked', null))).toBeNull();
    // Its hold ended before the waiting list's job marked it: run out all the same.
    expect(offerOpen(offer('offered', '2026-12-03T17:00:00.000Z'), NOW)).toBe(false);
    expect(offerClosedMessage(offer('offered', '2026-12-03T17:00:00.000Z'), NOW)?.code).toBe(
      'reservation.offerExpired',
    );
    expect(offerClosedMessage(offer('expired', null), NOW)?.code).toBe('reservation.offerExpired');
    for (const status of ['waiting', 'booked', 'withdrawn'] as const) {
      expect(offerClosedMessage(offer(status, null), NOW)?.code).toBe('reservation.offerGone');
    }
  });
});

describe('the group request as its form holds it', () => {
  const typed = {
    date: '2026-12-18',
    time: '19:30',
    guests: ' 14 ',
    occasion: 'Anniversaire',
    budgetPerPerson: '60',
    name: 'Famille Rossi',
    email: 'rossi@example.ch',
    phone: '+41 22 555 03 04',
    message: 'Un gâteau au dessert.',
  };

  it('reads the posted fields, the private room ticked only by `on`', () => {
    expect(groupFormText({ ...typed, privateRoom: 'on' })).toEqual({ ...typed, privateRoom: true });
    expect(groupFormText({ ...typed, privateRoom: 'true' }).privateRoom).toBe(false);
    expect(groupFormText({}).guests).toBe('');
  });

  it('sends numbers typed as numbers, an empty budget as none, other text as it is, and the page’s language', () => {
    const request = groupRequestFromText({ ...typed, privateRoom: true }, 'it');
    expect(request).toMatchObject({
      guests: 14,
      budgetPerPerson: 60,
      privateRoom: true,
      occasion: 'Anniversaire',
      language: 'it',
    });
    const checked = validateGroupRequest(request, { now: new Date('2026-11-30T08:00:00Z'), maxPartyOnline: 8 });
    expect(checked.ok && checked.values.language).toBe('it');
    expect(
      groupRequestFromText({ ...typed, budgetPerPerson: '  ', privateRoom: false }, 'fr').budgetPerPerson,
    ).toBeNull();
    expect(groupRequestFromText({ ...typed, guests: 'beaucoup', privateRoom: false }, 'fr').guests).toBe('beaucoup');
    expect(groupRequestFromText({ ...typed, guests: '   ', privateRoom: false }, 'fr').guests).toBeUndefined();
    expect(
      groupRequestFromText({ ...typed, budgetPerPerson: '60 CHF', privateRoom: false }, 'fr').budgetPerPerson,
    ).toBe('60 CHF');
  });
});
