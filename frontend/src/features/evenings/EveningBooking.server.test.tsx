import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messageOf, type EveningFormAnswer, type Locale } from '@ticino/shared';
import { PageLocaleContext } from '../../hooks/useLocale';
import { ST_SILVESTRE } from '../../test/handlers/public-api';
import { french } from '../../test/messages';
import type { AllergyFields } from './EveningBooking';
import { EveningPage } from './EveningPage';

/**
 * An evening's booking form as the server renders it (docs/product.md#evenings): the page everyone gets, which posts
 * without JavaScript, and the pages that answer such a post, which no app takes over.
 */
const ALLERGIES: AllergyFields = {
  choices: () => <input type="checkbox" name="allergens" value="gluten" />,
  consent: () => <input type="checkbox" name="allergyConsent" />,
};

const TOKEN = '1795709917884.signature';

function serverPage(answer: EveningFormAnswer | null, locale: Locale | null = null): Document {
  const html = renderToString(
    <MemoryRouter initialEntries={['/soirees/menu-de-st-silvestre']}>
      <PageLocaleContext.Provider value={locale}>
        <EveningPage
          evening={ST_SILVESTRE}
          setMenu={null}
          allergies={ALLERGIES}
          answer={answer}
          formToken={TOKEN}
          onCoversChanged={() => undefined}
        />
      </PageLocaleContext.Provider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

const field = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('an evening’s form as the server renders it', () => {
  it('posts to the evening’s own address in the page’s language, with its token, its button working', () => {
    const page = serverPage(null, 'de');
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/de/abende/menu-de-st-silvestre');
    expect(field(page, 'formToken')?.value).toBe(TOKEN);
    for (const name of ['time', 'partySize', 'name', 'email', 'phone', 'notes', 'website']) {
      expect(field(page, name)).not.toBeNull();
    }
    const button = page.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // Its label cannot follow the time and the party chosen without the app.
    expect([button.disabled, button.textContent]).toEqual([false, 'Reservieren']);
    expect(page.querySelector('noscript')).toBeNull();
  });

  it('shows a refusal beside its field, with what was typed, the robots’ field empty', () => {
    const page = serverPage({
      step: 'refused',
      partySize: '3',
      values: {
        time: '21:30',
        name: 'Giulia Bernasconi',
        email: 'giulia-at-example.ch',
        phone: '+41 79 123 45 67',
        notes: 'Une chaise haute',
        allergens: [],
        allergyConsent: false,
        waitTime: '',
      },
      errors: { email: messageOf('reservation.emailInvalid') },
      failure: messageOf('reservation.invalid'),
    });
    const email = field(page, 'email')!;
    expect(email.value).toBe('giulia-at-example.ch');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => page.getElementById(id));
    expect(described.map((each) => each?.textContent)).toContain(french('reservation.emailInvalid'));
    expect(page.querySelector('.error-summary a')!.getAttribute('href')).toBe('#evening-email');
    expect(field(page, 'name')?.value).toBe('Giulia Bernasconi');
    expect(page.querySelector('textarea[name="notes"]')!.textContent).toBe('Une chaise haute');
    expect(page.querySelector<HTMLSelectElement>('select[name="time"]')?.value).toBe('21:30');
    expect(page.querySelector<HTMLSelectElement>('select[name="partySize"]')?.value).toBe('3');
    expect(field(page, 'website')?.value).toBe('');
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(french('reservation.invalid'));
  });

  it('shows the booking made: reference, deposit, QR reference, deadline and the manage link', () => {
    const manageUrl = 'https://www.trattoria.example/reservation/KQ7M-3XPA/jeton';
    const page = serverPage({
      step: 'booked',
      booking: {
        reference: 'KQ7M-3XPA',
        status: 'awaiting_payment',
        deposit: { amount: 100, reference: { type: 'SCOR', reference: 'RF18539007547034' }, deadline: '2099-12-28' },
        date: '2099-12-31',
        time: '21:30',
        partySize: 2,
        manageUrl,
      },
      message: messageOf('reservation.awaitingPayment', { amount: '100.00', deadline: '28.12.2099' }),
    });
    expect(page.querySelector('form')).toBeNull();
    const done = page.querySelector('.booking-done')!;
    expect(done.querySelector('h2')!.textContent).toBe('Réservation enregistrée');
    expect(done.textContent).toContain('KQ7M-3XPA');
    expect(done.querySelector('.booking-done__reference')!.textContent).toBe('RF18 5390 0754 7034');
    expect(done.textContent).toContain('28.12.2099');
    expect(done.querySelector(`a[href="${manageUrl}"]`)!.textContent).toBe('Gérer ma réservation');
  });
});
