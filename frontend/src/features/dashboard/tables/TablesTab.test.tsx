import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TABLE_MENU_PATH,
  staffMessageOf,
  staffText,
  sameTableLabel,
  wordStaffMessage,
  type TableInput,
  type TableListResponse,
  type TableView,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const PLACE = { seats: 4, area: 'Salle', combinableWith: [], onlineBookable: true };
const TABLES: TableView[] = [
  { id: 't1', label: '1', code: 'abc2345', ...PLACE, scansToday: 3, scansWeek: 17 },
  { id: 't2', label: 'Terrasse 3', code: 'xyz6789', ...PLACE, area: 'Terrasse', scansToday: 0, scansWeek: 2 },
];

/** A tables API that answers like the server, recording each change. */
function mockTables() {
  const state = {
    tables: [...TABLES],
    menuPath: DEFAULT_TABLE_MENU_PATH,
    assignTables: false,
    areas: ['Salle', 'Terrasse', 'Salon'],
    changes: [] as string[],
    sheets: [] as string[],
  };
  const settingsOf = () => ({ menuPath: state.menuPath, assignTables: state.assignTables, areas: state.areas });
  const taken = (label: string, except?: string) =>
    state.tables.some((table) => table.id !== except && sameTableLabel(table.label, label));
  const conflict = () =>
    HttpResponse.json(
      {
        success: false,
        message: staffText('tables.labelTaken'),
        code: 'tables.labelTaken',
        errors: { label: staffText('tables.labelTaken') },
        errorCodes: { label: { code: 'tables.labelTaken' } },
      },
      { status: 409 },
    );
  server.use(
    http.get('/api/tables', () =>
      HttpResponse.json<TableListResponse>({
        success: true,
        data: {
          today: '2026-11-27',
          menuPath: state.menuPath,
          assignTables: state.assignTables,
          areas: state.areas,
          tables: state.tables,
        },
      }),
    ),
    http.post('/api/tables', async ({ request }) => {
      const { label } = (await request.json()) as { label: string };
      if (taken(label)) return conflict();
      state.changes.push(`add ${label}`);
      const id = `t${state.tables.length + 1}`;
      state.tables.push({ id, label, code: 'new2345', ...PLACE, scansToday: 0, scansWeek: 0 });
      return HttpResponse.json({ success: true, data: {} }, { status: 201 });
    }),
    http.put('/api/tables/:id', async ({ params, request }) => {
      const sent = (await request.json()) as Partial<TableInput>;
      const id = String(params.id);
      if (sent.label === undefined) {
        state.changes.push(`place ${id} ${JSON.stringify(sent)}`);
        const joined = (sent.combinableWith ?? []).map((other) => ({
          id: other,
          label: state.tables.find((table) => table.id === other)?.label ?? '',
        }));
        state.tables = state.tables.map((table) =>
          table.id === id ? { ...table, ...sent, combinableWith: joined } : table,
        );
        return HttpResponse.json({ success: true, data: {} });
      }
      const { label } = sent;
      if (taken(label, id)) return conflict();
      state.changes.push(`rename ${id} ${label}`);
      state.tables = state.tables.map((table) => (table.id === id ? { ...table, label } : table));
      return HttpResponse.json({ success: true, data: {} });
    }),
    http.delete('/api/tables/:id', ({ params }) => {
      state.changes.push(`delete ${String(params.id)}`);
      state.tables = state.tables.filter((table) => table.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/table-settings', async ({ request }) => {
      const { menuPath, areas, assignTables } = (await request.json()) as {
        menuPath?: string;
        areas?: string[];
        assignTables?: boolean;
      };
      if (assignTables !== undefined) {
        state.changes.push(`assign ${assignTables}`);
        state.assignTables = assignTables;
        const unseated = assignTables
          ? [{ reference: 'ABCD-EFGH', date: '2026-12-04', time: '19:30', partySize: 14, name: 'Verdi' }]
          : [];
        return HttpResponse.json({ success: true, data: { ...settingsOf(), unseated } });
      }
      if (areas) {
        const inUse = state.tables.find((table) => !areas.includes(table.area));
        if (inUse) {
          const refusal = staffMessageOf('tables.areaInUse', { area: inUse.area, count: 1 });
          return HttpResponse.json(
            {
              success: false,
              message: wordStaffMessage(refusal),
              code: refusal.code,
              params: refusal.params,
              errors: { areas: wordStaffMessage(refusal) },
              errorCodes: { areas: refusal },
            },
            { status: 409 },
          );
        }
        state.changes.push(`areas ${areas.join('|')}`);
        state.areas = areas;
      }
      if (menuPath) {
        state.changes.push(`menu ${menuPath}`);
        state.menuPath = menuPath;
      }
      return HttpResponse.json({ success: true, data: settingsOf() });
    }),
    http.get('/api/tables/qr-codes', ({ request }) => {
      state.sheets.push(new URL(request.url).searchParams.get('perPage') ?? '');
      return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }),
  );
  return state;
}

async function openTables() {
  let api!: ReturnType<typeof mockTables>;
  await renderDashboard(undefined, () => {
    api = mockTables();
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Tables' }));
  const list = await screen.findByRole('list', { name: 'Tables de la salle' });
  return { api, user, list };
}

const rowOf = (list: HTMLElement, label: string) =>
  within(list).getByText(`Table ${label}`).closest('li') as HTMLElement;

describe('the tables screen (docs/product.md#tables)', () => {
  it('lists each table with its code and its scans today and over seven days', async () => {
    const { list } = await openTables();
    const first = within(rowOf(list, '1'));
    expect(first.getByText('Code : abc2345')).toBeInTheDocument();
    expect(first.getByText("Scans aujourd'hui : 3 · sur 7 jours : 17")).toBeInTheDocument();
    expect(first.getByText('4 places · Salle · réservable en ligne')).toBeInTheDocument();
    expect(screen.getByLabelText('Page ouverte par les codes QR')).toHaveValue(DEFAULT_TABLE_MENU_PATH);
  });

  it('sets a table’s seats, area, joins and online booking, checked before anything is sent', async () => {
    const { api, user, list } = await openTables();
    await user.click(within(rowOf(list, '1')).getByRole('button', { name: 'Places et salle de la table 1' }));
    const form = within(screen.getByRole('form', { name: 'Places et salle de la table 1' }));
    const seats = form.getByLabelText('Places');
    expect(seats).toHaveFocus();
    await user.clear(seats);
    await user.type(seats, '25{Enter}');
    expect(form.getByText(staffText('tables.seatsInvalid', { min: 1, max: 20 }))).toBeInTheDocument();
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(api.changes).toEqual([]);

    await user.clear(seats);
    await user.type(seats, '6');
    await user.selectOptions(form.getByLabelText('Salle'), 'Terrasse');
    await user.click(form.getByRole('checkbox', { name: 'Table Terrasse 3' }));
    await user.click(form.getByRole('checkbox', { name: 'Réservable en ligne' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(api.changes).toEqual([
        'place t1 {"seats":6,"area":"Terrasse","combinableWith":["t2"],"onlineBookable":false}',
      ]),
    );
    const row = within(rowOf(list, '1'));
    expect(
      await row.findByText('6 places · Terrasse · se joint à Terrasse 3 · par le personnel seulement'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La table 1 est enregistrée.');
    await waitFor(() => expect(row.getByRole('button', { name: 'Places et salle de la table 1' })).toHaveFocus());
  });

  it('names the areas, and keeps one that still holds a table', async () => {
    const { api, user } = await openTables();
    const form = within(screen.getByRole('form', { name: 'Salles' }));
    const field = form.getByLabelText('Noms des salles');
    expect(field).toHaveValue('Salle, Terrasse, Salon');
    await user.clear(field);
    await user.type(field, 'Salle, salle');
    await user.click(form.getByRole('button', { name: 'Enregistrer les salles' }));
    expect(form.getByText(staffText('tables.areasInvalid', { max: 12, maxLength: 30 }))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Salle, Véranda');
    await user.click(form.getByRole('button', { name: 'Enregistrer les salles' }));
    expect(await form.findByText(staffText('tables.areaInUse', { area: 'Terrasse', count: 1 }))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' Salle , Terrasse, Véranda ');
    await user.click(form.getByRole('button', { name: 'Enregistrer les salles' }));
    await waitFor(() => expect(api.changes).toEqual(['areas Salle|Terrasse|Véranda']));
    expect(await screen.findByLabelText('Noms des salles')).toHaveValue('Salle, Terrasse, Véranda');
  });

  it('adds a table, and says why when its label is empty or taken', async () => {
    const { api, user, list } = await openTables();
    const form = within(screen.getByRole('form', { name: 'Ajouter une table' }));
    await user.click(form.getByRole('button', { name: 'Ajouter la table' }));
    expect(form.getByText(staffText('tables.labelRequired'))).toBeInTheDocument();
    await user.type(form.getByLabelText('Nom de la nouvelle table'), 'terrasse 3');
    await user.click(form.getByRole('button', { name: 'Ajouter la table' }));
    expect(await form.findByText(staffText('tables.labelTaken'))).toBeInTheDocument();
    expect(api.changes).toEqual([]);

    await user.clear(form.getByLabelText('Nom de la nouvelle table'));
    await user.type(form.getByLabelText('Nom de la nouvelle table'), '  Salon  ');
    await user.click(form.getByRole('button', { name: 'Ajouter la table' }));
    expect(await within(list).findByText('Table Salon')).toBeInTheDocument();
    expect(api.changes).toEqual(['add Salon']);
    expect(form.getByLabelText('Nom de la nouvelle table')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('La table Salon est ajoutée.');

    // A later refusal never stands beside the earlier success.
    await user.type(form.getByLabelText('Nom de la nouvelle table'), 'Salon');
    await user.click(form.getByRole('button', { name: 'Ajouter la table' }));
    expect(await form.findByText(staffText('tables.labelTaken'))).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('renames a table in its row, with the keyboard back on its button afterwards', async () => {
    const { api, user, list } = await openTables();
    await user.click(within(rowOf(list, '1')).getByRole('button', { name: 'Renommer la table 1' }));
    const field = screen.getByLabelText('Nouveau nom de la table 1');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Terrasse 3{Enter}');
    expect(await screen.findByText(staffText('tables.labelTaken'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Fenêtre{Enter}');
    expect(await within(list).findByText('Table Fenêtre')).toBeInTheDocument();
    expect(api.changes).toEqual(['rename t1 Fenêtre']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Renommer la table Fenêtre' })).toHaveFocus());
  });

  it('deletes a table only once staff confirm', async () => {
    const { api, user, list } = await openTables();
    await user.click(within(rowOf(list, 'Terrasse 3')).getByRole('button', { name: 'Supprimer la table Terrasse 3' }));
    let confirm = await screen.findByRole('dialog', { name: 'Supprimer la table Terrasse 3 ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.changes).toEqual([]);

    await user.click(within(rowOf(list, 'Terrasse 3')).getByRole('button', { name: 'Supprimer la table Terrasse 3' }));
    confirm = await screen.findByRole('dialog', { name: 'Supprimer la table Terrasse 3 ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(within(list).queryByText('Table Terrasse 3')).toBeNull());
    expect(api.changes).toEqual(['delete t2']);
  });

  it('turns « Attribuer les tables » on once staff confirm, listing the bookings left without a table', async () => {
    const { api, user } = await openTables();
    const setting = within(screen.getByRole('region', { name: 'Attribution des tables' }));
    const toggle = setting.getByRole('checkbox', { name: 'Attribuer les tables' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    let confirm = await screen.findByRole('dialog', { name: 'Attribuer les tables ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.changes).toEqual([]);

    await user.click(toggle);
    confirm = await screen.findByRole('dialog', { name: 'Attribuer les tables ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Attribuer les tables' }));
    await waitFor(() => expect(api.changes).toEqual(['assign true']));
    const left = await setting.findByRole('list', { name: 'Restées sans table' });
    expect(left).toHaveTextContent('ven. 4 déc. à 19:30 · Verdi · 14 pers.');
    expect(await screen.findByRole('status')).toHaveTextContent(
      staffText('tables.assignTablesOnUnseated', { count: 1 }),
    );
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);
    await waitFor(() => expect(api.changes).toEqual(['assign true', 'assign false']));
    expect(setting.queryByRole('list', { name: 'Restées sans table' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(staffText('tables.assignTablesOff'));
  });

  it('keeps the codes on a page of this site', async () => {
    const { api, user } = await openTables();
    const form = within(screen.getByRole('form', { name: 'Page des codes QR' }));
    const field = form.getByLabelText('Page ouverte par les codes QR');
    await user.clear(field);
    await user.type(field, 'https://ailleurs.example/menu');
    await user.click(form.getByRole('button', { name: 'Enregistrer la page' }));
    expect(form.getByText(staffText('tables.menuPathInvalid'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.changes).toEqual([]);

    await user.clear(field);
    await user.type(field, '/en/menu');
    await user.click(form.getByRole('button', { name: 'Enregistrer la page' }));
    await waitFor(() => expect(api.changes).toEqual(['menu /en/menu']));
    expect(await screen.findByRole('status')).toHaveTextContent('Les codes mènent maintenant à /en/menu.');
  });

  it('downloads « Codes QR des tables » with the chosen number per page', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = await openTables();
    const sheet = within(screen.getByRole('region', { name: 'Codes QR des tables' }));
    expect(sheet.getByRole('radio', { name: '4 par page' })).toBeChecked();
    await user.click(sheet.getByRole('radio', { name: '12 par page' }));
    await user.click(sheet.getByRole('button', { name: 'Télécharger les codes QR (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sheets).toEqual(['12']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('codes-qr-tables-12-par-page.pdf');
  });
});
