import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_KEYS, messageOf, groupFormText, type BookingFormAnswer } from '@ticino/shared';
import { RESTAURANT } from '../../../test/handlers/public-api';
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

const TIMES: Extract<BookingFormAnswer, { step: 'times' }> = {
  step: 'times',
  partySize: 3,
  date: '2026-11-30',
  slots: [
    { time: '11:30', available: true },
    { time: '11:45', available: false },
    { time: '12:00', available: true },
  ],
  notice: null,
  values: {
    time: '12:00',
    name: 'Luca Fontana',
    email: 'pas-un-email',
    phone: '+41 79 765 43 21',
    notes: '',
    allergens: [],
    allergyConsent: false,
    waitTime: '',
  },
  errors: { email: messageOf('reservation.emailInvalid') },
  failure: messageOf('reservation.invalid'),
  formToken: '1795709917884.signature',
};

const NOTHING_TYPED = {
  time: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  allergens: [],
  allergyConsent: false,
  waitTime: '',
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

  it('posts the allergy boxes and the consent as plain fields, none ticked at first', () => {
    const page = serverPage(TIMES);
    const boxes = [...page.querySelectorAll<HTMLInputElement>('fieldset#booking-allergens input')];
    expect(boxes.map((box) => [box.type, box.name, box.value, box.checked])).toEqual(
      ALLERGEN_KEYS.map((key) => ['checkbox', 'allergens', key, false]),
    );
    expect(page.querySelector('#booking-allergens legend')!.textContent).toBe('Allergies ou intolérances (facultatif)');
    expect(boxes[0].closest('label')!.textContent).toBe('Céréales contenant du gluten');
    const consent = field(page, 'allergyConsent')!;
    expect([consent.type, consent.value, consent.checked]).toEqual(['checkbox', 'on', false]);
    expect(consent.closest('form')!.querySelector('button[value="book"]')).not.toBeNull();
  });

  it('answers a refused post with the allergies ticked again and the missing consent as its error', () => {
    const page = serverPage({
      ...TIMES,
      values: { ...TIMES.values, email: 'luca@example.ch', allergens: ['lait', 'sesame'], allergyConsent: false },
      errors: { allergyConsent: messageOf('reservation.allergyConsent') },
    });
    const ticked = [...page.querySelectorAll<HTMLInputElement>('input[name="allergens"]')]
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(ticked).toEqual(['lait', 'sesame']);
    const consent = field(page, 'allergyConsent')!;
    expect(consent.checked).toBe(false);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    const error = page.getElementById(consent.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe("Cochez l'accord pour que nous gardions vos allergies.");
    expect(page.querySelector('.error-summary a')!.getAttribute('href')).toBe('#booking-allergyConsent');
  });

  it('keeps the consent ticked, and links an error of the boxes to their group', () => {
    const page = serverPage({
      ...TIMES,
      values: { ...TIMES.values, allergens: ['gluten', 'inconnu'], allergyConsent: true },
      errors: { allergens: messageOf('reservation.allergensInvalid') },
    });
    expect(field(page, 'allergyConsent')!.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('input[name="allergens"][value="gluten"]')!.checked).toBe(true);
    const group = page.getElementById('booking-allergens')!;
    expect(page.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Choisissez les allergies dans la liste.',
    );
    expect(page.querySelector('.error-summary a')!.getAttribute('href')).toBe('#booking-allergens');
  });

  it('offers no details to fill when the day has no free time, and says why', () => {
    const page = serverPage({
      ...TIMES,
      slots: [{ time: '19:00', available: false }],
      notice: messageOf('reservation.paused'),
      values: { ...NOTHING_TYPED },
      errors: {},
      failure: null,
    });
    expect(page.querySelector('[role="status"]')!.textContent).toContain('Complet ce soir');
    expect(field(page, 'name')).toBeNull();
    expect(page.querySelector('button[value="book"]')).toBeNull();
    // Not full: closed to online bookings, which the waiting list does not open either.
    expect(field(page, 'waitTime')).toBeNull();
    expect(page.querySelector('button[value="wait"]')).toBeNull();
  });

  it('offers the waiting list under the times, for a full time, asking who waits, posted as `intent=wait`', () => {
    const page = serverPage({ ...TIMES, values: { ...NOTHING_TYPED }, errors: {}, failure: null });
    const group = page.querySelector('fieldset.booking__waitlist')!;
    expect(group.querySelector('legend')!.textContent).toBe('Liste d’attente');
    expect(group.textContent).toContain(
      'Complet à l’heure voulue\u00a0? Inscrivez-vous sur la liste d’attente\u00a0: nous vous écrivons si une table se libère.',
    );
    // Below the times, and before who comes.
    const times = page.getElementById('booking-time')!;
    expect(times.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(group.compareDocumentPosition(field(page, 'name')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const select = page.querySelector<HTMLSelectElement>('select[name="waitTime"]')!;
    expect(page.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Heure souhaitée');
    expect(select.getAttribute('aria-describedby')).toBe('booking-waitlist-intro');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Choisir une heure'],
      ['11:45', '11:45'],
    ]);
    // The day still has free times: both buttons, the booking's first.
    const buttons = [...page.querySelectorAll<HTMLButtonElement>('button[name="intent"]')].map((button) => [
      button.value,
      button.textContent,
    ]);
    expect(buttons.slice(-2)).toEqual([
      ['book', 'Réserver pour 3 personnes'],
      ['wait', 'M’inscrire sur la liste d’attente'],
    ]);
  });

  it('asks only name, e-mail and phone of a party that can only wait, the day being full', () => {
    const page = serverPage({
      ...TIMES,
      slots: TIMES.slots.map((slot) => ({ ...slot, available: false })),
      notice: messageOf('reservation.full'),
      values: { ...NOTHING_TYPED },
      errors: {},
      failure: null,
    });
    const select = page.querySelector<HTMLSelectElement>('select[name="waitTime"]')!;
    expect([...select.options].map((option) => option.value)).toEqual(['', '11:30', '11:45', '12:00']);
    expect(['name', 'email', 'phone'].map((name) => field(page, name)?.getAttribute('name'))).toEqual([
      'name',
      'email',
      'phone',
    ]);
    expect(field(page, 'notes')).toBeNull();
    expect(field(page, 'allergyConsent')).toBeNull();
    expect(field(page, 'website')).not.toBeNull();
    expect(page.querySelector('button[value="book"]')).toBeNull();
    expect(page.querySelector('button[value="wait"]')!.className).toBe('button button--primary');
  });

  it('answers a refused wait with the full time chosen again and its error on the waiting list’s field', () => {
    const page = serverPage({
      ...TIMES,
      values: { ...NOTHING_TYPED, name: 'Luca Fontana', waitTime: '11:45' },
      waiting: true,
      errors: { time: messageOf('reservation.timeNotOffered'), email: messageOf('reservation.emailRequired') },
      failure: messageOf('reservation.invalid'),
    });
    const select = page.querySelector<HTMLSelectElement>('select[name="waitTime"]')!;
    expect(select.value).toBe('11:45');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('booking-waitlist-intro booking-waitTime-error');
    expect(page.getElementById('booking-waitTime-error')!.textContent).toBe(
      'Cet horaire n’est pas proposé : choisissez l’un des horaires libres.',
    );
    expect([...page.querySelectorAll('.error-summary a')].map((link) => link.getAttribute('href'))).toEqual([
      '#booking-waitTime',
      '#booking-email',
    ]);
    expect(page.querySelector('input[name="time"][aria-invalid="true"]')).toBeNull();
    expect(field(page, 'name')!.value).toBe('Luca Fontana');
  });

  it('answers a party put on the waiting list with what it waits for and the message', () => {
    const page = serverPage({
      step: 'waiting',
      date: '2026-11-30',
      time: '11:45',
      partySize: 3,
      message: messageOf('reservation.waitlistJoined', { time: '11:45' }),
    });
    expect(page.querySelector('h2')!.textContent).toBe('Vous êtes sur la liste d’attente');
    expect(page.querySelector('.booking-done__summary')!.textContent).toBe(
      'lundi 30 novembre 2026 à 11:45, 3 personnes',
    );
    expect(page.querySelector('[role="status"]')!.textContent).toBe(
      'Vous êtes sur la liste d’attente pour 11:45 : nous vous écrivons dès qu’une table se libère.',
    );
    expect(page.querySelector('form')).toBeNull();
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
        deposit: null,
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
