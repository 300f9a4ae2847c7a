import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  staffText,
  type EveningValues,
  type PaymentSettings,
  type SetMenu,
  type StaffEvening,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const GALA: SetMenu = {
  id: 'gala',
  name: 'Formule de gala',
  price: 150,
  days: ['Jeudi'],
  startsAt: '19:00',
  endsAt: '23:00',
  courses: [{ name: 'Plat', dishes: ['entrecote'] }],
};

const SILVESTRE: StaffEvening = {
  id: 'silvestre',
  name: 'Menu de St. Silvestre',
  description: 'Cinq services et un verre de bollicine à minuit.',
  slug: 'menu-de-st-silvestre',
  date: '2026-12-31',
  times: ['19:00', '19:30'],
  setMenuId: 'gala',
  menuText: '',
  pricePerPerson: 150,
  capacity: 60,
  depositPerPerson: 50,
  maxPartyOnline: 8,
  cancellationTerms: 'Acompte rendu jusqu’au 24 décembre.',
  published: true,
  covers: { booked: 24, awaitingPayment: 6, paid: 14, released: 2 },
};

const VALENTIN: StaffEvening = {
  ...SILVESTRE,
  id: 'valentin',
  name: 'Saint-Valentin',
  slug: 'saint-valentin',
  date: '2027-02-14',
  times: ['20:00'],
  setMenuId: null,
  menuText: 'Risotto al tartufo, filetto, tiramisù',
  pricePerPerson: 95.5,
  capacity: 30,
  depositPerPerson: 0,
  published: false,
  covers: { booked: 0, awaitingPayment: 0, paid: 0, released: 0 },
};

const IBAN = 'CH4431999123000889012';

interface Sent {
  method: string;
  path: string;
  body?: EveningValues;
}

interface Answers {
  iban?: string | null;
  /** A 400's field errors for every save. */
  refusal?: Record<string, string>;
  /** The deletion is refused: the evening has bookings. */
  hasBookings?: boolean;
}

const invalid = (errors: Record<string, string>) =>
  HttpResponse.json(
    { success: false, message: staffText('evening.invalid'), code: 'evening.invalid', errors },
    { status: 400 },
  );

/** The dashboard with two evenings and a set menu, its « Soirées » tab open; what the tab sends is kept. */
async function openEvenings({ iban = IBAN, refusal, hasBookings = false }: Answers = {}) {
  const sent: Sent[] = [];
  const saved = async (request: Request, path: string, method: string, id: string) => {
    const body = (await request.json()) as EveningValues;
    sent.push({ method, path, body });
    if (refusal) return invalid(refusal);
    return HttpResponse.json(
      { success: true, code: 'evening.saved', message: staffText('evening.saved'), data: { ...body, id } },
      { status: method === 'POST' ? 201 : 200 },
    );
  };
  await renderDashboard(undefined, () =>
    server.use(
      http.get('/api/set-menus', () => HttpResponse.json({ success: true, data: [GALA] })),
      http.get('/api/payment-settings', () =>
        HttpResponse.json({ success: true, data: { ...DEFAULT_PAYMENT_SETTINGS, iban } satisfies PaymentSettings }),
      ),
      http.get('/api/evenings', () => HttpResponse.json({ success: true, data: [SILVESTRE, VALENTIN] })),
      http.post('/api/evenings', ({ request }) => saved(request, '/api/evenings', 'POST', 'new')),
      http.put('/api/evenings/:id', ({ request, params }) =>
        saved(request, `/api/evenings/${String(params.id)}`, 'PUT', String(params.id)),
      ),
      http.delete('/api/evenings/:id', ({ params }) => {
        sent.push({ method: 'DELETE', path: `/api/evenings/${String(params.id)}` });
        if (hasBookings)
          return HttpResponse.json(
            { success: false, message: staffText('evening.hasBookings'), code: 'evening.hasBookings' },
            { status: 409 },
          );
        return HttpResponse.json({ success: true, code: 'evening.deleted', message: staffText('evening.deleted') });
      }),
    ),
  );
  // No pause between keys: the form has many fields to type into.
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('tab', { name: 'Soirées' }));
  const list = await screen.findByRole('list', { name: 'Soirées' });
  return { user, sent, list };
}

type User = ReturnType<typeof userEvent.setup>;

/** Long texts pasted rather than typed key by key. */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The form for a new evening, filled with a valid evening served by a written menu. */
async function fillNewEvening(user: User) {
  await user.click(screen.getByRole('button', { name: 'Nouvelle soirée' }));
  const form = within(screen.getByRole('form', { name: 'Nouvelle soirée' }));
  await waitFor(() => expect(form.getByLabelText('Nom de la soirée')).toHaveFocus());
  await paste(user, form.getByLabelText('Nom de la soirée'), 'Fête de l’Escalade');
  await user.type(form.getByLabelText('Date'), '2026-12-12');
  return form;
}

