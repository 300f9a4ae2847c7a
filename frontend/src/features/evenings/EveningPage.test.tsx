import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingCreated, Locale, PublicEvening, PublicSetMenu } from '@ticino/shared';
import { PageLocaleContext } from '../../hooks/useLocale';
import { ST_SILVESTRE } from '../../test/handlers/public-api';
import { french, refusal, said } from '../../test/messages';
import { server } from '../../test/server';
import type { AllergyFields } from './EveningBooking';
import { EveningPage } from './EveningPage';

/** The booking feature's allergy fields stand apart (composed in app/): a box and a consent are enough here. */
const ALLERGIES: AllergyFields = {
  choices: ({ chosen, onChange }) => (
    <label>
      <input
        type="checkbox"
        checked={chosen.includes('gluten')}
        onChange={(event) => onChange(event.target.checked ? ['gluten'] : [])}
      />
      Gluten
    </label>
  ),
  consent: ({ given, onChange }) => (
    <label>
      <input type="checkbox" checked={given} onChange={(event) => onChange(event.target.checked)} />
      Accord
    </label>
  ),
};

let sent: Record<string, unknown>[];

beforeEach(() => {
  sent = [];
});

function answerBooking(answer: () => Response) {
  server.use(
    http.post('/api/reservations', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
}

function renderEvening(
  evening: PublicEvening = ST_SILVESTRE,
  { locale = null, setMenu = null }: { locale?: Locale | null; setMenu?: PublicSetMenu | null } = {},
) {
  const onCoversChanged = vi.fn();
  // The app gives an evening's page its address's language (app/layout/PageLanguage.tsx).
  render(
    <MemoryRouter initialEntries={['/soirees/menu-de-st-silvestre']}>
      <PageLocaleContext.Provider value={locale}>
        <EveningPage evening={evening} setMenu={setMenu} allergies={ALLERGIES} onCoversChanged={onCoversChanged} />
      </PageLocaleContext.Provider>
    </MemoryRouter>,
  );
  return { onCoversChanged };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, { time = '21:30', party = '2 personnes' } = {}) {
  await user.selectOptions(screen.getByLabelText('Heure d’arrivée'), time);
  await user.selectOptions(screen.getByLabelText('Nombre de personnes'), party);
  await user.type(screen.getByLabelText('Nom'), 'Giulia Bernasconi');
  await user.type(screen.getByLabelText('E-mail'), 'giulia@example.ch');
  await user.type(screen.getByLabelText('Téléphone'), '+41 79 123 45 67');
  await user.click(screen.getByRole('button', { name: `Réserver pour ${party} à ${time}` }));
}

describe('an evening’s page', () => {
  it('shows the evening: date, arrival times, price, deposit paid by QR-bill, covers left, menu and terms', () => {
    renderEvening();
    expect(screen.getByRole('heading', { level: 1, name: 'Menu de St. Silvestre' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Cinq plats et un verre de Merlot del Ticino à minuit.')).toBeInTheDocument();
    const facts = document.querySelector('.evening__facts') as HTMLElement;
    const fact = (name: string) => within(facts).getByText(name).nextElementSibling;
    expect(fact('Date')).toHaveTextContent(/^jeudi 31 décembre 2099$/);
    expect(fact('Heures d’arrivée')).toHaveTextContent(/^19:00 · 21:30$/);
    expect(fact('Prix par personne')).toHaveTextContent(/^CHF 145\.00$/);
    expect(fact('Acompte par personne')).toHaveTextContent(/^CHF 50\.00L’acompte se paie par QR-facture/);
    expect(fact('Places restantes')).toHaveTextContent(/^3 places$/);
    expect(screen.getByRole('region', { name: 'Au menu' })).toHaveTextContent('Vitello tonnato');
    expect(screen.getByRole('region', { name: 'Conditions d’annulation' })).toHaveTextContent(
      'Acompte rendu jusqu’à 7 jours avant.',
    );
    // The evening's times, and parties up to its online maximum within the covers left (4, 3 left).
    const times = within(screen.getByLabelText('Heure d’arrivée')).getAllByRole('option');
    expect(times.map((option) => option.textContent)).toEqual(['19:00', '21:30']);
    const parties = within(screen.getByLabelText('Nombre de personnes')).getAllByRole('option');
    expect(parties.map((option) => option.textContent)).toEqual(['1 personne', '2 personnes', '3 personnes']);
    expect(document.title).toBe('Menu de St. Silvestre — Trattoria Ticino');
  });

  it('marks the staff’s French on a page in another language, and says « Complet » with no form when full', () => {
    const setMenu: PublicSetMenu = {
      id: 'formule31',
      name: 'Menu du Nouvel An',
      price: 145,
      days: [],
      startsAt: '19:00',
      endsAt: '23:30',
      courses: [{ name: 'Dessert', dishes: [] }],
      fallback: ['name', 'courses.Dessert'],
    };
    renderEvening({ ...ST_SILVESTRE, coversLeft: 0, deposit: 0 }, { locale: 'de', setMenu });
    expect(screen.getByRole('heading', { level: 1, name: 'Menu de St. Silvestre' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Acompte rendu jusqu’à 7 jours avant.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Menu du Nouvel An')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('group', { name: 'Dessert' })).toBeInTheDocument();
    expect(screen.queryByText(/Anzahlung/)).toBeNull();
    expect(screen.getAllByText('Ausgebucht')).toHaveLength(2);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /reservieren/ })).toBeNull();
  });

  it('shows the texts staff translated in the page’s language, and marks French only those left untranslated', () => {
    const english: PublicEvening = {
      ...ST_SILVESTRE,
      name: 'New Year dinner',
      cancellationTerms: 'Deposit refunded up to 7 days before.',
      fallback: ['description', 'menuText'],
    };
    renderEvening(english, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'New Year dinner' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Deposit refunded up to 7 days before.')).not.toHaveAttribute('lang');
    expect(screen.getByText('Cinq plats et un verre de Merlot del Ticino à minuit.')).toHaveAttribute('lang', 'fr');
    expect(document.title).toBe('New Year dinner — Trattoria Ticino');
  });

  it('books one of its times with the evening’s id, and shows the deposit to pay: amount, reference, deadline', async () => {
    const booked: BookingCreated = {
      reference: 'KQ7M-3XPA',
      status: 'awaiting_payment',
      deposit: { amount: 100, reference: { type: 'SCOR', reference: 'RF18539007547034' }, deadline: '2099-12-28' },
      date: '2099-12-31',
      time: '21:30',
      partySize: 2,
      manageUrl: 'https://www.trattoria.example/reservation/KQ7M-3XPA/jeton',
    };
    const message = said('reservation.awaitingPayment', { amount: '100.00', deadline: '28.12.2099' });
    answerBooking(() => HttpResponse.json({ success: true, ...message, data: booked }, { status: 201 }));
    const user = userEvent.setup();
    const { onCoversChanged } = renderEvening();
    await fillAndSend(user);

    const answer = await screen.findByRole('heading', { name: 'Réservation enregistrée' });
    expect(answer).toHaveFocus();
    expect(sent).toEqual([
      expect.objectContaining({
        eventId: 'soiree31',
        time: '21:30',
        partySize: 2,
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        phone: '+41 79 123 45 67',
        allergens: [],
        allergyConsent: false,
        website: '',
        language: 'fr',
      }),
    ]);
    const done = answer.closest('section') as HTMLElement;
    expect(done).toHaveTextContent('jeudi 31 décembre 2099 à 21:30, 2 personnes');
    expect(done).toHaveTextContent(message.message);
    const deposit = done.querySelector('.booking-done__deposit') as HTMLElement;
    expect(within(deposit).getByText('Acompte').nextElementSibling).toHaveTextContent(/^CHF 100\.00$/);
    expect(within(deposit).getByText('Référence de paiement').nextElementSibling).toHaveTextContent(
      /^RF18 5390 0754 7034$/,
    );
    expect(within(deposit).getByText('À payer d’ici au').nextElementSibling).toHaveTextContent(/^28\.12\.2099$/);
    expect(within(done).getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', booked.manageUrl);
    // The covers left are asked for again.
    expect(onCoversChanged).toHaveBeenCalledTimes(1);
  });

  it('says the evening filled meanwhile (409), and asks for its covers again', async () => {
    answerBooking(() => HttpResponse.json(refusal('reservation.eveningFull'), { status: 409 }));
    const user = userEvent.setup();
    const { onCoversChanged } = renderEvening();
    await fillAndSend(user, { time: '19:00', party: '3 personnes' });
    expect(await screen.findByRole('alert')).toHaveTextContent(french('reservation.eveningFull'));
    expect(onCoversChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Réserver pour 3 personnes à 19:00' })).toBeEnabled();
  });

  it('shows a refused time under its field, in the summary that takes the focus', async () => {
    answerBooking(() =>
      HttpResponse.json(
        {
          ...refusal('reservation.invalid'),
          errors: { time: french('reservation.eveningTimeInvalid') },
          errorCodes: { time: { code: 'reservation.eveningTimeInvalid' } },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderEvening();
    await fillAndSend(user);
    const time = screen.getByLabelText('Heure d’arrivée');
    await vi.waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
    expect(time).toHaveAccessibleDescription(french('reservation.eveningTimeInvalid'));
    const summary = screen.getByRole('group', { name: 'Veuillez corriger :' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: french('reservation.eveningTimeInvalid') })).toHaveAttribute(
      'href',
      '#evening-time',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(french('reservation.invalid'));
  });

  it('checks the fields before sending, as the server would', async () => {
    answerBooking(() => HttpResponse.json({}, { status: 500 }));
    const user = userEvent.setup();
    renderEvening();
    await user.click(screen.getByRole('button', { name: 'Réserver pour 2 personnes à 19:00' }));
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(french('reservation.nameRequired'));
    expect(screen.getByRole('group', { name: 'Veuillez corriger :' })).toHaveFocus();
    expect(sent).toEqual([]);
  });
});
