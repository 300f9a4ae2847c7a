import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GroupProposalPublicView } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, pageLoaded, renderApp } from '../../test/render';
import { refusal } from '../../test/messages';

const PROPOSAL: GroupProposalPublicView = {
  id: 'k2v8f0a9c3d1',
  name: 'Famiglia Rossi',
  language: 'de',
  guests: 14,
  date: '2026-12-07',
  time: '19:30',
  menuName: 'Tessiner Menü',
  pricePerPerson: 85,
  depositPerPerson: 0,
  deposit: null,
  deadline: '2026-12-04',
  message: '',
  state: 'open',
};

/** The API as it answers the proposal's link, its token in the header. */
function serveProposal(proposal: GroupProposalPublicView) {
  server.use(
    http.get('/api/public/group-proposals/k2v8f0a9c3d1', ({ request }) =>
      request.headers.get('X-Reservation-Token') === 'jeton-secret'
        ? HttpResponse.json({ success: true, data: proposal })
        : HttpResponse.json(refusal('reservation.proposalGone'), { status: 404 }),
    ),
  );
}

describe("a group's proposal page in the request's language", () => {
  it(
    'shows a proposal to a request sent in German in German, the site around it included',
    async () => {
      serveProposal(PROPOSAL);
      renderApp('/reservation/groupe/k2v8f0a9c3d1/jeton-secret');
      await pageLoaded();
      expect(await screen.findByRole('heading', { level: 1, name: 'Vorschlag für Ihre Gruppe' })).toBeInTheDocument();
      await waitFor(() => expect(document.documentElement.lang).toBe('de'));
      await waitFor(() => expect(document.title).toBe('Vorschlag für Ihre Gruppe — Trattoria Ticino'));
      expect(await screen.findByText('Montag, 7. Dezember 2026')).toBeInTheDocument();
      expect(screen.getByText('Sie können diesen Vorschlag bis Freitag, 4. Dezember 2026 annehmen.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Vorschlag annehmen' })).toBeInTheDocument();
      expect(screen.queryByText(/Proposition pour votre groupe|Accepter la proposition/)).toBeNull();
      const navigation = screen.getAllByRole('navigation')[0];
      expect(within(navigation).getByRole('link', { name: 'Galerie' })).toHaveAttribute('href', '/de/galerie');
    },
    APP_TEST_TIMEOUT,
  );

  it(
    'is the not-found page for a link that opens no proposal',
    async () => {
      serveProposal(PROPOSAL);
      renderApp('/reservation/groupe/k2v8f0a9c3d1/autre-jeton');
      await pageLoaded();
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
    APP_TEST_TIMEOUT,
  );
});
