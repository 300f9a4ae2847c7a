import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messageOf, offerHeldUntil, type OfferFormAnswer } from '@ticino/shared';
import { PageLocaleContext } from '../../../hooks/useLocale';
import { OfferWithoutScript } from './OfferWithoutScript';

/**
 * A waiting party's offer as the server renders its link (docs/product.md#booking-without-javascript): the offer, and
 * forms posted to the page's own address, which no app takes over.
 */
const ACTION = '/reservation/offre/k2v8f0a9c3d1/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
/** Held for twenty minutes more, whenever the test runs. */
const HELD_UNTIL = new Date(Date.now() + 20 * 60_000).toISOString();

const ANSWER: OfferFormAnswer = {
  offer: {
    id: 'k2v8f0a9c3d1',
    date: '2026-11-30',
    time: '19:00',
    partySize: 2,
    name: 'Giulia Bernasconi',
    language: 'fr',
    status: 'offered',
    offerExpiresAt: HELD_UNTIL,
  },
  formToken: '1795709917884.signature',
  confirmingDecline: false,
  message: null,
  failure: null,
  booked: null,
};

/** The page in the party's language, as the server renders it (the page's language is the party's there too). */
function serverPage(answer: OfferFormAnswer): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={[ACTION]}>
      <PageLocaleContext.Provider value={answer.offer.language}>
        <OfferWithoutScript answer={answer} action={ACTION} />
      </PageLocaleContext.Provider>
    </MemoryRouter>,
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

describe('the offer page as the server renders it', () => {
  it('shows the table offered and until when, and the forms that take it or let it go, with the token', () => {
    const page = serverPage(ANSWER);
    const facts = page.querySelector('.booking-manage__facts')!.textContent;
    for (const fact of ['lundi 30 novembre 2026', '19:00', 'Personnes2', 'Giulia Bernasconi']) {
      expect(facts).toContain(fact);
    }
    expect(page.body.textContent).toContain(`Nous vous la gardons jusqu’à ${offerHeldUntil(ANSWER.offer)}.`);
    expect(forms(page).map((form) => [form.method, form.getAttribute('action')])).toEqual([
      ['post', ACTION],
      ['post', ACTION],
    ]);
    expect(submits(page)).toEqual([
      ['intent', 'accept', 'Réserver cette table'],
      ['intent', 'decline-ask', 'Je ne viens plus'],
    ]);
    for (const form of forms(page)) {
      expect(form.querySelector<HTMLInputElement>('input[name="formToken"]')!.value).toBe(ANSWER.formToken);
    }
  });

  it('asks before letting the table go, with a way back to the offer', () => {
    const page = serverPage({ ...ANSWER, confirmingDecline: true });
    const [form] = forms(page);
    expect(forms(page)).toHaveLength(1);
    expect(page.getElementById(form.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Voulez-vous vraiment laisser cette table à la personne suivante\u00a0?',
    );
    expect(submits(page)).toEqual([['intent', 'decline', 'Oui, je ne viens plus']]);
    expect(form.querySelector('a')!.getAttribute('href')).toBe(ACTION);
    expect(form.querySelector('a')!.textContent).toBe('Garder cette table');
  });

  it('says an offer ran out, and offers nothing to post', () => {
    for (const offer of [
      { ...ANSWER.offer, status: 'expired' as const, offerExpiresAt: null },
      // Its time past, before the waiting list's job marks it.
      { ...ANSWER.offer, offerExpiresAt: new Date(Date.now() - 60_000).toISOString() },
    ]) {
      const page = serverPage({ ...ANSWER, offer });
      expect(page.body.textContent).toContain('Cette offre a expiré : la table a été proposée à la personne suivante.');
      expect(forms(page)).toEqual([]);
    }
  });

  it('says an offer taken or let go is gone; after a decline, only what was done', () => {
    const gone = serverPage({ ...ANSWER, offer: { ...ANSWER.offer, status: 'booked', offerExpiresAt: null } });
    expect(gone.body.textContent).toContain('Cette offre n’est plus valable.');
    expect(forms(gone)).toEqual([]);
    const declined = serverPage({
      ...ANSWER,
      offer: { ...ANSWER.offer, status: 'withdrawn', offerExpiresAt: null },
      message: messageOf('reservation.offerDeclined'),
    });
    expect(declined.querySelector('[role="status"]')!.textContent).toBe(
      'C’est noté : la table est proposée à la personne suivante.',
    );
    expect(declined.body.textContent).not.toContain('n’est plus valable');
    expect(forms(declined)).toEqual([]);
  });

  it('answers a table taken with the booking’s answer and its manage link', () => {
    const manageUrl = 'https://www.trattoria.example/reservation/KQ7M-3XPA/jeton';
    const page = serverPage({
      ...ANSWER,
      offer: { ...ANSWER.offer, status: 'booked', offerExpiresAt: null },
      booked: {
        booking: {
          reference: 'KQ7M-3XPA',
          status: 'confirmed',
          deposit: null,
          date: '2026-11-30',
          time: '19:00',
          partySize: 2,
          manageUrl,
        },
        message: messageOf('reservation.confirmed'),
      },
    });
    expect(page.querySelector('h2')!.textContent).toBe('Réservation confirmée');
    expect(page.querySelector('.booking-done__summary')!.textContent).toBe(
      'lundi 30 novembre 2026 à 19:00, 2 personnes',
    );
    expect(page.querySelector(`a[href="${manageUrl}"]`)!.textContent).toBe('Gérer ma réservation');
    expect(forms(page)).toEqual([]);
  });

  it('speaks the party’s language', () => {
    const page = serverPage({ ...ANSWER, offer: { ...ANSWER.offer, language: 'de' } });
    expect(page.querySelector('.booking-manage__facts')!.textContent).toContain('Montag, 30. November 2026');
    expect(page.body.textContent).toContain(`Wir halten ihn bis ${offerHeldUntil(ANSWER.offer)} Uhr für Sie frei.`);
    expect(submits(page).map(([, , label]) => label)).toEqual(['Diesen Tisch reservieren', 'Ich komme nicht mehr']);
  });
});
