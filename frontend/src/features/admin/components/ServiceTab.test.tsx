import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  genevaDay,
  staffMessageOf,
  wordStaffMessage,
  type ServiceBooking,
  type ServiceData,
  type ServiceTable,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../test-support';

setUpAdminTestEnvironment();

const TABLES: ServiceTable[] = [
  { id: 't1', label: '1', seats: 2, area: 'Salle' },
  { id: 't2', label: '2', seats: 4, area: 'Salle' },
  { id: 't9', label: '9', seats: 6, area: 'Terrasse' },
];

const SEATING_TIMES = [
  '18:30',
  '18:45',
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
  '20:30',
  '20:45',
  '21:00',
];

const booking = (reference: string, overrides: Partial<ServiceBooking> = {}): ServiceBooking => ({
  reference,
  time: '19:00',
  turnMinutes: 120,
  partySize: 2,
  name: `Client ${reference}`,
  status: 'confirmed',
  language: 'fr',
  tables: [],
  version: 1,
  ...overrides,
});

/** A service API that keeps its bookings and answers moves and statuses like the server. */
function mockService(bookings: ServiceBooking[], { assignTables = false } = {}) {
  const state = { bookings: bookings.map((entry) => ({ ...entry })), sent: [] as unknown[], asked: [] as string[] };
  server.use(
    http.get('/api/service', ({ request }) => {
      const url = new URL(request.url);
      state.asked.push(`${url.searchParams.get('date')} ${url.searchParams.get('service')}`);
      const data: ServiceData = {
        date: url.searchParams.get('date')!,
        service: url.searchParams.get('service') as ServiceData['service'],
        // The seating times, and the bookings' own times, as the server gives them.
        slots: [...new Set([...SEATING_TIMES, ...state.bookings.map(({ time }) => time)])].sort(),
        slotIntervalMinutes: 15,
        turns: { turnMinutesUpTo2: 90, turnMinutesUpTo4: 120, turnMinutesLarger: 150 },
        assignTables,
        tables: TABLES,
        bookings: state.bookings,
      };
      return HttpResponse.json({ success: true, data });
    }),
    http.put('/api/reservations/:reference', async ({ params, request }) => {
      const body = (await request.json()) as { status?: string; tables?: string[]; version?: number };
      state.sent.push({ reference: params.reference, ...body });
      const target = state.bookings.find(({ reference }) => reference === params.reference)!;
      if (body.status === 'no_show') {
        const early = staffMessageOf('reservationStatus.notLateYet');
        return HttpResponse.json(
          { success: false, message: wordStaffMessage(early), code: early.code },
          { status: 409 },
        );
      }
      if (body.status) target.status = body.status as ServiceBooking['status'];
      if (body.tables) target.tables = body.tables;
      target.version += 1;
      return HttpResponse.json({ success: true, data: target });
    }),
    http.post('/api/reservations', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sent.push(body);
      state.bookings.push(
        booking('WALK-INAA', {
          name: body.name as string,
          partySize: body.partySize as number,
          status: 'honoured',
          // The house's choice, when staff left it to the house.
          tables: (body.tables as string[] | undefined) ?? ['t2'],
        }),
      );
      return HttpResponse.json({ success: true, data: { reference: 'WALK-INAA' } }, { status: 201 });
    }),
  );
  return state;
}

async function openService(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Service' }));
  return screen.findByRole('group', { name: 'Plan du service' });
}

