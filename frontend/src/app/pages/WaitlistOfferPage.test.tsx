import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WaitlistOfferView } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { refusal } from '../../test/messages';

const OFFER: WaitlistOfferView = {
  id: 'k2v8f0a9c3d1',
  date: '2026-12-07',
  time: '19:30',
  partySize: 4,
  name: 'Ruth Miller',
  language: 'en',
  status: 'offered',
  offerExpiresAt: null,
};

/** The API as it answers the offer's link, its token in the header. */
function serveOffer(offer: WaitlistOfferView) {
  server.use(
    http.get('/api/public/waitlist/k2v8f0a9c3d1', ({ request }) =>
      request.headers.get('X-Reservation-Token') === 'jeton-secret'
        ? HttpResponse.json({ success: true, data: offer })
        : HttpResponse.json(refusal('reservation.offerGone'), { status: 404 }),
    ),
  );
}

describe("a waiting party's offer page in the language it waits in", () => {
  it(
    'shows an offer made in English in English, the site around it included',
    async () => {
      serveOffer({ ...OFFER, offerExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString() });
      renderApp('/reservation/offre/k2v8f0a9c3d1/jeton-secret');
      await pageLoaded();
      expect(await screen.findByRole('heading', { level: 1, name: 'A table is free' })).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      await waitFor(() => expect(document.title).toBe('A table is free — Trattoria Ticino'));
      expect(await screen.findByText('Monday 7 December 2026')).toBeInTheDocument();
      expect(screen.getByText(/^We are holding it for you until \d\d:\d\d\.$/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book this table' })).toBeInTheDocument();
      expect(screen.queryByText(/Une table s’est libérée|Réserver cette table/)).toBeNull();
      const navigation = screen.getAllByRole('navigation')[0];
      expect(within(navigation).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/en/gallery');
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'is the not-found page for a link that opens no offer',
    async () => {
      serveOffer(OFFER);
      renderApp('/reservation/offre/k2v8f0a9c3d1/autre-jeton');
      await pageLoaded();
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
    APP_TEST_TIMEOUT,
  );
});
