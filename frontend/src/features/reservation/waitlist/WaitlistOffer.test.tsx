import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { offerHeldUntil, type WaitlistOfferView } from '@ticino/shared';
import { apiGet } from '../../../lib/api-client';
import { server } from '../../../test/server';
import { WaitlistOffer } from './WaitlistOffer';
import { french, refusal, said } from '../../../test/messages';

const ID = 'k2v8f0a9c3d1';
const TOKEN = 'jeton-secret';
const MANAGE_URL = 'http://localhost:1337/reservation/KQ7M-3XPA/jeton-de-gestion';

const offerHeld = (): WaitlistOfferView => ({
  id: ID,
  date: '2026-12-07',
  time: '19:30',
  partySize: 4,
  name: 'Giulia Bernasconi',
  language: 'fr',
  status: 'offered',
  offerExpiresAt: new Date(Date.now() + 25 * 60_000).toISOString(),
});

let stored: WaitlistOfferView;
let tokensSeen: (string | null)[];
let asked: string[];

beforeEach(() => {
  stored = offerHeld();
  tokensSeen = [];
  asked = [];
  const authorised = (request: Request) => {
    const token = request.headers.get('X-Reservation-Token');
    tokensSeen.push(token);
    return token === TOKEN;
  };
  const notFound = () => HttpResponse.json(refusal('reservation.offerGone'), { status: 404 });
  server.use(
    http.get(`/api/public/waitlist/${ID}`, ({ request }) => {
      asked.push('view');
      return authorised(request) ? HttpResponse.json({ success: true, data: stored }) : notFound();
    }),
    http.post(`/api/public/waitlist/${ID}/accept`, ({ request }) => {
      if (!authorised(request)) return notFound();
      asked.push('accept');
      stored = { ...stored, status: 'booked', offerExpiresAt: null };
      const booking = {
        reference: 'KQ7M-3XPA',
        status: 'confirmed',
        date: stored.date,
        time: stored.time,
        partySize: 4,
      };
      return HttpResponse.json(
        { success: true, ...said('reservation.confirmed'), data: { ...booking, manageUrl: MANAGE_URL } },
        { status: 201 },
      );
    }),
    http.post(`/api/public/waitlist/${ID}/decline`, ({ request }) => {
      if (!authorised(request)) return notFound();
      asked.push('decline');
      stored = { ...stored, status: 'withdrawn', offerExpiresAt: null };
      return HttpResponse.json({ success: true, ...said('reservation.offerDeclined'), data: null });
    }),
  );
});

function renderOffer(token = TOKEN) {
  return render(
    <MemoryRouter initialEntries={[`/reservation/offre/${ID}/${token}`]}>
      <SWRConfig
        value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}
      >
        <WaitlistOffer id={ID} token={token} notFound={<h1>Page Not Found</h1>} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('a waiting party’s offer through its link', () => {
  it('shows the table freed and until when it is held, asked for with the token in its header', async () => {
    renderOffer();
    expect(screen.getByRole('heading', { level: 1, name: 'Une table s’est libérée' })).toBeInTheDocument();
    const facts = (await screen.findByText('Giulia Bernasconi')).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('lundi 7 décembre 2026');
    expect(facts).toHaveTextContent('19:30');
    expect(screen.getByText(`Nous vous la gardons jusqu’à ${offerHeldUntil(stored)}.`)).toBeInTheDocument();
    expect(tokensSeen).toEqual([TOKEN]);
    expect(document.title).toBe('Une table s’est libérée — Trattoria Ticino');
  });

  it('books the table: the booking’s answer, its heading focused, with the manage link', async () => {
    const user = userEvent.setup();
    renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Réserver cette table' }));
    const heading = await screen.findByRole('heading', { name: 'Réservation confirmée' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('lundi 7 décembre 2026 à 19:30, 4 personnes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', MANAGE_URL);
    expect(asked).toContain('accept');
    expect(tokensSeen.every((token) => token === TOKEN)).toBe(true);
  });

  it('lets the table go once the guest confirms, then says so where the focus goes', async () => {
    const user = userEvent.setup();
    renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Je ne viens plus' }));
    const question = screen.getByRole('group', { name: 'Laisser cette table\u00a0?' });
    expect(within(question).getByText(/Voulez-vous vraiment laisser cette table/)).toHaveFocus();
    expect(asked).not.toContain('decline');
    await user.click(within(question).getByRole('button', { name: 'Garder cette table' }));
    expect(screen.getByRole('button', { name: 'Réserver cette table' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Je ne viens plus' }));
    await user.click(screen.getByRole('button', { name: 'Oui, je ne viens plus' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(french('reservation.offerDeclined')));
    expect(status).toHaveFocus();
    expect(asked).toContain('decline');
    expect(screen.queryByRole('button', { name: 'Réserver cette table' })).toBeNull();
    // The offer read again: gone, which the message already says.
    await waitFor(() => expect(asked.filter((call) => call === 'view')).toHaveLength(2));
    expect(screen.queryByText(french('reservation.offerGone'))).toBeNull();
  });

  it('says an offer ran out when taken too late, and offers it no more', async () => {
    server.use(
      http.post(`/api/public/waitlist/${ID}/accept`, () => {
        stored = { ...stored, status: 'expired', offerExpiresAt: null };
        return HttpResponse.json(refusal('reservation.offerExpired'), { status: 410 });
      }),
    );
    const user = userEvent.setup();
    renderOffer();
    await user.click(await screen.findByRole('button', { name: 'Réserver cette table' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(french('reservation.offerExpired'));
    expect(alert).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Réserver cette table' })).toBeNull());
    // Said once, by the refusal.
    expect(screen.getAllByText(french('reservation.offerExpired'))).toHaveLength(1);
  });

  it('says why an offer taken, let go or run out can no longer be taken', async () => {
    for (const [status, code] of [
      ['booked', 'reservation.offerGone'],
      ['withdrawn', 'reservation.offerGone'],
      ['expired', 'reservation.offerExpired'],
    ] as const) {
      stored = { ...offerHeld(), status, offerExpiresAt: null };
      const { unmount } = renderOffer();
      expect(await screen.findByText(french(code))).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('shows the not-found page for a token that opens nothing', async () => {
    renderOffer('autre-jeton');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Giulia Bernasconi')).toBeNull();
  });
});
