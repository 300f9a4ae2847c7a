import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addDaysToDayText,
  formatDayText,
  genevaDay,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type GroupProposalValues,
  type GroupRequestView,
  type SetMenu,
  type StaffEvening,
} from '@ticino/shared';
import { server } from '../../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

setUpAdminTestEnvironment();

const today = genevaDay(new Date());
const inDays = (days: number) => addDaysToDayText(today, days);

const REQUEST: GroupRequestView = {
  id: 'g1',
  date: inDays(20),
  time: '19:30',
  guests: 12,
  occasion: 'Anniversaire',
  budgetPerPerson: 70,
  privateRoom: false,
  name: 'Famille Bernasconi',
  email: 'bernasconi@example.ch',
  phone: '+41 22 111 22 33',
  message: 'Un repas pour les 80 ans de la nonna.',
  language: 'it',
  status: 'requested',
  receivedAt: '2026-11-20T10:00:00.000Z',
  proposal: null,
};

const MENU: SetMenu = {
  id: 'formule-ticinese',
  name: 'Formule ticinese',
  price: 65,
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  startsAt: '18:30',
  endsAt: '22:00',
  courses: [{ name: 'Plat', dishes: ['risotto'] }],
};

function evening(id: string, overrides: Partial<StaffEvening>): StaffEvening {
  return {
    id,
    name: `Soirée ${id}`,
    description: '',
    slug: id,
    date: inDays(30),
    times: ['19:00', '21:00'],
    setMenuId: null,
    menuText: 'Cinq services',
    pricePerPerson: 120,
    capacity: 60,
    depositPerPerson: 40,
    maxPartyOnline: 8,
    cancellationTerms: '',
    published: true,
    covers: { booked: 0, awaitingPayment: 0, paid: 0, released: 0 },
    ...overrides,
  };
}

const VENDANGES = evening('vendanges', { name: 'Soirée des vendanges' });
const PAST = evening('passee', { name: 'Soirée passée', date: inDays(-3) });

/**
 * The group requests and the proposal's route as the CMS answers them: a deposit refused while the owner's account is
 * not set, else the request turns `proposed` and the mail leaves.
 */
function mockProposals({ paymentsReady = false } = {}) {
  const state = { groups: [{ ...REQUEST }], sent: [] as unknown[] };
  server.use(
    http.get('/api/group-requests', () =>
      HttpResponse.json({ success: true, data: { date: null, groupRequests: state.groups } }),
    ),
    http.get('/api/set-menus', () => HttpResponse.json({ success: true, data: [MENU] })),
    http.get('/api/evenings', () => HttpResponse.json({ success: true, data: [PAST, VENDANGES] })),
    http.post('/api/group-requests/:id/proposal', async ({ params, request }) => {
      const body = (await request.json()) as GroupProposalValues;
      state.sent.push(body);
      if (body.depositPerPerson > 0 && !paymentsReady) {
        const refused = staffMessageOf('groupProposal.depositWithoutAccount');
        return HttpResponse.json(
          {
            success: false,
            message: staffText('groupProposal.invalid'),
            code: 'groupProposal.invalid',
            errors: { depositPerPerson: wordStaffMessage(refused) },
            errorCodes: { depositPerPerson: refused },
          },
          { status: 400 },
        );
      }
      const target = state.groups.find(({ id }) => id === params.id)!;
      target.status = 'proposed';
      target.proposal = {
        ...body,
        sentAt: new Date().toISOString(),
        menuName: MENU.name,
        deadline: inDays(10),
        deposit: null,
        state: 'open',
        reservationReference: null,
      };
      const said = staffMessageOf('groupProposal.sent', { email: target.email });
      return HttpResponse.json({
        success: true,
        message: wordStaffMessage(said),
        code: said.code,
        params: said.params,
        data: target,
      });
    }),
  );
  return state;
}

async function openProposal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /^Réservations/ }));
  const groups = await screen.findByRole('region', { name: 'Demandes de groupe à venir' });
  const row = (await within(groups).findByText('Famille Bernasconi')).closest('li')!;
  const propose = within(row).getByRole('button', { name: 'Proposer : Famille Bernasconi' });
  await user.click(propose);
  const dialog = await screen.findByRole('dialog', { name: 'Proposition pour Famille Bernasconi' });
  return { dialog: within(dialog), row, propose };
}

