import { describe, expect, it } from 'vitest';
import {
  BOOKING_FORM_INTENTS,
  bookingFormValues,
  bookingInputFromForm,
  formText,
  groupFormText,
  groupRequestFromText,
  validateGroupRequest,
  validateReservationInput,
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
  it('names its three submit intents', () => {
    expect(BOOKING_FORM_INTENTS).toEqual(['times', 'book', 'group']);
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
      website: '',
    });
    expect(validateReservationInput(input, { staff: false, maxPartyOnline: 8 }).ok).toBe(true);
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
    });
    expect(bookingFormValues({})).toEqual({ time: '', name: '', email: '', phone: '', notes: '' });
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

  it('sends numbers typed as numbers, an empty budget as none, and other text as it is', () => {
    const request = groupRequestFromText({ ...typed, privateRoom: true });
    expect(request).toMatchObject({ guests: 14, budgetPerPerson: 60, privateRoom: true, occasion: 'Anniversaire' });
    expect(validateGroupRequest(request, { now: new Date('2026-11-30T08:00:00Z'), maxPartyOnline: 8 }).ok).toBe(true);
    expect(groupRequestFromText({ ...typed, budgetPerPerson: '  ', privateRoom: false }).budgetPerPerson).toBeNull();
    expect(groupRequestFromText({ ...typed, guests: 'beaucoup', privateRoom: false }).guests).toBe('beaucoup');
    expect(groupRequestFromText({ ...typed, guests: '   ', privateRoom: false }).guests).toBeUndefined();
    expect(groupRequestFromText({ ...typed, budgetPerPerson: '60 CHF', privateRoom: false }).budgetPerPerson).toBe(
      '60 CHF',
    );
  });
});