describe('the « Soirées » tab (docs/product.md#evenings)', () => {
  it('lists each evening with its date, times, publication and covers', async () => {
    const { list } = await openEvenings();
    const [silvestre, valentin] = within(list).getAllByRole('listitem');
    expect(within(silvestre).getByRole('heading', { name: 'Menu de St. Silvestre' })).toBeInTheDocument();
    expect(silvestre).toHaveTextContent('31.12.2026 · 19:00, 19:30');
    expect(silvestre).toHaveTextContent('Publiée');
    expect(silvestre).toHaveTextContent('CHF 150.00 par personne · acompte CHF 50.00 par personne');
    expect(silvestre).toHaveTextContent('Formule « Formule de gala »');
    const terms = within(silvestre)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(silvestre)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      'Couverts réservés': '24 / 60',
      'En attente du paiement': '6',
      Payés: '14',
      'Libérés (non payés)': '2',
    });
    expect(valentin).toHaveTextContent('14.02.2027 · 20:00');
    expect(valentin).toHaveTextContent('Non publiée');
    expect(valentin).toHaveTextContent('CHF 95.50 par personne · Menu écrit');
    expect(valentin).toHaveTextContent('Couverts réservés0 / 30');
  });

  it('creates an evening: every field sent whole, times in order, the slug made from the name', async () => {
    const { user, sent } = await openEvenings();
    const form = await fillNewEvening(user);
    expect(form.getByText(/elle est faite à partir du nom \(\/soirees\/fete-de-l-escalade\)/)).toBeInTheDocument();
    const firstTime = form.getByLabelText('Arrivée n° 1');
    await user.clear(firstTime);
    await user.type(firstTime, '20:00');
    await user.click(form.getByRole('button', { name: 'Ajouter une heure' }));
    await user.type(form.getByLabelText('Arrivée n° 2'), '19:00');
    await user.selectOptions(form.getByLabelText('Formule'), 'gala');
    await paste(user, form.getByLabelText('Description (facultative)'), 'La soupe de la Mère Royaume.');
    await user.type(form.getByLabelText('Prix par personne (CHF)'), '89,50');
    await user.clear(form.getByLabelText('Acompte par personne (CHF)'));
    await user.type(form.getByLabelText('Acompte par personne (CHF)'), '30');
    await user.type(form.getByLabelText('Couverts de la soirée'), '40');
    await user.clear(form.getByLabelText('Plus grande table en ligne (personnes)'));
    await user.type(form.getByLabelText('Plus grande table en ligne (personnes)'), '6');
    await paste(user, form.getByLabelText('Conditions d’annulation (facultatives)'), 'Acompte rendu 48 h avant.');
    await user.click(form.getByLabelText('Publiée'));
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/api/evenings',
      body: {
        name: 'Fête de l’Escalade',
        description: 'La soupe de la Mère Royaume.',
        slug: 'fete-de-l-escalade',
        date: '2026-12-12',
        times: ['19:00', '20:00'],
        setMenuId: 'gala',
        menuText: '',
        pricePerPerson: 89.5,
        capacity: 40,
        depositPerPerson: 30,
        maxPartyOnline: 6,
        cancellationTerms: 'Acompte rendu 48 h avant.',
        published: true,
      },
    });
    expect(await screen.findByText('« Fête de l’Escalade » est enregistrée.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle soirée' })).toHaveFocus();
  });

  it('adds and removes arrival times, each labelled, the focus following by keyboard', async () => {
    const { user } = await openEvenings();
    await user.click(screen.getByRole('button', { name: 'Nouvelle soirée' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle soirée' }));
    expect(form.getByRole('group', { name: 'Heures d’arrivée' })).toBeInTheDocument();
    expect(form.getByLabelText('Arrivée n° 1')).toHaveValue('19:30');
    await user.click(form.getByRole('button', { name: 'Ajouter une heure' }));
    expect(form.getByLabelText('Arrivée n° 2')).toHaveFocus();
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(form.getByLabelText('Arrivée n° 3')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Retirer l’arrivée n° 3' }));
    expect(form.queryByLabelText('Arrivée n° 3')).not.toBeInTheDocument();
    expect(form.getByLabelText('Arrivée n° 2')).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Retirer l’arrivée n° 1' }));
    await user.click(form.getByRole('button', { name: 'Retirer l’arrivée n° 1' }));
    expect(form.getByRole('button', { name: 'Ajouter une heure' })).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));
    expect(form.getByRole('group', { name: 'Heures d’arrivée' })).toHaveAccessibleDescription(
      staffText('evening.timesRequired'),
    );
  });

  it('opens an evening with its values and sends it back whole with PUT', async () => {
    const { user, sent } = await openEvenings();
    await user.click(screen.getByRole('button', { name: 'Modifier : Saint-Valentin' }));
    const form = within(screen.getByRole('form', { name: 'Modifier : Saint-Valentin' }));
    expect(form.getByLabelText('Un menu écrit')).toBeChecked();
    expect(form.getByLabelText('Menu')).toHaveValue('Risotto al tartufo, filetto, tiramisù');
    expect(form.getByLabelText('Prix par personne (CHF)')).toHaveValue('95.50');
    expect(form.getByLabelText('Publiée')).not.toBeChecked();
    await user.click(form.getByLabelText('Publiée'));
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/evenings/valentin',
      body: { name: 'Saint-Valentin', setMenuId: null, menuText: VALENTIN.menuText, published: true },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier : Saint-Valentin' })).toHaveFocus());
  });

  it('checks the shared rules before sending anything, and focuses the first field refused', async () => {
    const { user, sent } = await openEvenings();
    await user.click(screen.getByRole('button', { name: 'Nouvelle soirée' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle soirée' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));
    expect(form.getByText(staffText('evening.nameRequired'))).toBeInTheDocument();
    expect(form.getByText(staffText('evening.dateRequired'))).toBeInTheDocument();
    expect(form.getByText(staffText('evening.menuOne'))).toBeInTheDocument();
    expect(form.getByLabelText('Formule')).toHaveAccessibleDescription(staffText('evening.menuOne'));
    expect(form.getByLabelText('Nom de la soirée')).toHaveFocus();
    expect(form.getByLabelText('Nom de la soirée')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal under each field, focuses the first, and keeps what was typed", async () => {
    const { user, sent } = await openEvenings({
      refusal: { slug: staffText('evening.slugTaken'), date: staffText('evening.datePast') },
    });
    const form = await fillNewEvening(user);
    await user.click(form.getByLabelText('Un menu écrit'));
    await user.type(form.getByLabelText('Menu'), 'Longeole, cardons, meringues');
    await user.type(form.getByLabelText('Prix par personne (CHF)'), '65');
    await user.type(form.getByLabelText('Couverts de la soirée'), '30');
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));

    await waitFor(() => expect(form.getByLabelText('Date')).toHaveFocus());
    expect(sent).toHaveLength(1);
    expect(form.getByLabelText('Date')).toHaveAccessibleDescription(staffText('evening.datePast'));
    expect(form.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Adresse de la page')).toHaveAccessibleDescription(
      expect.stringContaining(staffText('evening.slugTaken')) as string,
    );
    expect(form.getByLabelText('Nom de la soirée')).toHaveValue('Fête de l’Escalade');
    expect(form.getByLabelText('Menu')).toHaveValue('Longeole, cardons, meringues');
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent(staffText('evening.invalid'));
  });

  it('says under the deposit that it needs the IBAN when none is set, and takes none without it', async () => {
    const { user, sent } = await openEvenings({ iban: null });
    const form = await fillNewEvening(user);
    const deposit = form.getByLabelText('Acompte par personne (CHF)');
    await waitFor(() => expect(deposit).toHaveAccessibleDescription(staffText('evening.depositWithoutAccount')));
    expect(staffText('evening.depositWithoutAccount')).toMatch(
      /^Pas d’acompte sans compte : renseignez l’IBAN dans les réglages de paiement/,
    );
    await user.click(form.getByLabelText('Un menu écrit'));
    await user.type(form.getByLabelText('Menu'), 'Longeole, cardons, meringues');
    await user.type(form.getByLabelText('Prix par personne (CHF)'), '65');
    await user.type(form.getByLabelText('Couverts de la soirée'), '30');
    await user.clear(deposit);
    await user.type(deposit, '20');
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));
    expect(deposit).toHaveFocus();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription(staffText('evening.depositWithoutAccount'));
    expect(sent).toEqual([]);

    await user.clear(deposit);
    await user.type(deposit, '0');
    await user.click(form.getByRole('button', { name: 'Enregistrer la soirée' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ depositPerPerson: 0 });
  });

  it('deletes an evening without bookings once confirmed', async () => {
    const { user, sent } = await openEvenings();
    await user.click(screen.getByRole('button', { name: 'Supprimer : Saint-Valentin' }));
    const question = await screen.findByRole('dialog', { name: 'Supprimer « Saint-Valentin » ?' });
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/evenings/valentin' }]));
    expect(await screen.findByText('« Saint-Valentin » est supprimée.')).toBeInTheDocument();
  });

  it('offers to unpublish an evening the server will not delete because it has bookings (409)', async () => {
    const { user, sent } = await openEvenings({ hasBookings: true });
    await user.click(screen.getByRole('button', { name: 'Supprimer : Menu de St. Silvestre' }));
    const question = await screen.findByRole('dialog', { name: 'Supprimer « Menu de St. Silvestre » ?' });
    await user.click(within(question).getByRole('button', { name: 'Supprimer' }));

    const offer = await screen.findByRole('dialog', { name: 'Suppression impossible' });
    expect(offer).toHaveTextContent(staffText('evening.hasBookings'));
    await user.click(within(offer).getByRole('button', { name: 'Dépublier' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ method: 'DELETE', path: '/api/evenings/silvestre' });
    const { covers: _covers, id: _id, ...values } = SILVESTRE;
    expect(sent[1]).toEqual({
      method: 'PUT',
      path: '/api/evenings/silvestre',
      body: { ...values, published: false },
    });
    expect(await screen.findByText('« Menu de St. Silvestre » n’est plus publiée.')).toBeInTheDocument();
  });
});
