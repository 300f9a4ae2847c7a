import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  CAPACITY_STATUSES,
  RESERVATION_STATUS_LABELS,
  staffMessageOf,
  staffText,
  statusTransition,
  wordStaffMessage,
  type AllergenKey,
  type GroupRequestView,
  type LedgerCredit,
  type ReservationStatus,
  type ReservationView,
  type StaffDayEvening,
  type ServiceTable,
  type StaffMessage,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';
import { french, refusal, said } from '../../../test/messages';

setUpAdminTestEnvironment();

function booking(reference: string, overrides: Partial<ReservationView> = {}): ReservationView {
  return {
    reference,
    date: '2026-11-26',
    time: '19:00',
    partySize: 2,
    name: `Client ${reference}`,
    email: null,
    phone: '+41 22 000 00 00',
    notes: null,
    language: 'fr',
    source: 'online',
    status: 'confirmed',
    history: [
      {
        at: '2026-11-20T10:00:00.000Z',
        by: 'client',
        action: 'Réservation en ligne',
        overCapacity: false,
        message: null,
      },
    ],
    tables: [],
    allergens: [],
    version: 1,
    eventId: null,
    evening: null,
    deposit: null,
    ...overrides,
  };
}

const GROUP: GroupRequestView = {
  id: 'g1',
  date: '2026-12-12',
  time: '19:30',
  guests: 24,
  occasion: 'Mariage',
  budgetPerPerson: 90,
  privateRoom: true,
  name: 'Famille Bernasconi',
  email: 'bernasconi@example.ch',
  phone: '+41 22 111 22 33',
  message: 'Un apéritif puis le repas.',
  language: 'it',
  status: 'requested',
  receivedAt: '2026-11-20T10:00:00.000Z',
  proposal: null,
};

interface ScheduleBody {
  time?: string;
  partySize?: number;
  message?: string;
  overCapacity?: boolean;
  allergens?: AllergenKey[];
  allergyConsent?: boolean;
}

/** Allergies refused as the server refuses them: a list to keep without the guest's consent. */
const withoutConsent = (body: ScheduleBody) =>
  body.allergens !== undefined && body.allergens.length > 0 && body.allergyConsent !== true;

const consentRefused = () =>
  HttpResponse.json(
    {
      success: false,
      message: french('reservation.invalid'),
      errors: { allergyConsent: french('reservation.allergyConsent') },
    },
    { status: 400 },
  );

/**
 * A new time, size or allergies as the server takes them: refused when full unless over capacity, new allergies
 * without consent refused, kept in the history.
 */
function moved(target: ReservationView, body: ScheduleBody, full: boolean) {
  if (withoutConsent(body)) return consentRefused();
  if (full && (body.time || body.partySize) && body.overCapacity !== true) {
    return HttpResponse.json(refusal('reservation.full'), { status: 409 });
  }
  if (body.allergens) target.allergens = body.allergens;
  const parts = [
    ...(body.time ? [`horaire ${target.time} → ${body.time}`] : []),
    ...(body.partySize ? [`personnes ${target.partySize} → ${body.partySize}`] : []),
  ];
  target.history = [
    ...target.history,
    {
      at: '2026-11-26T09:00:00.000Z',
      by: 'admin',
      action: `Modifiée : ${parts.join(', ')}`,
      overCapacity: body.overCapacity === true,
      message: body.message ?? null,
    },
  ];
  Object.assign(target, body.time ? { time: body.time } : {}, body.partySize ? { partySize: body.partySize } : {});
  return HttpResponse.json({ success: true, ...said('reservation.updated'), data: target });
}

/** A staff refusal as the API answers it. */
const staffRefusalOf = (message: StaffMessage) => ({
  success: false,
  message: wordStaffMessage(message),
  code: message.code,
  ...(message.params ? { params: message.params } : {}),
});

const ROOM: ServiceTable[] = [
  { id: 't1', label: '1', seats: 2, area: 'Salle' },
  { id: 't2', label: '2', seats: 4, area: 'Salle' },
  { id: 't9', label: '9', seats: 6, area: 'Terrasse' },
];

interface TablesBody {
  tables: string[];
  version: number;
  shareTables?: boolean;
}

/** A move of tables as the server takes it: from the version seen, onto a table another holds only when shared. */
function movedTables(target: ReservationView, body: TablesBody, reservations: readonly ReservationView[]) {
  if (body.version !== target.version) {
    return HttpResponse.json(staffRefusalOf(staffMessageOf('reservationTables.stale')), { status: 409 });
  }
  const holder = reservations.find(
    (other) =>
      other !== target && other.status !== 'cancelled' && other.tables.some(({ id }) => body.tables.includes(id)),
  );
  if (holder && !body.shareTables) {
    const label = holder.tables.find(({ id }) => body.tables.includes(id))!.label;
    const taken = staffMessageOf('reservationTables.tableTaken', { label, name: holder.name, time: holder.time });
    return HttpResponse.json(staffRefusalOf(taken), { status: 409 });
  }
  target.tables = ROOM.filter(({ id }) => body.tables.includes(id)).map(({ id, label }) => ({ id, label }));
  target.version += 1;
  return HttpResponse.json({ success: true, data: target });
}

