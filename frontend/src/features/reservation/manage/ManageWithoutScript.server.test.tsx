import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messageOf, type ManageFormAnswer } from '@ticino/shared';
import { ManageWithoutScript } from './ManageWithoutScript';

/**
 * A guest's manage page as the server renders it (docs/product.md#booking-without-javascript): the booking, and forms
 * posted to the page's own address, which no app takes over.
 */
const ACTION = '/reservation/TT-7KQ2/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const ANSWER: ManageFormAnswer = {
  booking: {
    reference: 'TT-7KQ2',
    status: 'confirmed',
    date: '2026-11-30',
    time: '19:00',
    partySize: 2,
    name: 'Giulia Bernasconi',
    email: 'giulia@example.ch',
    phone: '+41 79 123 45 67',
    notes: 'Allergie aux noix',
    language: 'fr',
    changeable: true,
    allergens: [],
    eventId: null,
    evening: null,
    deposit: null,
  },
  times: ['18:45', '19:00', '19:30'],
  maxPartyOnline: 8,
  formToken: '1795709917884.signature',
  confirmingCancel: false,
  message: null,
  failure: null,
};

function serverPage(answer: ManageFormAnswer): Document {
  const html = renderToString(
    <ManageWithoutScript answer={answer} action={ACTION} phone={<a href="tel:+41225550101">+41 22 555 01 01</a>} />,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

const forms = (page: Document) => [...page.querySelectorAll('form')];
const submits = (page: Document) =>
  [...page.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].map((button) => [
    button.name,
    button.value,
    button.textContent,
  ]);

describe('the manage page as the server renders it', () => {
  it('shows the booking, and the change and cancel forms posting to the page with its token', () => {
    const page = serverPage(ANSWER);
    const facts = page.querySelector('.booking-manage__facts')!.textContent;
    for (const fact of ['TT-7KQ2', 'Confirmée', '19:00', 'Giulia Bernasconi', 'Allergie aux noix']) {
      expect(facts).toContain(fact);
    }
    expect(forms(page).map((form) => [form.method, form.getAttribute('action')])).toEqual([
      ['post', ACTION],
      ['post', ACTION],
    ]);
    for (const form of forms(page)) {
      expect(form.querySelector<HTMLInputElement>('[name="formToken"]')!.value).toBe('1795709917884.signature');
    }
    const party = page.querySelector<HTMLSelectElement>('select[name="partySize"]')!;
    expect(party.options).toHaveLength(8);
    expect(party.value).toBe('2');
    const time = page.querySelector<HTMLSelectElement>('select[name="time"]')!;
    expect([...time.options].map((option) => option.value)).toEqual(['18:45', '19:00', '19:30']);
    expect(time.value).toBe('19:00');
    expect(submits(page)).toEqual([
      ['intent', 'change', 'Enregistrer la modification'],
      ['intent', 'cancel-ask', 'Annuler la réservation'],
    ]);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('lists the allergies and posts their withdrawal with the token, whatever the status', () => {
    const page = serverPage({
      ...ANSWER,
      booking: { ...ANSWER.booking, status: 'cancelled', changeable: false, allergens: ['crustaces', 'sulfites'] },
    });
    const facts = [...page.querySelectorAll('.booking-manage__facts dt')].map((term) => [
      term.textContent,
      term.nextElementSibling!.textContent,
    ]);
    expect(facts).toContainEqual(['Allergies', 'Crustacés, Sulfites']);
    expect(forms(page).map((form) => [form.method, form.getAttribute('action')])).toEqual([['post', ACTION]]);
    expect(forms(page)[0].querySelector<HTMLInputElement>('[name="formToken"]')!.value).toBe('1795709917884.signature');
    expect(submits(page)).toEqual([['intent', 'withdraw-allergies', 'Retirer mes allergies']]);
    const button = page.querySelector('button[value="withdraw-allergies"]')!;
    expect(page.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toContain(
      'Vous pouvez retirer votre accord à tout moment',
    );
  });

  it('says the allergies are withdrawn, and offers no withdrawal once none is left', () => {
    const page = serverPage({ ...ANSWER, message: messageOf('reservation.allergiesWithdrawn') });
    expect(page.querySelector('[role="status"]')!.textContent).toBe('Vos allergies sont retirées de la réservation.');
    expect(page.querySelector('.booking-manage__facts')!.textContent).not.toContain('Allergies');
    expect(page.querySelector('button[value="withdraw-allergies"]')).toBeNull();
  });

  it('asks before cancelling, with a way to keep the booking', () => {
    const page = serverPage({ ...ANSWER, confirmingCancel: true });
    expect(page.body.textContent).toContain('Voulez-vous vraiment annuler votre réservation ?');
    expect(submits(page)).toEqual([['intent', 'cancel', 'Oui, annuler']]);
    expect(page.querySelector('a.button')!.getAttribute('href')).toBe(ACTION);
  });

  it('says what was done, and offers no form for a cancelled booking', () => {
    const page = serverPage({
      ...ANSWER,
      booking: { ...ANSWER.booking, status: 'cancelled', changeable: false },
      message: messageOf('reservation.cancelled'),
    });
    expect(page.querySelector('[role="status"]')!.textContent).toBe('Réservation annulée.');
    expect(page.querySelector('.booking-manage__facts')!.textContent).toContain('Annulée');
    expect(forms(page)).toHaveLength(0);
  });

  it('gives the restaurant’s number past the cut-off, and why the form was refused', () => {
    const failure = messageOf('reservation.pastCutoff', { minutes: 120, phone: '' });
    const page = serverPage({ ...ANSWER, booking: { ...ANSWER.booking, changeable: false }, failure });
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(
      'Il est trop tard pour la modifier en ligne (jusqu’à 2 h avant) : merci de nous appeler.',
    );
    expect(page.querySelector('.booking__notice')!.textContent).toBe(
      'Il est trop tard pour modifier ou annuler en ligne : merci de nous appeler au +41 22 555 01 01.',
    );
    expect(page.querySelector('a[href="tel:+41225550101"]')).not.toBeNull();
    expect(forms(page)).toHaveLength(0);
  });
});
