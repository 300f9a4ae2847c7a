import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { messageOf, groupFormText, type BookingFormAnswer } from '@ticino/shared';
import { RESTAURANT } from '../../test/handlers/public-api';
import { BookingForm } from './BookingForm';

/**
 * The booking form as the server renders it (docs/product.md#booking-without-javascript): the page everyone gets, and
 * the pages that answer the form posted without JavaScript, which no app takes over.
 */
function serverPage(answer?: BookingFormAnswer, path = '/reserver'): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <BookingForm hours={RESTAURANT} answer={answer} />
      </SWRConfig>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

const TIMES: BookingFormAnswer = {
  step: 'times',
  partySize: 3,
  date: '2026-11-30',
  slots: [
    { time: '11:30', available: true },
    { time: '11:45', available: false },
    { time: '12:00', available: true },
  ],
  notice: null,
  values: { time: '12:00', name: 'Luca Fontana', email: 'pas-un-email', phone: '+41 79 765 43 21', notes: '' },
  errors: { email: messageOf('reservation.emailInvalid') },
  failure: messageOf('reservation.invalid'),
  formToken: '1795709917884.signature',
};

const field = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('the booking form as the server renders it', () => {
  it('posts to its own page, with the date field and « Voir les horaires libres » for browsers without scripts', () => {
    const page = serverPage();
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/reserver');
    // In <noscript>: shown only where scripts do not run (as in this parser).
    const noscript = page.querySelector('noscript')!;
    expect(noscript.querySelector('input[type="date"]')!.getAttribute('name')).toBe('date');
    const times = noscript.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect([times.name, times.value, times.textContent]).toEqual(['intent', 'times', 'Voir les horaires libres']);
  });

  it('posts the booking and the group request to the booking page of its own language', () => {
    const page = serverPage(undefined, '/de/reservieren');
    expect(page.querySelector('form')!.getAttribute('action')).toBe('/de/reservieren');
    const group = serverPage(
      { step: 'group', values: groupFormText({}), errors: {}, failure: null, formToken: 't' },
      '/it/prenota',
    );
    expect(group.querySelector('form.booking--group')!.getAttribute('action')).toBe('/it/prenota');
  });

  it('answers the times step with the free times, what was typed, each error and the form token', () => {
    const page = serverPage(TIMES);
    expect(field(page, 'partySize')!.value).toBe('3');
    expect(field(page, 'date')!.value).toBe('2026-11-30');
    const times = [...page.querySelectorAll<HTMLInputElement>('input[name="time"]')];
    expect(times.map((time) => [time.value, time.disabled, time.checked])).toEqual([
      ['11:30', false, false],
      ['11:45', true, false],
      ['12:00', false, true],
    ]);
    expect(field(page, 'name')!.value).toBe('Luca Fontana');
    expect(field(page, 'email')!.getAttribute('aria-invalid')).toBe('true');
    expect(page.body.textContent).toContain("Format d'email invalide.");
    // Without JavaScript too, the page opens on what to fix, each a link to its field.
    expect(page.querySelector('.error-summary a')!.getAttribute('href')).toBe('#booking-email');
    expect(page.getElementById('booking-email')!.getAttribute('name')).toBe('email');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe('Veuillez corriger les champs du formulaire.');
    expect(field(page, 'formToken')!.value).toBe('1795709917884.signature');
    const book = page.querySelector<HTMLButtonElement>('button[value="book"]')!;
    expect(book.name).toBe('intent');
    expect(book.textContent).toBe('Réserver pour 3 personnes à 12:00');
    expect(page.querySelector('noscript')).toBeNull();
  });

  it('offers no details to fill when the day has no free time, and says why', () => {
    const page = serverPage({
      ...TIMES,
      slots: [{ time: '19:00', available: false }],
      notice: messageOf('reservation.paused'),
      values: { time: '', name: '', email: '', phone: '', notes: '' },
      errors: {},
      failure: null,
    });
    expect(page.querySelector('[role="status"]')!.textContent).toContain('Complet ce soir');
    expect(field(page, 'name')).toBeNull();
    expect(page.querySelector('button[value="book"]')).toBeNull();
  });

  it('answers a refused date with the first step again and why', () => {
    const page = serverPage({
      step: 'date',
      partySize: 2,
      date: '31.12.2030',
      errors: { date: messageOf('reservation.dateInvalid') },
      failure: messageOf('reservation.queryInvalid'),
    });
    expect(field(page, 'date')!.getAttribute('aria-invalid')).toBe('true');
    expect(field(page, 'date')!.getAttribute('value')).toBe('');
    expect(page.body.textContent).toContain('Choisissez une date valide.');
    expect(page.querySelector('[role="alert"]')!.textContent).toContain('Indiquez la date');
  });

  it('answers a booking with « Réservation confirmée » and the manage link', () => {
    const manageUrl = 'https://www.trattoria.example/reservation/KQ7M-3XPA/jeton';
    const page = serverPage({
      step: 'done',
      booking: {
        reference: 'KQ7M-3XPA',
        status: 'confirmed',
        date: '2026-12-05',
        time: '19:30',
        partySize: 4,
        manageUrl,
        calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      },
      message: messageOf('reservation.confirmed'),
    });
    expect(page.querySelector('h2')!.textContent).toBe('Réservation confirmée');
    expect(page.querySelector('.booking-done__summary')!.textContent).toBe(
      'samedi 5 décembre 2026 à 19:30, 4 personnes',
    );
    const calendar = [...page.querySelectorAll('a')].find((link) => link.hasAttribute('download'))!;
    expect(calendar.textContent).toBe('Ajouter à mon agenda (.ics)');
    expect(calendar.getAttribute('download')).toBe('reservation-KQ7M-3XPA.ics');
    expect(calendar.getAttribute('href')).toBe(
      'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0AEND%3AVCALENDAR',
    );
    expect(page.querySelector('a[href^="https:"]')!.getAttribute('href')).toBe(manageUrl);
    expect(page.querySelector('form')).toBeNull();
  });

  it('answers a group with its request form, posted as `intent=group` with its token', () => {
    const page = serverPage({
      step: 'group',
      values: {
        date: '2026-12-18',
        time: '19:30',
        guests: 'beaucoup',
        occasion: '',
        budgetPerPerson: '',
        name: 'Famille Rossi',
        email: 'rossi@example.ch',
        phone: '+41 22 555 03 04',
        message: 'Un gâteau.',
        privateRoom: true,
      },
      errors: { guests: messageOf('reservation.guestsInvalid') },
      failure: messageOf('reservation.invalid'),
      formToken: '1.group',
    });
    expect(field(page, 'partySize')!.value).toBe('group');
    const groupForm = page.querySelectorAll('form')[1];
    expect(groupForm.getAttribute('action')).toBe('/reserver');
    // As typed, though a browser shows a number field's text only when it is a number.
    expect(groupForm.querySelector('[name="guests"]')!.getAttribute('value')).toBe('beaucoup');
    expect(groupForm.querySelector<HTMLInputElement>('[name="privateRoom"]')!.checked).toBe(true);
    expect(groupForm.querySelector<HTMLInputElement>('[name="formToken"]')!.value).toBe('1.group');
    expect(groupForm.querySelector('button[name="intent"]')!.getAttribute('value')).toBe('group');
    expect(groupForm.textContent).toContain('Indiquez le nombre d’invités');
  });

  it('answers a group request sent with « Demande envoyée »', () => {
    const page = serverPage({ step: 'group-sent', message: messageOf('reservation.groupSent') });
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain('Demande envoyée');
    expect(page.body.textContent).toContain('Demande de groupe envoyée');
  });
});