/** A reservations API that keeps its bookings and answers like the server (transitions, capacity, history). */
function mockReservations(
  initial: ReservationView[],
  {
    full = false,
    assignTables = false,
    noTableFree = false,
    evenings = [] as StaffDayEvening[],
  }: { full?: boolean; assignTables?: boolean; noTableFree?: boolean; evenings?: StaffDayEvening[] } = {},
) {
  // Copies, so one test's changes never reach the next.
  const reservations = initial.map((reservation) => ({ ...reservation, history: [...reservation.history] }));
  const state = { reservations, groups: [{ ...GROUP }], sent: [] as unknown[], paused: false };
  server.use(
    http.get('/api/reservations/pause', () =>
      HttpResponse.json({ success: true, data: { date: '2026-11-26', paused: state.paused } }),
    ),
    http.put('/api/reservations/pause', async ({ request }) => {
      const body = (await request.json()) as { paused: boolean };
      state.sent.push({ pause: body.paused });
      state.paused = body.paused;
      const said = staffMessageOf(body.paused ? 'reservationPause.paused' : 'reservationPause.resumed');
      return HttpResponse.json({
        success: true,
        message: wordStaffMessage(said),
        code: said.code,
        data: { date: '2026-11-26', paused: state.paused },
      });
    }),
    http.get('/api/reservations/summary', () =>
      HttpResponse.json({
        success: true,
        data: {
          requested: state.reservations.filter(({ status }) => status === 'requested').length,
          groupRequests: state.groups.filter(({ status }) => status === 'requested').length,
        },
      }),
    ),
    http.get('/api/reservations', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      const tables = assignTables ? ROOM : [];
      return HttpResponse.json({
        success: true,
        data: { date, assignTables, tables, reservations: state.reservations, evenings },
      });
    }),
    http.get('/api/reservations/:reference/times', ({ request }) => {
      const partySize = Number(new URL(request.url).searchParams.get('party'));
      const slots = ['19:00', '19:30', '20:00', '20:30'].map((time) => ({ time, available: time !== '20:00' }));
      return HttpResponse.json({ success: true, data: { date: '2026-11-26', partySize, slots } });
    }),
    http.put('/api/reservations/:reference', async ({ params, request }) => {
      const body = (await request.json()) as { status: ReservationStatus; message?: string } & ScheduleBody;
      state.sent.push(body);
      const target = state.reservations.find(({ reference }) => reference === params.reference)!;
      if ('tables' in body) return movedTables(target, body as unknown as TablesBody, state.reservations);
      if (body.status === undefined) return moved(target, body, full);
      if (body.status === 'no_show' && target.time > '19:30') {
        return HttpResponse.json(staffRefusalOf(staffMessageOf('reservationStatus.notLateYet')), { status: 409 });
      }
      if (statusTransition(target.status, body.status) === 'refused') {
        return HttpResponse.json(refusal('reservation.transitionRefused', { from: target.status, to: body.status }), {
          status: 409,
        });
      }
      target.history = [
        ...target.history,
        {
          at: '2026-11-26T09:00:00.000Z',
          by: 'admin',
          action: `${RESERVATION_STATUS_LABELS[target.status]} → ${RESERVATION_STATUS_LABELS[body.status]}`,
          overCapacity: false,
          message: body.message ?? null,
        },
      ];
      target.status = body.status;
      return HttpResponse.json({ success: true, ...said('reservation.updated'), data: target });
    }),
    http.post('/api/reservations', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sent.push(body);
      if (withoutConsent(body)) return consentRefused();
      if (!body.name) {
        return HttpResponse.json(
          {
            success: false,
            message: french('reservation.invalid'),
            errors: { name: french('reservation.nameRequired') },
          },
          { status: 400 },
        );
      }
      if (full && body.overCapacity !== true) {
        return HttpResponse.json(refusal(evenings.length > 0 ? 'reservation.eveningFull' : 'reservation.full'), {
          status: 409,
        });
      }
      if (noTableFree && body.tables === undefined) {
        const none = staffMessageOf('reservationTables.noTableFree', {
          count: body.partySize as number,
          time: '20:30',
        });
        return HttpResponse.json(staffRefusalOf(none), { status: 409 });
      }
      state.reservations.push(
        booking('NEW1-AAAA', {
          time: body.time as string,
          partySize: body.partySize as number,
          name: body.name as string,
          source: body.source as ReservationView['source'],
          status: body.source === 'walk_in' ? 'honoured' : 'confirmed',
          allergens: (body.allergens as AllergenKey[] | undefined) ?? [],
        }),
      );
      return HttpResponse.json(
        {
          success: true,
          data: {
            reference: 'NEW1-AAAA',
            status: 'confirmed',
            date: '2026-11-30',
            time: '19:00',
            partySize: 2,
            manageUrl: null,
          },
        },
        { status: 201 },
      );
    }),
    http.get('/api/group-requests', () =>
      HttpResponse.json({ success: true, data: { date: null, groupRequests: state.groups } }),
    ),
    http.put('/api/group-requests/:id', async ({ params, request }) => {
      const body = (await request.json()) as { status: GroupRequestView['status'] };
      state.sent.push({ group: params.id, ...body });
      const target = state.groups.find(({ id }) => id === params.id)!;
      target.status = body.status;
      return HttpResponse.json({ success: true, data: target });
    }),
  );
  return state;
}

