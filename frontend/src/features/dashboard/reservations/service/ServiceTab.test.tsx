import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  genevaDay,
  staffMessageOf,
  wordStaffMessage,
  type AllergenAdvice,
  type ServiceBooking,
  type ServiceData,
  type ServiceTable,
  type ServiceWaiting,
} from '@ticino/shared';
import { french } from '../../../../test/messages';
import { server } from '../../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

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
  allergens: [],
  version: 1,
  ...overrides,
});

/** A service API that keeps its bookings and answers moves and statuses like the server. */
function mockService(
  bookings: ServiceBooking[],
  { assignTables = false, allergyAdvice = [] as AllergenAdvice[], waiting = [] as ServiceWaiting[] } = {},
) {
  const state = {
    waiting: waiting.map((entry) => ({ ...entry })),
    bookings: bookings.map((entry) => ({ ...entry })),
    sent: [] as unknown[],
    asked: [] as string[],
    sheets: [] as string[],
  };
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
        allergyAdvice,
        waiting: state.waiting,
      };
      return HttpResponse.json({ success: true, data });
    }),
    http.get('/api/service/kitchen-sheet.pdf', ({ request }) => {
      const url = new URL(request.url);
      state.sheets.push(`${url.searchParams.get('date')} ${url.searchParams.get('service')}`);
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' },
      });
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
    http.post('/api/waitlist/:id/seat', async ({ params, request }) => {
      const body = (await request.json()) as { overCapacity?: boolean };
      state.sent.push({ seat: params.id, ...body });
      if (!body.overCapacity) {
        return HttpResponse.json(
          { success: false, message: french('reservation.full'), code: 'reservation.full' },
          { status: 409 },
        );
      }
      const party = state.waiting.find(({ id }) => id === params.id)!;
      state.waiting = state.waiting.filter(({ id }) => id !== params.id);
      state.bookings.push(booking('WAIT-ERAA', { name: party.name, time: party.time, partySize: party.partySize }));
      return HttpResponse.json({ success: true, data: { reference: 'WAIT-ERAA' } }, { status: 201 });
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
          allergens: (body.allergens as ServiceBooking['allergens'] | undefined) ?? [],
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

  it('lists the parties waiting for the service, and seats one past the covers once staff confirm it', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([], {
        waiting: [
          { id: 'w1', time: '19:00', partySize: 2, name: 'Bernasconi', status: 'offered' },
          { id: 'w2', time: '19:30', partySize: 4, name: 'Keller', status: 'waiting' },
        ],
      });
    });
    await openService(user);
    const list = await screen.findByRole('region', { name: 'Liste d’attente (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '19:00 · Bernasconi · 2 pers. · Table proposéeInstaller',
      '19:30 · Keller · 4 pers. · En attenteInstaller',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Installer Keller, 4 pers. à 19:30' }));
    const question = await screen.findByRole('dialog', { name: 'Complet à cet horaire' });
    await user.click(within(question).getByRole('button', { name: 'Installer quand même' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Keller : réservé à 19:30, 4 pers.');
    expect(api.sent).toEqual([{ seat: 'w2' }, { seat: 'w2', overCapacity: true }]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Liste d’attente (1)' })).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Keller/ })).toBeInTheDocument();
  });

  it('marks a block with its guest’s allergies, named in words, and opens the kitchen’s lists for each', async () => {
    const user = userEvent.setup();
    const advice: AllergenAdvice[] = [
      {
        allergen: 'gluten',
        contains: ['Pizza Margherita', 'Tagliatelle al ragù'],
        traces: ['Risotto ai funghi'],
        without: [
          { group: 'Nos Viandes', titles: ['Filet de bœuf'] },
          { group: 'Ardoise du jour', titles: ['Polenta'] },
        ],
        toCheck: [],
      },
      { allergen: 'lait', contains: ['Risotto ai funghi'], traces: [], without: [], toCheck: ['Tiramisù'] },
    ];
    await renderDashboard(undefined, () => {
      mockService(
        [
          booking('ROSS-IAAA', { name: 'Rossi', tables: ['t2'], allergens: ['gluten', 'lait'] }),
          booking('NERI-AAAA', { name: 'Neri', tables: ['t1'] }),
        ],
        { allergyAdvice: advice },
      );
    });
    const plan = await openService(user);
    const rossi = within(plan).getByRole('button', { name: /^19:00–21:00 · Rossi/ });
    expect(rossi).toHaveAccessibleName(
      '19:00–21:00 · Rossi · 2 pers. · Confirmée · lit le français · Allergies : Gluten, Lait',
    );
    // The mark, for the eye; the name says it in words.
    expect(rossi).toHaveTextContent('⚠ Gl · La');
    const neri = within(plan).getByRole('button', { name: /^19:00–21:00 · Neri/ });
    expect(neri).toHaveAccessibleName('19:00–21:00 · Neri · 2 pers. · Confirmée · lit le français');
    expect(within(neri).queryByRole('img')).toBeNull();

    await user.click(rossi);
    const dialog = await screen.findByRole('dialog', { name: 'Rossi · 19:00 · 2 pers.' });
    expect(dialog).toHaveTextContent('⚠ Allergies : Gluten, Lait');
    /** Each heading of an allergen's lists, with what it lists as seen (« — » when nothing). */
    const listsOf = (name: string) =>
      within(within(dialog).getByRole('region', { name }))
        .getAllByRole('heading', { level: 4 })
        .map((heading) => {
          const list = heading.nextElementSibling!;
          const seen = [...list.childNodes].filter(
            (node) => !(node instanceof HTMLElement && node.classList.contains('visually-hidden')),
          );
          return [heading.textContent, seen.map((node) => node.textContent).join('')];
        });
    expect(listsOf('Gluten')).toEqual([
      ['Contient — à éviter', 'Pizza Margherita, Tagliatelle al ragù'],
      ['Traces possibles — à éviter sauf accord du client', 'Risotto ai funghi'],
      ['Sans gluten déclaré', 'Nos Viandes : Filet de bœufArdoise du jour : Polenta'],
      ['À vérifier', '—'],
    ]);
    expect(listsOf('Lait')).toEqual([
      ['Contient — à éviter', 'Risotto ai funghi'],
      ['Traces possibles — à éviter sauf accord du client', '—'],
      ['Sans lait déclaré', '—'],
      ['À vérifier', 'Tiramisù'],
    ]);
    expect(within(dialog).getByRole('region', { name: 'Gluten' })).toHaveTextContent('À vérifier—aucun');
  });

  it('downloads the service’s « Fiche allergies », and says so when it cannot', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([booking('ROSS-IAAA', { name: 'Rossi', tables: ['t2'], allergens: ['gluten'] })]);
    });
    await openService(user);
    await user.click(screen.getByRole('radio', { name: 'Midi' }));
    await user.click(screen.getByRole('button', { name: 'Fiche allergies' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const today = genevaDay(new Date());
    expect(api.sheets).toEqual([`${today} lunch`]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`fiche-allergies-${today}-lunch.pdf`);
    expect(await screen.findByRole('status')).toHaveTextContent('Fiche allergies téléchargée.');

    server.use(http.get('/api/service/kitchen-sheet.pdf', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('radio', { name: 'Soir' }));
    await user.click(screen.getByRole('button', { name: 'Fiche allergies' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fiche allergies n’a pas pu être téléchargée : vérifiez la connexion, puis réessayez.',
    );
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('keeps a walk-in’s allergies only once the guest agreed on the spot', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockService>;
    await renderDashboard(undefined, () => {
      api = mockService([]);
    });
    await openService(user);
    await user.click(screen.getByRole('button', { name: 'Client sans réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client sans réservation' });
    const allergies = within(dialog).getByRole('group', { name: 'Allergies' });
    expect(within(allergies).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(within(allergies).getByRole('checkbox', { name: 'Arachides' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const consent = within(allergies).getByRole('checkbox', { name: 'Accord donné sur place' });
    expect(consent).toHaveAccessibleDescription(french('reservation.allergyConsent'));
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveFocus();
    expect(api.sent).toEqual([]);

    await user.click(consent);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        expect.objectContaining({ source: 'walk_in', allergens: ['arachides'], allergyConsent: true }),
      ]),
    );
  });
});
