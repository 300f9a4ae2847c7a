import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestReservationView, Locale } from '@ticino/shared';
import { PageLocaleContext } from '../../../hooks/useLocale';
import { apiGet } from '../../../lib/api-client';
import { server } from '../../../test/server';
import { ManageReservation } from './ManageReservation';

const TOKEN = 'jeton-secret';
/** An evening's booking held until its deposit arrives (docs/product.md#deposits). */
const AWAITING: GuestReservationView = {
  reference: 'KQ7M-3XPA',
  status: 'awaiting_payment',
  date: '2099-12-31',
  time: '19:00',
  partySize: 3,
  name: 'Giulia Bernasconi',
  email: 'giulia@example.ch',
  phone: '+41 79 123 45 67',
  notes: null,
  language: 'fr',
  // The server never lets an evening's booking be changed through its link.
  changeable: false,
  allergens: [],
  eventId: 'soiree31',
  evening: { id: 'soiree31', name: 'Menu de St. Silvestre' },
  deposit: {
    amount: 150,
    reference: { type: 'QRR', reference: '210000000003139471430009017' },
    deadline: '2099-12-28',
  },
};

/** The API as the manage link reads it: the booking, and its QR-bill, both only with the link's token. */
function serve(booking: GuestReservationView, slip: 'ok' | 'fails' = 'ok') {
  const tokens: (string | null)[] = [];
  const withToken = (request: Request) => {
    tokens.push(request.headers.get('X-Reservation-Token'));
    return request.headers.get('X-Reservation-Token') === TOKEN;
  };
  server.use(
    http.get('/api/public/reservations/KQ7M-3XPA', ({ request }) =>
      withToken(request)
        ? HttpResponse.json({ success: true, data: booking })
        : HttpResponse.json({ success: false }, { status: 404 }),
    ),
    http.get('/api/public/reservations/KQ7M-3XPA/qr-bill.pdf', ({ request }) =>
      withToken(request) && slip === 'ok'
        ? new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' },
          })
        : HttpResponse.json({ success: false }, { status: 404 }),
    ),
    http.get('/api/public/availability', () =>
      HttpResponse.json({
        success: true,
        data: { date: booking.date, slots: [], lastDay: '2099-12-31', maxPartyOnline: 8 },
      }),
    ),
  );
  return tokens;
}

function renderManage(locale: Locale) {
  // The app gives the page the booking's language (app/layout/PageLanguage.tsx).
  return render(
    <MemoryRouter initialEntries={[`/reservation/KQ7M-3XPA/${TOKEN}`]}>
      <PageLocaleContext.Provider value={locale}>
        <SWRConfig
          value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}
        >
          <ManageReservation reference="KQ7M-3XPA" token={TOKEN} phone={null} notFound={<h1>Page Not Found</h1>} />
        </SWRConfig>
      </PageLocaleContext.Provider>
    </MemoryRouter>,
  );
}

describe('a booking awaiting its deposit on the manage page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names its evening, says what to pay by when with which reference, and saves the QR-bill', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const tokens = serve(AWAITING);
    const user = userEvent.setup();
    renderManage('fr');
    const facts = (await screen.findByText('KQ7M-3XPA')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('Statut').nextElementSibling).toHaveTextContent(/^En attente du paiement$/);
    const evening = within(facts).getByText('Soirée').nextElementSibling;
    expect(evening).toHaveTextContent(/^Menu de St\. Silvestre$/);
    expect(evening).not.toHaveAttribute('lang');
    expect(
      screen.getByText('Acompte : CHF 150.00 à payer d’ici au 28.12.2099 (référence 21 00000 00003 13947 14300 09017)'),
    ).toBeInTheDocument();
    // Neither moved nor cancelled online: its covers and deposit are the evening's.
    expect(screen.getByText(/^Une réservation de soirée se modifie ou s’annule par téléphone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Télécharger la QR-facture' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('qr-facture-KQ7M-3XPA.pdf');
    expect(link.href).toMatch(/^blob:/);
    expect(tokens).toEqual([TOKEN, TOKEN]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so in the booking’s language when the QR-bill cannot be downloaded', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serve({ ...AWAITING, language: 'de' }, 'fails');
    const user = userEvent.setup();
    renderManage('de');
    const facts = (await screen.findByText('KQ7M-3XPA')).closest('dl') as HTMLElement;
    // The evening's name is the staff's French.
    expect(within(facts).getByText('Abend').nextElementSibling).toHaveAttribute('lang', 'fr');
    expect(
      screen.getByText('Anzahlung: CHF 150.00, zahlbar bis 28.12.2099 (Referenz 21 00000 00003 13947 14300 09017)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'QR-Rechnung herunterladen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Die QR-Rechnung konnte nicht heruntergeladen werden\./,
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('shows no deposit once paid, nor on an ordinary booking', async () => {
    serve({ ...AWAITING, status: 'confirmed' });
    renderManage('fr');
    await screen.findByText('KQ7M-3XPA');
    expect(screen.queryByText(/^Acompte/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger la QR-facture' })).toBeNull();
  });
});