const DAY = [
  booking('REQ1-AAAA', {
    time: '20:00',
    partySize: 6,
    status: 'requested',
    email: 'rossi@example.ch',
    name: 'Rossi',
    notes: 'Allergie aux noix',
    language: 'it',
  }),
  booking('CNF1-AAAA', { time: '19:00', partySize: 2, name: 'Verdi' }),
  booking('CNF2-AAAA', { time: '19:00', partySize: 4, name: 'Bianchi', status: 'cancelled' }),
];

async function openTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /^Réservations/ }));
  const panel = await screen.findByRole('region', { name: 'Réservations' });
  await within(panel).findByText(/couverts au total/);
  return panel;
}

/** A booking's name in the list (the print-only sheet holds it too). */
const listed = (panel: HTMLElement, name: string) => within(panel).queryByText(name, { selector: 'li strong' });
const rowOf = (panel: HTMLElement, name: string) => listed(panel, name)!.closest('li') as HTMLElement;

describe('reservations tab', () => {
  it('shows the waiting requests in the header and lists the day by time with covers per slot', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () => mockReservations(DAY));
    expect(
      await screen.findByRole('button', { name: '1 réservation(s) et 1 demande(s) de groupe à traiter' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Réservations, 2 demande(s) à traiter' })).toBeInTheDocument();

    const panel = await openTab(user);
    // Cancelled covers count for nothing: 2 at 19:00, 6 at 20:00.
    expect(within(panel).getByText(/8 couverts au total \(3 réservation\(s\)\)/)).toBeInTheDocument();
    const slots = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(slots).toEqual(['19:00 · 2 couverts', '20:00 · 6 couverts']);
    expect(within(rowOf(panel, 'Rossi')).getByText('Allergie aux noix')).toBeInTheDocument();
    expect(rowOf(panel, 'Rossi')).toHaveTextContent('En ligne · lit l’italien · réf. REQ1-AAAA');
    expect(rowOf(panel, 'Verdi')).toHaveTextContent('En ligne · lit le français · réf. CNF1-AAAA');

    const actions = (name: string) =>
      within(rowOf(panel, name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Rossi')).toEqual(['Confirmer', 'Refuser', 'Annuler', 'Modifier', 'Historique']);
    expect(actions('Verdi')).toEqual(['Arrivé', 'Absent', 'Annuler', 'Modifier', 'Historique']);
    expect(actions('Bianchi')).toEqual(['Historique']);

    await user.selectOptions(within(panel).getByLabelText('Statut'), 'requested');
    expect(listed(panel, 'Verdi')).not.toBeInTheDocument();
    expect(listed(panel, 'Rossi')).toBeInTheDocument();
  });

  it('confirms a request with a message to the guest, then marks the guest arrived, keeping the history', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY)));
    const panel = await openTab(user);

    await user.click(within(rowOf(panel, 'Rossi')).getByRole('button', { name: /^Confirmer/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Confirmer : Rossi, 20:00, 6 pers\./ });
    expect(dialog).toHaveTextContent('Le client lit l’italien : l’e-mail lui parle dans cette langue');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message au client (facultatif)' }), 'À ce soir !');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(within(rowOf(panel, 'Rossi')).getByText('Confirmée')).toBeInTheDocument());
    expect(api.sent).toEqual([{ status: 'confirmed', message: 'À ce soir !' }]);
    expect(await screen.findByRole('tab', { name: 'Réservations, 1 demande(s) à traiter' })).toBeInTheDocument();

    // No e-mail is sent for an arrival: no question either.
    await user.click(within(rowOf(panel, 'Rossi')).getByRole('button', { name: /^Arrivé/ }));
    await waitFor(() =>
      expect(within(rowOf(panel, 'Rossi')).getByText('Arrivé', { selector: '.badge' })).toBeVisible(),
    );
    expect(api.sent).toHaveLength(2);

    await user.click(within(rowOf(panel, 'Rossi')).getByRole('button', { name: /^Historique/ }));
    const history = within(rowOf(panel, 'Rossi')).getByRole('list', { name: 'Historique de Rossi' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('client · Réservation en ligne'),
      expect.stringMatching(/admin · Demande → Confirmée.*Message : « À ce soir ! »/),
      expect.stringContaining('admin · Confirmée → Arrivé'),
    ]);
  });

  it('asks before refusing, and sends nothing when staff go back', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY)));
    const panel = await openTab(user);
    await user.click(within(rowOf(panel, 'Verdi')).getByRole('button', { name: /^Annuler/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Annuler : Verdi/ });
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);
  });

  it('asks before marking a guest absent, and says why the server refuses one not late yet', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    const day = [...DAY, booking('CNF4-AAAA', { time: '21:00', name: 'Neri' })];
    await renderDashboard(undefined, () => (api = mockReservations(day)));
    const panel = await openTab(user);
    await user.click(within(rowOf(panel, 'Verdi')).getByRole('button', { name: /^Absent/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Marquer Verdi absent ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(api.sent).toEqual([]);

    await user.click(within(rowOf(panel, 'Verdi')).getByRole('button', { name: /^Absent/ }));
    dialog = await screen.findByRole('dialog', { name: 'Marquer Verdi absent ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Absent' }));
    await waitFor(() =>
      expect(within(rowOf(panel, 'Verdi')).getByText('Absent', { selector: '.badge' })).toBeVisible(),
    );

    await user.click(within(rowOf(panel, 'Neri')).getByRole('button', { name: /^Absent/ }));
    dialog = await screen.findByRole('dialog', { name: 'Marquer Neri absent ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Absent' }));
    const refused = await screen.findByRole('dialog', { name: 'Erreur lors de la mise à jour' });
    expect(refused).toHaveTextContent(staffText('reservationStatus.notLateYet'));
    expect(api.sent).toEqual([{ status: 'no_show' }, { status: 'no_show' }]);
  });

  it('enters a phone booking: a refused field says why, a full slot is booked over capacity once confirmed', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY, { full: true })));
    const panel = await openTab(user);
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.clear(within(form).getByLabelText('Heure'));
    await user.type(within(form).getByLabelText('Heure'), '20:30');
    await user.clear(within(form).getByLabelText('Personnes'));
    await user.type(within(form).getByLabelText('Personnes'), '3');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText(french('reservation.nameRequired'))).toBeVisible();
    expect(within(form).getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Nom'), 'Fontana');
    await user.type(within(form).getByLabelText(/^Remarques/), 'Sans gluten');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    const full = await screen.findByRole('dialog', { name: 'Complet à cet horaire' });
    await user.click(within(full).getByRole('button', { name: 'Réserver quand même' }));
    await waitFor(() => expect(listed(panel, 'Fontana')).toBeInTheDocument());
    expect(api.sent.slice(1)).toEqual([
      expect.objectContaining({ source: 'phone', time: '20:30', partySize: 3, name: 'Fontana', notes: 'Sans gluten' }),
      expect.objectContaining({ name: 'Fontana', overCapacity: true }),
    ]);
    expect(api.sent[1]).not.toHaveProperty('email');
  });

  it('shows the day’s evening and its covers, and books into it past its covers once staff confirm', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    const evening = {
      id: 'ev1',
      name: 'Menu de St. Silvestre',
      times: ['19:00', '21:30'],
      capacity: 40,
      coversHeld: 38,
    };
    await renderDashboard(undefined, () => (api = mockReservations(DAY, { full: true, evenings: [evening] })));
    const panel = await openTab(user);
    expect(within(panel).getByText('Soirée « Menu de St. Silvestre »').closest('li')).toHaveTextContent(
      'Soirée « Menu de St. Silvestre » : arrivées à 19:00 et 21:30 · 38 / 40 couverts réservés',
    );
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    expect(form).toHaveTextContent(
      'le service de la soirée « Menu de St. Silvestre » lui est réservé : arrivées à 19:00 et 21:30',
    );
    await user.clear(within(form).getByLabelText('Heure'));
    await user.type(within(form).getByLabelText('Heure'), '21:30');
    await user.type(within(form).getByLabelText('Nom'), 'Fontana');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    const full = await screen.findByRole('dialog', { name: 'Complet à cet horaire' });
    expect(full).toHaveTextContent(french('reservation.eveningFull'));
    await user.click(within(full).getByRole('button', { name: 'Réserver quand même' }));
    await waitFor(() => expect(listed(panel, 'Fontana')).toBeInTheDocument());
    expect(api.sent.at(-1)).toEqual(expect.objectContaining({ name: 'Fontana', time: '21:30', overCapacity: true }));
  });

  it('says nothing of evenings on a day without one', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () => mockReservations(DAY));
    const panel = await openTab(user);
    expect(within(panel).queryByText(/Soirée «/)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    expect(form).not.toHaveTextContent('soirée');
  });

  it('enters a booking’s allergies only with the guest’s consent, and lists them in its row', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY)));
    const panel = await openTab(user);
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.type(within(form).getByLabelText('Nom'), 'Fontana');
    const allergies = within(form).getByRole('group', { name: 'Allergies' });
    // The menu's 14 groups by their short names, and the consent.
    expect(within(allergies).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(within(allergies).getByRole('checkbox', { name: 'Lait' }));
    await user.click(within(allergies).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const consent = within(allergies).getByRole('checkbox', { name: 'Accord donné par téléphone' });
    expect(consent).toHaveAccessibleDescription(french('reservation.allergyConsent'));
    expect(consent).toHaveFocus();
    expect(api.sent).toEqual([]);

    // Guests at the door agree on the spot.
    await user.click(within(form).getByRole('radio', { name: 'Sans réservation (client sur place)' }));
    expect(within(allergies).getByRole('checkbox', { name: 'Accord donné sur place' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Téléphone' }));
    await user.click(within(allergies).getByRole('checkbox', { name: 'Accord donné par téléphone' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(listed(panel, 'Fontana')).toBeInTheDocument());
    expect(api.sent).toEqual([
      expect.objectContaining({
        source: 'phone',
        name: 'Fontana',
        allergens: ['gluten', 'lait'],
        allergyConsent: true,
      }),
    ]);
    expect(within(rowOf(panel, 'Fontana')).getByText('Allergies : Gluten, Lait')).toBeVisible();
    expect(rowOf(panel, 'Verdi')).not.toHaveTextContent('Allergies');
  });

  it('shows the server’s refusal of the allergies under the consent', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () => {
      mockReservations(DAY);
      server.use(
        http.post('/api/reservations', () =>
          HttpResponse.json(
            {
              success: false,
              message: french('reservation.invalid'),
              errors: { allergyConsent: french('reservation.allergyConsent') },
            },
            { status: 400 },
          ),
        ),
      );
    });
    const panel = await openTab(user);
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.type(within(form).getByLabelText('Nom'), 'Fontana');
    await user.click(within(form).getByRole('checkbox', { name: 'Soja' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Accord donné par téléphone' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(form).getByRole('checkbox', { name: 'Accord donné par téléphone' })).toHaveAccessibleDescription(
        french('reservation.allergyConsent'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Nouvelle réservation' })).toBeInTheDocument();
  });

  it('changes a booking’s allergies with « Modifier », new ones with consent, and removes them', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    const day = DAY.map((entry) => (entry.name === 'Verdi' ? { ...entry, allergens: ['gluten' as const] } : entry));
    await renderDashboard(undefined, () => (api = mockReservations(day)));
    const panel = await openTab(user);
    expect(within(rowOf(panel, 'Verdi')).getByText('Allergies : Gluten')).toBeVisible();

    const edit = within(rowOf(panel, 'Verdi')).getByRole('button', { name: 'Modifier : Verdi, 19:00' });
    await user.click(edit);
    let dialog = await screen.findByRole('dialog', { name: 'Modifier : Verdi' });
    expect(dialog).toHaveTextContent('Actuellement : 19:00, 2 pers. (réf. CNF1-AAAA) · Allergies : Gluten');
    expect(within(dialog).getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lait' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Accord donné par téléphone' })).toHaveAccessibleDescription(
      french('reservation.allergyConsent'),
    );
    expect(api.sent).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Accord donné par téléphone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([{ allergens: ['gluten', 'lait'], allergyConsent: true }]);
    expect(await within(rowOf(panel, 'Verdi')).findByText('Allergies : Gluten, Lait')).toBeVisible();

    // Removing them needs no consent.
    await user.click(within(rowOf(panel, 'Verdi')).getByRole('button', { name: 'Modifier : Verdi, 19:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Modifier : Verdi' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lait' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.at(-1)).toEqual({ allergens: [] });
    await waitFor(() => expect(rowOf(panel, 'Verdi')).not.toHaveTextContent('Allergies'));
  });

  it('books without a table once staff confirm when no free table fits', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY, { assignTables: true, noTableFree: true })));
    const panel = await openTab(user);
    await user.click(within(panel).getByRole('button', { name: 'Nouvelle réservation' }));
    const form = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.type(within(form).getByLabelText('Nom'), 'Fontana');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));

    const none = await screen.findByRole('dialog', { name: 'Aucune table libre' });
    expect(none).toHaveTextContent(staffText('reservationTables.noTableFree', { count: 2, time: '20:30' }));
    await user.click(within(none).getByRole('button', { name: 'Réserver sans table' }));
    await waitFor(() => expect(listed(panel, 'Fontana')).toBeInTheDocument());
    expect(api.sent).toEqual([
      expect.not.objectContaining({ tables: [] }),
      expect.objectContaining({ name: 'Fontana', tables: [] }),
    ]);
    expect(rowOf(panel, 'Fontana')).toHaveTextContent('Sans table');
  });

  it('shows each booking’s tables and moves one, sharing a taken table only once staff confirm', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    const seated = [
      booking('CNF1-AAAA', { name: 'Verdi', tables: [{ id: 't2', label: '2' }] }),
      booking('CNF3-AAAA', { name: 'Neri', partySize: 5, tables: [] }),
    ];
    await renderDashboard(undefined, () => (api = mockReservations(seated, { assignTables: true })));
    const panel = await openTab(user);
    expect(rowOf(panel, 'Verdi')).toHaveTextContent('Table 2');
    expect(rowOf(panel, 'Neri')).toHaveTextContent('Sans table');

    await user.click(within(rowOf(panel, 'Neri')).getByRole('button', { name: 'Tables : Neri, 19:00' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tables : Neri' });
    expect(within(dialog).getByRole('group', { name: 'Terrasse' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Table 2 · 4 places/)).toHaveAccessibleName(
      'Table 2 · 4 places (aussi : Verdi 19:00)',
    );
    await user.click(within(dialog).getByLabelText(/^Table 2 ·/));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const taken = await screen.findByRole('dialog', { name: 'Table déjà attribuée' });
    await user.click(within(taken).getByRole('button', { name: 'Retour' }));
    expect(api.sent).toEqual([{ tables: ['t2'], version: 1 }]);

    await user.click(within(dialog).getByLabelText(/^Table 9 ·/));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('dialog', { name: 'Table déjà attribuée' });
    await user.click(screen.getByRole('button', { name: 'Partager la table' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tables : Neri' })).toBeNull());
    expect(api.sent.at(-1)).toEqual({ tables: ['t2', 't9'], version: 1, shareTables: true });
    expect(rowOf(panel, 'Neri')).toHaveTextContent('Tables 2 + 9');

    await user.click(within(rowOf(panel, 'Neri')).getByRole('button', { name: 'Tables : Neri, 19:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Tables : Neri' });
    expect(within(dialog).getByLabelText(/^Table 9 ·/)).toBeChecked();
  });

  it('moves a booking to a full time once staff confirm, with a message, and its history shows it', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY, { full: true })));
    const panel = await openTab(user);
    const edit = within(rowOf(panel, 'Rossi')).getByRole('button', { name: 'Modifier : Rossi, 20:00' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier : Rossi' });
    expect(within(dialog).getByLabelText('Personnes')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('Personnes'));
    await user.type(within(dialog).getByLabelText('Personnes'), '4');
    const time = within(dialog).getByLabelText('Heure');
    expect(await within(time).findByRole('option', { name: '19:30' })).toBeInTheDocument();
    expect(within(time).getByRole('option', { name: '20:00 (complet)' })).toBeInTheDocument();
    await user.selectOptions(time, '19:30');
    await user.type(within(dialog).getByLabelText('Message au client (facultatif)'), 'Une table plus tôt.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const full = await screen.findByRole('dialog', { name: 'Complet à cet horaire' });
    await user.click(within(full).getByRole('button', { name: 'Modifier quand même' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([
      { time: '19:30', partySize: 4, message: 'Une table plus tôt.' },
      { time: '19:30', partySize: 4, message: 'Une table plus tôt.', overCapacity: true },
    ]);
    await user.click(await within(rowOf(panel, 'Rossi')).findByRole('button', { name: 'Historique : Rossi, 19:30' }));
    const history = within(rowOf(panel, 'Rossi')).getByRole('list', { name: 'Historique de Rossi' });
    expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /admin · Modifiée : horaire 20:00 → 19:30, personnes 6 → 4 · au-delà de la capacité.*Message : « Une table plus tôt\. »/,
    );
  });

  it('closes « Modifier » with Escape, sending nothing, and says when nothing changed', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY)));
    const panel = await openTab(user);
    const edit = within(rowOf(panel, 'Verdi')).getByRole('button', { name: 'Modifier : Verdi, 19:00' });
    await user.click(edit);
    let dialog = await screen.findByRole('dialog', { name: 'Modifier : Verdi' });
    // Without an e-mail, there is no one to write to.
    expect(within(dialog).queryByLabelText('Message au client (facultatif)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(french('reservation.nothingToChange'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(edit);
    dialog = await screen.findByRole('dialog', { name: 'Modifier : Verdi' });
    await user.selectOptions(await within(dialog).findByLabelText('Heure'), '20:30');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([{ time: '20:30' }]);
    expect(await within(panel).findByRole('heading', { name: '20:30 · 2 couverts' })).toBeInTheDocument();
  });

  it('pauses online booking for tonight with « Complet ce soir », says so, and lifts the pause', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations(DAY)));
    const panel = await openTab(user);
    const toggle = await within(panel).findByRole('switch', { name: 'Complet ce soir', checked: false });
    expect(toggle).toHaveAccessibleDescription(staffText('reservationPause.resumed'));

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription(/^Réservations en ligne suspendues pour ce soir\./);
    expect(within(panel).getByText(/^Réservations en ligne suspendues pour ce soir/)).toBeVisible();

    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.sent).toEqual([{ pause: true }, { pause: false }]);
  });

  it('answers a group request and prints the service sheet alone', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    const day = DAY.map((entry) =>
      entry.name === 'Rossi'
        ? {
            ...entry,
            tables: [
              { id: 't2', label: '2' },
              { id: 't3', label: '3' },
            ],
          }
        : entry.name === 'Verdi'
          ? { ...entry, allergens: ['oeufs' as const, 'lait' as const] }
          : entry,
    );
    await renderDashboard(undefined, () => (api = mockReservations(day)));
    const panel = await openTab(user);
    const group = await within(panel).findByText('Famille Bernasconi');
    // The language of the page the request came from: staff answer in it.
    expect(group.closest('li')).toHaveTextContent('bernasconi@example.ch · lit l’italien');
    await user.click(within(group.closest('li')!).getByRole('button', { name: /^Confirmer la demande de groupe/ }));
    await waitFor(() => expect(within(group.closest('li')!).getByText('Confirmée')).toBeInTheDocument());
    expect(api.sent).toEqual([{ group: 'g1', status: 'confirmed' }]);

    const printedAlone: boolean[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printedAlone.push(document.body.classList.contains('printing-service-sheet'));
    });
    await user.click(within(panel).getByRole('button', { name: 'Imprimer le service du jour' }));
    expect(printedAlone).toEqual([true]);
    const sheet = panel.querySelector('.service-sheet table') as HTMLElement;
    const rows = within(sheet)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    const expected = DAY.filter(({ status }) => CAPACITY_STATUSES.includes(status));
    expect(rows).toHaveLength(expected.length);
    expect(rows).toContain('20:00Rossi62 + 3Allergie aux noix');
    // A guest's allergies are marked beside their tables, and the sheet names each symbol it uses.
    expect(rows).toContain('19:00Verdi2⚠ Œ · La');
    expect(within(sheet).getByRole('img', { name: 'Allergies : Œufs, Lait' })).toBeInTheDocument();
    expect(panel.querySelector('.service-sheet')).toHaveTextContent('⚠ Allergies : Œ Œufs · La Lait');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('printing-service-sheet')).toBe(false);
  });
});

