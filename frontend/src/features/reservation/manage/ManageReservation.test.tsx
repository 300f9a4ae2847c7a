import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { type GuestReservationView } from '@ticino/shared';
import { apiGet } from '../../../lib/api-client';
import { server } from '../../../test/server';
import { ManageReservation } from './ManageReservation';
import { french, refusal, said } from '../../../test/messages';

const TOKEN = 'jeton-secret';
const BOOKING: GuestReservationView = {
  reference: 'KQ7M-3XPA',
  status: 'confirmed',
  date: '2026-12-07',
  time: '12:00',
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
};

let stored: GuestReservationView;
let tokensSeen: (string | null)[];
let changes: unknown[];

beforeEach(() => {
  stored = { ...BOOKING };
  tokensSeen = [];
  changes = [];
  const authorised = (request: Request) => {
    const token = request.headers.get('X-Reservation-Token');
    tokensSeen.push(token);
    return token === TOKEN;
  };
  const notFound = () => HttpResponse.json(refusal('reservation.notFound'), { status: 404 });
  server.use(
    http.get('/api/public/reservations/KQ7M-3XPA', ({ request }) =>
      authorised(request) ? HttpResponse.json({ success: true, data: stored }) : notFound(),
    ),
    http.put('/api/public/reservations/KQ7M-3XPA', async ({ request }) => {
      if (!authorised(request)) return notFound();
      const change = (await request.json()) as Partial<GuestReservationView>;
      changes.push(change);
      stored = { ...stored, ...change };
      const done = change.allergens ? said('reservation.allergiesWithdrawn') : said('reservation.updated');
      return HttpResponse.json({ success: true, ...done, data: stored });
    }),
    http.delete('/api/public/reservations/KQ7M-3XPA', ({ request }) => {
      if (!authorised(request)) return notFound();
      stored = { ...stored, status: 'cancelled', changeable: false };
      return HttpResponse.json({ success: true, ...said('reservation.cancelled'), data: stored });
    }),
    http.get('/api/public/availability', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        success: true,
        data: {
          date: url.searchParams.get('date'),
          slots: [
            { time: '11:30', available: true },
            { time: '12:00', available: false },
            { time: '12:15', available: true },
          ],
          lastDay: '2026-12-31',
          maxPartyOnline: 8,
        },
      });
    }),
  );
});

function renderManage(token = TOKEN) {
  return render(
    <MemoryRouter initialEntries={[`/reservation/KQ7M-3XPA/${token}`]}>
      <SWRConfig
        value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}
      >
        <ManageReservation
          reference="KQ7M-3XPA"
          token={token}
          phone={<a href="tel:+41227314850">+41 22 731 48 50</a>}
          notFound={<h1>Page Not Found</h1>}
        />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('a guest’s booking through the manage link', () => {
  it('shows the booking, asked for with the token in its header', async () => {
    renderManage();
    const facts = (await screen.findByText('KQ7M-3XPA')).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('Confirmée');
    expect(facts).toHaveTextContent('lundi 7 décembre 2026');
    expect(facts).toHaveTextContent('12:00');
    expect(facts).toHaveTextContent('Allergie aux noix');
    expect(tokensSeen).toEqual([TOKEN]);
    expect(document.title).toBe('Votre réservation — Trattoria Ticino');
    // No allergy declared: no fact, nothing to withdraw.
    expect(within(facts).queryByText('Allergies')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer mes allergies' })).toBeNull();
  });

  it('lists the allergies by their short names and withdraws them, even past the cut-off', async () => {
    stored = { ...BOOKING, allergens: ['gluten', 'lait', 'fruits-a-coque'], changeable: false };
    const user = userEvent.setup();
    renderManage();
    const facts = (await screen.findByText('KQ7M-3XPA')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('Allergies').nextElementSibling).toHaveTextContent(/^Gluten, Lait, Fruits à coque$/);
    expect(screen.queryByRole('button', { name: 'Enregistrer la modification' })).toBeNull();
    const withdraw = screen.getByRole('button', { name: 'Retirer mes allergies' });
    expect(withdraw).toHaveAccessibleDescription(/Vous pouvez retirer votre accord à tout moment/);
    await user.click(withdraw);

    expect(await screen.findByRole('status')).toHaveTextContent(french('reservation.allergiesWithdrawn'));
    expect(changes).toEqual([{ allergens: [] }]);
    expect(tokensSeen.at(-1)).toBe(TOKEN);
    expect(within(facts).queryByText('Allergies')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer mes allergies' })).toBeNull();
  });

  it('offers the withdrawal on a cancelled booking too, in the booking’s language', async () => {
    stored = { ...BOOKING, status: 'cancelled', changeable: false, language: 'de', allergens: ['oeufs', 'sesame'] };
    const user = userEvent.setup();
    renderManage();
    const facts = (await screen.findByText('KQ7M-3XPA')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('Allergien').nextElementSibling).toHaveTextContent(/^Eier, Sesam$/);
    await user.click(screen.getByRole('button', { name: 'Meine Allergien entfernen' }));
    expect(await screen.findByText('Ihre Allergien wurden aus der Reservation entfernt.')).toBeInTheDocument();
    expect(changes).toEqual([{ allergens: [] }]);
  });

  it('shows the not-found page for a token that opens nothing', async () => {
    renderManage('mauvais-jeton');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('KQ7M-3XPA')).toBeNull();
  });

  it('changes the party size and the time among the free ones', async () => {
    const user = userEvent.setup();
    renderManage();
    await screen.findByText('KQ7M-3XPA');
    await user.selectOptions(screen.getByLabelText('Nombre de personnes'), '4');
    const time = screen.getByLabelText('Heure');
    // The booking's own time stays offered; taken ones are not.
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['11:30', '12:00', '12:15']);
    await user.selectOptions(time, '12:15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la modification' }));
    expect(await screen.findByText(french('reservation.updated'))).toBeInTheDocument();
    expect(changes).toEqual([{ time: '12:15', partySize: 4 }]);
    const facts = screen.getByText('KQ7M-3XPA').closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('12:15');
    expect(facts).toHaveTextContent(/Personnes\s*4/);
  });

  it('says in the booking’s language that a change failed when the server explained nothing', async () => {
    stored = { ...BOOKING, language: 'en' };
    server.use(http.put('/api/public/reservations/KQ7M-3XPA', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderManage();
    await screen.findByText('KQ7M-3XPA');
    await user.selectOptions(screen.getByLabelText('Number of people'), '4');
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
    expect(screen.queryByText(/Une erreur/)).toBeNull();
  });

  it('cancels after a confirmation, then offers nothing more to change', async () => {
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByText(french('reservation.cancelled'))).toBeInTheDocument();
    expect(screen.getByText('KQ7M-3XPA').closest('dl')).toHaveTextContent('Annulée');
    expect(screen.queryByRole('button', { name: /Annuler/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer la modification' })).toBeNull();
  });

  it('gives the restaurant’s number after the cut-off instead of the changes', async () => {
    stored = { ...BOOKING, changeable: false };
    server.use(
      http.get('/api/public/reservations/KQ7M-3XPA', () => HttpResponse.json({ success: true, data: stored })),
    );
    renderManage();
    expect(await screen.findByText(/Il est trop tard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+41 22 731 48 50' })).toHaveAttribute('href', 'tel:+41227314850');
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
  });
});