describe('GroupProposalDialog', () => {
  it('sends the proposal, shows a refused deposit under its field, then says the mail left', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockProposals>;
    await renderDashboard(undefined, () => (api = mockProposals()));
    const { dialog, row, propose } = await openProposal(user);

    // The request's day and time to begin with; focus on the first field.
    const date = dialog.getByLabelText('Date');
    expect(date).toHaveValue(REQUEST.date);
    expect(date).toHaveFocus();
    expect(dialog.getByLabelText('Heure')).toHaveValue('19:30');
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Formule' }), 'formule-ticinese');
    expect(dialog.getByLabelText('Prix par personne (CHF)')).toHaveValue('65');
    const deposit = dialog.getByLabelText('Acompte par personne (CHF)');
    await user.clear(deposit);
    await user.type(deposit, '20');
    const message = dialog.getByLabelText('Message au client');
    await user.type(message, 'Salon privé compris.');
    expect(dialog.getByText(/^20 \/ 1000 caractères/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));

    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      date: REQUEST.date,
      time: '19:30',
      setMenuId: 'formule-ticinese',
      eveningId: null,
      pricePerPerson: 65,
      depositPerPerson: 20,
      message: 'Salon privé compris.',
    });
    // The server's refusal under its field, tied to it, and the focus on it.
    const refusal = staffText('groupProposal.depositWithoutAccount');
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(deposit).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(deposit).toHaveFocus());

    await user.clear(deposit);
    await user.type(deposit, '0');
    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));
    const said = await screen.findByRole('dialog', {
      name: staffText('groupProposal.sent', { email: 'bernasconi@example.ch' }),
    });
    expect(screen.queryByRole('dialog', { name: /^Proposition pour/ })).not.toBeInTheDocument();
    expect(api.sent).toHaveLength(2);
    await user.click(within(said).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(propose).toHaveFocus());
    // The list read again: the proposal under the request, and a new one may follow.
    await waitFor(() => expect(row).toHaveTextContent('Proposition envoyée'));
    expect(row).toHaveTextContent('En attente de réponse');
    expect(within(row).getByRole('button', { name: 'Nouvelle proposition : Famille Bernasconi' })).toBe(propose);

    // The next proposal starts from the one sent, to change what the guest asked about.
    await user.click(propose);
    const again = within(await screen.findByRole('dialog', { name: 'Proposition pour Famille Bernasconi' }));
    expect(again.getByRole('combobox', { name: 'Formule' })).toHaveValue('formule-ticinese');
    expect(again.getByLabelText('Prix par personne (CHF)')).toHaveValue('65');
    expect(again.getByLabelText('Acompte par personne (CHF)')).toHaveValue('0');
    expect(again.getByLabelText('Message au client')).toHaveValue('Salon privé compris.');
  });

  it('takes an upcoming evening’s day, one of its times, its price and its deposit', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockProposals>;
    await renderDashboard(undefined, () => (api = mockProposals({ paymentsReady: true })));
    const { dialog } = await openProposal(user);

    await user.click(dialog.getByRole('radio', { name: 'Soirée' }));
    const evenings = dialog.getByRole('combobox', { name: 'Soirée' });
    await within(evenings).findByRole('option', { name: /^Soirée des vendanges/ });
    // A past evening is no longer offered.
    expect(within(evenings).queryByRole('option', { name: /^Soirée passée/ })).not.toBeInTheDocument();
    await user.selectOptions(evenings, 'vendanges');

    expect(dialog.getByLabelText('Date')).toHaveValue(VENDANGES.date);
    expect(dialog.getByLabelText('Heure')).toHaveValue('19:00');
    expect(dialog.getByLabelText('Prix par personne (CHF)')).toHaveValue('120');
    expect(dialog.getByLabelText('Acompte par personne (CHF)')).toHaveValue('40');
    expect(evenings).toHaveAccessibleDescription(expect.stringContaining(formatDayText(VENDANGES.date)));

    await user.click(dialog.getByRole('button', { name: 'Envoyer la proposition' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      date: VENDANGES.date,
      time: '19:00',
      setMenuId: null,
      eveningId: 'vendanges',
      pricePerPerson: 120,
      depositPerPerson: 40,
      message: '',
    });
  });
});