describe('the service view (docs/product.md#service-view)', () => {
  it('draws a row per table with each booking over its turn, and the bookings without a table', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([
        booking('ROSS-IAAA', { name: 'Rossi', partySize: 3, tables: ['t2'], language: 'it', status: 'requested' }),
        booking('NERI-AAAA', { name: 'Neri', time: '20:00', turnMinutes: 90 }),
      ]);
    });
    const plan = await openService(user);
    expect(api.asked[0]).toMatch(new RegExp(`^${genevaDay(new Date())} (lunch|dinner)$`));
    const row = within(plan).getByRole('group', { name: 'Table 2 · 4 pl. · Salle' });
    expect(
      within(row).getByRole('button', { name: /^19:00–21:00 · Rossi · 3 pers\. · Demande · lit l’italien/ }),
    ).toBeVisible();
    const block = within(row).getByRole('listitem');
    // 19:00 is the third slot (column 4, after the label); 120 minutes are eight slots of 15.
    expect(block.style.gridColumn).toBe('4 / span 8');
    expect(within(plan).getByRole('group', { name: 'Sans table' })).toHaveTextContent('Neri');
    expect(within(plan).getByRole('group', { name: 'Table 1 · 2 pl. · Salle' })).toHaveTextContent('Libre');

    await user.click(screen.getByRole('radio', { name: 'Soir' }));
    await user.click(screen.getByRole('radio', { name: 'Midi' }));
    await waitFor(() => expect(api.asked.slice(-1)[0]).toMatch(/ lunch$/));
  });

  it('moves a booking to a free table in one tap, offering only the tables free for its turn', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([
        booking('ROSS-IAAA', { name: 'Rossi', tables: ['t2'] }),
        booking('NERI-AAAA', { name: 'Neri', time: '20:00', turnMinutes: 90, tables: ['t1'] }),
        booking('LATE-AAAA', { name: 'Tardi', time: '21:00', turnMinutes: 90, tables: ['t9'] }),
      ]);
    });
    const plan = await openService(user);
    await user.click(within(plan).getByRole('button', { name: /^19:00–21:00 · Rossi/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rossi · 19:00 · 2 pers.' });
    await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
    const free = within(dialog).getByRole('list', { name: 'Tables libres pour Rossi' });
    // Table 1 is Neri's from 20:00, within Rossi's turn; table 9 is Tardi's from 21:00, when Rossi has left.
    expect(
      within(free)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Table 9 · 6 pl. · Terrasse', 'Sans table']);
    await user.click(within(free).getByRole('button', { name: 'Table 9 · 6 pl. · Terrasse' }));
    await waitFor(() => expect(api.sent).toEqual([{ reference: 'ROSS-IAAA', tables: ['t9'], version: 1 }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Rossi : table 9.');
    await waitFor(() =>
      expect(within(plan).getByRole('group', { name: 'Table 9 · 6 pl. · Terrasse' })).toHaveTextContent('Rossi'),
    );
  });

  it('marks a guest arrived at once, asks before absent, and says why the server refuses it', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([booking('ROSS-IAAA', { name: 'Rossi', tables: ['t2'] })]);
    });
    const plan = await openService(user);
    await user.click(within(plan).getByRole('button', { name: /^19:00–21:00 · Rossi/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Rossi · 19:00 · 2 pers.' });
    await user.click(within(dialog).getByRole('button', { name: 'Absent' }));
    const ask = await screen.findByRole('dialog', { name: 'Marquer Rossi absent ?' });
    await user.click(within(ask).getByRole('button', { name: 'Absent' }));
    const refused = await screen.findByRole('dialog', { name: 'Erreur lors de la mise à jour' });
    expect(refused).toHaveTextContent("Le client n'est pas encore en retard.");
    await user.click(within(refused).getByRole('button', { name: 'OK' }));

    await user.click(within(plan).getByRole('button', { name: /^19:00–21:00 · Rossi/ }));
    dialog = await screen.findByRole('dialog', { name: 'Rossi · 19:00 · 2 pers.' });
    await user.click(within(dialog).getByRole('button', { name: 'Arrivé' }));
    await waitFor(() =>
      expect(within(plan).getByRole('button', { name: /^19:00–21:00 · Rossi · 2 pers\. · Arrivé/ })).toBeVisible(),
    );
    expect(api.sent).toEqual([
      { reference: 'ROSS-IAAA', status: 'no_show' },
      { reference: 'ROSS-IAAA', status: 'honoured' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Rossi : arrivé.');
  });

  it('places a block under its own columns, a walk-in’s time off the slot grid included', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () => {
      mockService([
        booking('WALK-INAA', { name: 'Passant', time: '19:07', turnMinutes: 90, tables: ['t1'] }),
        booking('ROSS-IAAA', { name: 'Rossi', time: '19:30', tables: ['t2'] }),
      ]);
    });
    const plan = await openService(user);
    // Columns: 18:30 … 19:00, 19:07, 19:15 … 21:00 (the mock's slots and the walk-in's own time).
    const passant = within(within(plan).getByRole('group', { name: 'Table 1 · 2 pl. · Salle' })).getByRole('listitem');
    expect(passant.style.gridColumn).toBe('5 / span 7'); // 19:07 to 20:37: up to the 20:45 column
    const rossi = within(within(plan).getByRole('group', { name: 'Table 2 · 4 pl. · Salle' })).getByRole('listitem');
    expect(rossi.style.gridColumn).toBe('7 / span 7'); // 19:30 to 21:30, past the last column: up to its end
  });

  it('lets the house choose a walk-in’s table when tables are assigned', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([], { assignTables: true });
    });
    await openService(user);
    await user.click(screen.getByRole('button', { name: 'Client sans réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client sans réservation' });
    expect(within(dialog).getByLabelText('Table')).toHaveDisplayValue('La mieux adaptée');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.sent).toEqual([expect.objectContaining({ source: 'walk_in', partySize: 2 })]));
    expect(api.sent[0]).not.toHaveProperty('tables');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Client sur place : 2 pers., table choisie par la maison.',
    );
  });

  it('seats guests without a booking at a table free now', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([booking('ROSS-IAAA', { name: 'Rossi', time: '00:00', turnMinutes: 1440, tables: ['t1'] })]);
    });
    await openService(user);
    await user.click(screen.getByRole('button', { name: 'Client sans réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client sans réservation' });
    const table = within(dialog).getByLabelText('Table');
    // Table 1 is held all day by Rossi: only 2, 9 and « Sans table » are offered.
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Table 2 · 4 pl. · Salle', 'Table 9 · 6 pl. · Terrasse', 'Sans table']);
    await user.clear(within(dialog).getByLabelText('Personnes'));
    await user.type(within(dialog).getByLabelText('Personnes'), '5');
    await user.selectOptions(table, 'Table 9 · 6 pl. · Terrasse');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        expect.objectContaining({ source: 'walk_in', partySize: 5, name: 'Client sur place', tables: ['t9'] }),
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Client sur place : 5 pers., table 9.');
  });
});
