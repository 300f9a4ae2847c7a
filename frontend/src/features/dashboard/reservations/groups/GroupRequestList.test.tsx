import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GroupProposalView, GroupRequestView } from '@ticino/shared';
import { GroupRequestList } from './GroupRequestList';

const PROPOSAL: GroupProposalView = {
  date: '2026-12-12',
  time: '19:00',
  setMenuId: null,
  eveningId: 'vendanges',
  pricePerPerson: 120,
  depositPerPerson: 40,
  message: 'Salon privé compris.',
  sentAt: '2026-11-30T09:15:00.000Z',
  menuName: 'Soirée des vendanges',
  deadline: '2026-12-02',
  deposit: {
    amount: 960,
    reference: { type: 'QRR', reference: '210000000003139471430009017' },
    deadline: '2026-12-02',
  },
  state: 'open',
  reservationReference: null,
};

function request(id: string, overrides: Partial<GroupRequestView> = {}): GroupRequestView {
  return {
    id,
    date: '2026-12-12',
    time: '19:30',
    guests: 24,
    occasion: null,
    budgetPerPerson: null,
    privateRoom: false,
    name: `Groupe ${id}`,
    email: `${id}@example.ch`,
    phone: '+41 22 111 22 33',
    message: 'Un repas de fin d’année.',
    language: 'fr',
    status: 'proposed',
    receivedAt: '2026-11-20T10:00:00.000Z',
    proposal: PROPOSAL,
    ...overrides,
  };
}

function renderList(groupRequests: GroupRequestView[]) {
  render(
    <GroupRequestList
      groupRequests={groupRequests}
      failed={false}
      busyId={null}
      onAnswer={vi.fn()}
      onProposed={vi.fn(() => Promise.resolve())}
    />,
  );
  return (name: string) => screen.getByText(name, { selector: 'strong' }).closest('li')!;
}

describe('GroupRequestList', () => {
  it('shows a proposed request’s proposal, its deposit, its last day and its state', () => {
    const rowOf = renderList([
      request('ouvert'),
      request('sans-acompte', { proposal: { ...PROPOSAL, deposit: null, depositPerPerson: 0, state: 'expired' } }),
    ]);

    const open = rowOf('Groupe ouvert');
    expect(within(open).getByText('Proposition envoyée')).toBeInTheDocument();
    expect(open).toHaveTextContent(
      'Proposition du 30.11.2026 : samedi, 12 décembre 2026 à 19:00, Soirée des vendanges, CHF 120.00 par personne, ' +
        'acompte CHF 960.00 (réf. 21 00000 00003 13947 14300 09017), à accepter d’ici au 02.12.2026',
    );
    expect(within(open).getByText('En attente de réponse')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Nouvelle proposition : Groupe ouvert' })).toBeInTheDocument();

    const expired = rowOf('Groupe sans-acompte');
    expect(expired).toHaveTextContent('CHF 120.00 par personne, à accepter d’ici au 02.12.2026');
    expect(expired).not.toHaveTextContent('acompte CHF');
    expect(within(expired).getByText('Expirée')).toBeInTheDocument();
  });

  it('offers « Proposer » before any proposal, and none once the guest accepted one or without an e-mail', () => {
    const rowOf = renderList([
      request('nouveau', { status: 'requested', proposal: null }),
      request('accepte', {
        status: 'confirmed',
        proposal: { ...PROPOSAL, state: 'accepted', reservationReference: 'GRP1-AAAA' },
      }),
      request('sans-email', { status: 'requested', email: '', proposal: null }),
    ]);

    expect(within(rowOf('Groupe nouveau')).getByRole('button', { name: 'Proposer : Groupe nouveau' })).toBeVisible();
    const accepted = rowOf('Groupe accepte');
    expect(within(accepted).getByText('Acceptée : réservation GRP1-AAAA')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: /Proposer|Nouvelle proposition/ })).not.toBeInTheDocument();
    expect(
      within(rowOf('Groupe sans-email')).queryByRole('button', { name: /Proposer|Nouvelle proposition/ }),
    ).not.toBeInTheDocument();
  });
});