describe('bookings of an evening, held by a deposit (docs/product.md#deposits)', () => {
  const SILVESTRE = { id: 'silvestre', name: 'Menu de St. Silvestre' };
  const AWAITING = booking('EVE1-AAAA', {
    date: '2026-12-31',
    time: '19:30',
    partySize: 3,
    name: 'Ferrari',
    status: 'awaiting_payment',
    evening: SILVESTRE,
    deposit: { amount: 150, reference: { type: 'SCOR', reference: 'RF18539007547034' }, deadline: '2026-12-28' },
  });
  const WITH_EMAIL = booking('EVE2-AAAA', {
    ...AWAITING,
    reference: 'EVE2-AAAA',
    name: 'Colombo',
    email: 'colombo@example.ch',
    deposit: {
      amount: 100,
      reference: { type: 'QRR', reference: '210000000003139471430009017' },
      deadline: '2026-12-28',
    },
  });

  it('shows the evening and the deposit due, and confirms the booking at « Paiement reçu »', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations([AWAITING, ...DAY])));
    const panel = await openTab(user);
    const row = rowOf(panel, 'Ferrari');
    expect(within(row).getByText('En attente du paiement', { selector: '.badge' })).toBeVisible();
    expect(row).toHaveTextContent('Soirée : Menu de St. Silvestre');
    expect(row).toHaveTextContent(
      'Acompte CHF 150.00 · à payer d’ici au 28.12.2026 · réf. de paiement RF18 5390 0754 7034',
    );
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Paiement reçu', 'Libérer (non payée)', 'Annuler', 'Historique']);

    // No e-mail to tell the guest: no question.
    await user.click(within(row).getByRole('button', { name: 'Paiement reçu : Ferrari, 19:30' }));
    await waitFor(() =>
      expect(within(rowOf(panel, 'Ferrari')).getByText('Confirmée', { selector: '.badge' })).toBeVisible(),
    );
    expect(api.sent).toEqual([{ status: 'confirmed' }]);
    expect(rowOf(panel, 'Ferrari')).toHaveTextContent('Acompte CHF 150.00 · reçu');
  });

  it('asks before releasing a booking unpaid, with a message to the guest, then offers « Paiement reçu » again', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockReservations>;
    await renderDashboard(undefined, () => (api = mockReservations([WITH_EMAIL, ...DAY])));
    const panel = await openTab(user);
    expect(rowOf(panel, 'Colombo')).toHaveTextContent('réf. de paiement 21 00000 00003 13947 14300 09017');
    await user.click(within(rowOf(panel, 'Colombo')).getByRole('button', { name: /^Libérer \(non payée\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Libérer (non payée) : Colombo, 19:30, 3 pers. ?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message au client (facultatif)' }), 'Dommage !');
    await user.click(within(dialog).getByRole('button', { name: 'Libérer (non payée)' }));
    await waitFor(() =>
      expect(within(rowOf(panel, 'Colombo')).getByText('Non payée', { selector: '.badge' })).toBeVisible(),
    );
    expect(api.sent).toEqual([{ status: 'unpaid', message: 'Dommage !' }]);
    const row = rowOf(panel, 'Colombo');
    expect(row).toHaveTextContent('Acompte CHF 100.00 · non payé au 28.12.2026');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Paiement reçu', 'Historique']);
  });

  it('lists a booking’s payments from the bank’s files once « Paiements » is opened, and says when none came', async () => {
    const asked: string[] = [];
    const credits: LedgerCredit[] = [
      {
        key: 'ZKB-0001',
        amountCentimes: 10_000,
        currency: 'CHF',
        valueDate: '2026-12-20',
        bookingDate: '2026-12-20',
        reference: 'RF18539007547034',
        outcome: 'short',
        reservationReference: 'EVE1-AAAA',
        importedAt: '2026-12-21T08:00:00.000Z',
        fileName: 'camt054.xml',
        recordedBy: null,
      },
      {
        key: 'ZKB-0002',
        amountCentimes: 5_000,
        currency: 'CHF',
        valueDate: '2026-12-22',
        bookingDate: '2026-12-22',
        reference: 'RF18539007547034',
        outcome: 'paid',
        reservationReference: 'EVE1-AAAA',
        importedAt: '2026-12-23T08:00:00.000Z',
        fileName: 'camt054.xml',
        recordedBy: null,
      },
    ];
    const user = userEvent.setup();
    await renderDashboard(undefined, () => {
      mockReservations([AWAITING, WITH_EMAIL, ...DAY]);
      server.use(
        http.get('/api/payments/credits', ({ request }) => {
          const reservation = new URL(request.url).searchParams.get('reservation')!;
          asked.push(reservation);
          return HttpResponse.json({
            success: true,
            data: credits.filter(({ reservationReference }) => reservationReference === reservation),
          });
        }),
      );
    });
    const panel = await openTab(user);
    // A booking without a deposit has no payments to look at.
    expect(within(rowOf(panel, 'Rossi')).queryByText('Paiements')).not.toBeInTheDocument();
    expect(asked).toEqual([]);

    const ferrari = within(rowOf(panel, 'Ferrari'));
    await user.click(ferrari.getByText('Paiements', { selector: 'summary' }));
    const list = await ferrari.findByRole('list');
    expect(asked).toEqual(['EVE1-AAAA']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['20.12.2026 · CHF 100.00 · ⚠ Paiement insuffisant', '22.12.2026 · CHF 50.00 · Payé']);

    const colombo = within(rowOf(panel, 'Colombo'));
    await user.click(colombo.getByText('Paiements', { selector: 'summary' }));
    expect(await colombo.findByText('Aucun paiement reçu.')).toBeInTheDocument();
    expect(asked).toEqual(['EVE1-AAAA', 'EVE2-AAAA']);
  });

  it('writes a payment received by hand under « Paiements », shows who wrote it, and a refused amount beside its field', async () => {
    const sent: unknown[] = [];
    const credits: LedgerCredit[] = [];
    const user = userEvent.setup();
    await renderDashboard(undefined, () => {
      mockReservations([AWAITING, ...DAY]);
      server.use(
        http.get('/api/payments/credits', () => HttpResponse.json({ success: true, data: credits })),
        http.post('/api/payments/entries', async ({ request }) => {
          const body = (await request.json()) as { amount: number; kind: 'received' | 'refund'; date: string };
          sent.push(body);
          if (body.kind === 'refund')
            return HttpResponse.json(
              {
                success: false,
                code: 'paymentEntry.refundTooLarge',
                message: 'Remboursement au plus de ce qui a été payé : CHF 100.00.',
                errors: { amount: 'Remboursement au plus de ce qui a été payé : CHF 100.00.' },
              },
              { status: 400 },
            );
          const credit: LedgerCredit = {
            key: 'staff:1',
            amountCentimes: body.amount * 100,
            currency: 'CHF',
            valueDate: body.date,
            bookingDate: null,
            reference: 'RF18539007547034',
            outcome: 'short',
            reservationReference: 'EVE1-AAAA',
            importedAt: '2026-12-21T08:00:00.000Z',
            fileName: '',
            recordedBy: 'marco',
          };
          credits.push(credit);
          return HttpResponse.json(
            {
              success: true,
              code: 'paymentEntry.received',
              message: 'Paiement enregistré.',
              data: { credit, confirmed: false },
            },
            { status: 201 },
          );
        }),
      );
    });
    const panel = await openTab(user);
    const ferrari = within(rowOf(panel, 'Ferrari'));
    await user.click(ferrari.getByText('Paiements', { selector: 'summary' }));
    const form = within(await ferrari.findByRole('group', { name: 'Saisir un paiement' }));
    expect(form.getByRole('radio', { name: 'Paiement reçu' })).toBeChecked();
    await user.type(form.getByRole('spinbutton', { name: 'Montant (CHF)' }), '40');
    await user.clear(form.getByLabelText('Date'));
    await user.type(form.getByLabelText('Date'), '2026-12-20');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await ferrari.findByRole('status')).toHaveTextContent('Paiement enregistré.');
    expect(sent).toEqual([{ reservation: 'EVE1-AAAA', kind: 'received', amount: 40, date: '2026-12-20' }]);
    expect(await ferrari.findByText(/saisi par marco/)).toHaveTextContent(
      '20.12.2026 · CHF 40.00 · ⚠ Paiement insuffisant · saisi par marco',
    );
    expect(form.getByRole('spinbutton', { name: 'Montant (CHF)' })).toHaveValue(null);

    await user.click(form.getByRole('radio', { name: 'Remboursement' }));
    await user.type(form.getByRole('spinbutton', { name: 'Montant (CHF)' }), '150');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    const amount = form.getByRole('spinbutton', { name: 'Montant (CHF)' });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/au plus de ce qui a été payé : CHF 100.00/));
    expect(amount).toBeInvalid();
    expect(credits).toHaveLength(1);
  });

  it('filters the day by the new statuses', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () => mockReservations([AWAITING, ...DAY]));
    const panel = await openTab(user);
    await user.selectOptions(within(panel).getByLabelText('Statut'), 'En attente du paiement');
    expect(listed(panel, 'Ferrari')).toBeInTheDocument();
    expect(listed(panel, 'Verdi')).not.toBeInTheDocument();
    await user.selectOptions(within(panel).getByLabelText('Statut'), 'Non payée');
    expect(within(panel).getByText('Aucune réservation avec ce statut')).toBeInTheDocument();
  });
});
