import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentReferenceText, type GroupProposalPublicView } from '@ticino/shared';
import { apiGet } from '../../../lib/api-client';
import { server } from '../../../test/server';
import { GroupProposal } from './GroupProposal';
import { french, refusal, said } from '../../../test/messages';

const ID = 'k2v8f0a9c3d1';
const TOKEN = 'jeton-secret';
const MANAGE_URL = 'http://localhost:1337/reservation/KQ7M-3XPA/jeton-de-gestion';
const DEPOSIT = {
  amount: 420,
  reference: { type: 'QRR' as const, reference: '210000000003139471430009017' },
  deadline: '2026-12-04',
};

const openProposal = (): GroupProposalPublicView => ({
  id: ID,
  name: 'Famille Rossi',
  language: 'fr',
  guests: 14,
  date: '2026-12-07',
  time: '19:30',
  menuName: 'Menu du Tessin',
  pricePerPerson: 85,
  depositPerPerson: 30,
  deposit: DEPOSIT,
  deadline: '2026-12-04',
  message: 'La salle est à vous dès 19 h.\nNous servons l’apéritif dehors.',
  state: 'open',
});

let stored: GroupProposalPublicView;
let tokensSeen: (string | null)[];
let asked: string[];

beforeEach(() => {
  stored = openProposal();
  tokensSeen = [];
  asked = [];
  const authorised = (request: Request) => {
    const token = request.headers.get('X-Reservation-Token');
    tokensSeen.push(token);
    return token === TOKEN;
  };
  const notFound = () => HttpResponse.json(refusal('reservation.proposalGone'), { status: 404 });
  server.use(
    http.get(`/api/public/group-proposals/${ID}`, ({ request }) => {
      asked.push('view');
      return authorised(request) ? HttpResponse.json({ success: true, data: stored }) : notFound();
    }),
    http.post(`/api/public/group-proposals/${ID}/accept`, ({ request }) => {
      if (!authorised(request)) return notFound();
      asked.push('accept');
      stored = { ...stored, state: 'accepted' };
      const booking = {
        reference: 'KQ7M-3XPA',
        status: 'awaiting_payment',
        deposit: DEPOSIT,
        date: stored.date,
        time: stored.time,
        partySize: 14,
        manageUrl: MANAGE_URL,
      };
      return HttpResponse.json(
        {
          success: true,
          ...said('reservation.awaitingPayment', { amount: '420.00', deadline: '04.12.2026' }),
          data: booking,
        },
        { status: 201 },
      );
    }),
  );
});

function renderProposal(token = TOKEN) {
  return render(
    <MemoryRouter initialEntries={[`/reservation/groupe/${ID}/${token}`]}>
      <SWRConfig
        value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}
      >
        <GroupProposal id={ID} token={token} notFound={<h1>Page Not Found</h1>} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('a group’s proposal through its link', () => {
  it('shows what is proposed, the deposit and staff’s words, asked for with the token in its header', async () => {
    renderProposal();
    expect(screen.getByRole('heading', { level: 1, name: 'Proposition pour votre groupe' })).toBeInTheDocument();
    expect(await screen.findByText('Bonjour Famille Rossi, voici ce que nous vous proposons.')).toBeInTheDocument();
    const facts = screen.getByText('Menu du Tessin').closest('dl') as HTMLElement;
    expect(facts).toHaveClass('fact-list');
    for (const fact of [
      'Datelundi 7 décembre 2026',
      'Heure19:30',
      'Personnes14',
      'MenuMenu du Tessin',
      'Prix par personneCHF 85.00',
      'AcompteCHF 420.00, à payer d’ici au vendredi 4 décembre 2026',
      `Référence de paiement${paymentReferenceText(DEPOSIT.reference)}`,
    ]) {
      expect(facts.textContent).toContain(fact);
    }
    expect(
      screen.getByText(/Payer l’acompte avec la QR-facture reçue par e-mail vaut aussi acceptation/),
    ).toBeVisible();
    // Staff's words as written, their line break kept.
    expect(document.querySelector('blockquote')!.textContent).toBe(stored.message);
    expect(
      screen.getByText('Vous pouvez accepter cette proposition jusqu’au vendredi 4 décembre 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accepter la proposition' })).toBeEnabled();
    expect(tokensSeen).toEqual([TOKEN]);
    expect(document.title).toBe('Proposition pour votre groupe — Trattoria Ticino');
  });

  it('takes the proposal: the booking’s answer, its heading focused, with its deposit and manage link', async () => {
    const user = userEvent.setup();
    renderProposal();
    await user.click(await screen.findByRole('button', { name: 'Accepter la proposition' }));
    const heading = await screen.findByRole('heading', { name: 'Réservation enregistrée' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('lundi 7 décembre 2026 à 19:30, 14 personnes')).toBeInTheDocument();
    expect(
      screen.getByText(french('reservation.awaitingPayment', { amount: '420.00', deadline: '04.12.2026' })),
    ).toBeInTheDocument();
    expect(screen.getByText(paymentReferenceText(DEPOSIT.reference))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', MANAGE_URL);
    expect(asked).toContain('accept');
    expect(tokensSeen.every((token) => token === TOKEN)).toBe(true);
  });

  it('says a proposal gone when taken too late, and offers it no more', async () => {
    server.use(
      http.post(`/api/public/group-proposals/${ID}/accept`, () => {
        stored = { ...stored, state: 'expired' };
        return HttpResponse.json(refusal('reservation.proposalGone'), { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderProposal();
    await user.click(await screen.findByRole('button', { name: 'Accepter la proposition' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(french('reservation.proposalGone'));
    expect(alert).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accepter la proposition' })).toBeNull());
    // Said once, by the refusal.
    expect(screen.getAllByText(french('reservation.proposalGone'))).toHaveLength(1);
  });

  it('says why a refused taking failed, and keeps the button while the proposal is open', async () => {
    server.use(
      http.post(`/api/public/group-proposals/${ID}/accept`, () =>
        HttpResponse.json(refusal('reservation.rateLimited'), { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderProposal();
    await user.click(await screen.findByRole('button', { name: 'Accepter la proposition' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(french('reservation.rateLimited'));
    expect(screen.getByRole('button', { name: 'Accepter la proposition' })).toBeEnabled();
  });

  it('says a proposal taken, or no longer valid, without a button', async () => {
    for (const [state, text] of [
      ['accepted', 'Cette proposition a été acceptée : la réservation de votre groupe est enregistrée.'],
      ['expired', french('reservation.proposalGone')],
    ] as const) {
      stored = { ...openProposal(), state };
      const { unmount } = renderProposal();
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByText(/vaut aussi acceptation/)).toBeNull();
      unmount();
    }
  });

  it('shows a proposal without deposit nor words with neither', async () => {
    stored = { ...openProposal(), deposit: null, depositPerPerson: 0, message: '' };
    renderProposal();
    const facts = (await screen.findByText('Menu du Tessin')).closest('dl') as HTMLElement;
    expect(facts.textContent).not.toContain('Acompte');
    expect(document.querySelector('blockquote')).toBeNull();
    expect(screen.queryByText(/vaut aussi acceptation/)).toBeNull();
  });

  it('shows the not-found page for a token that opens nothing', async () => {
    renderProposal('autre-jeton');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Famille Rossi/)).toBeNull();
  });
});
