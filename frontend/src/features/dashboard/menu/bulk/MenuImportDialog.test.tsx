import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type ApiSuccess,
  type MenuFileFailure,
  type MenuImportRequest,
  type MenuImportResult,
  type StaffMessage,
} from '@ticino/shared';
import { server } from '../../../../test/server';
import { AVAILABLE_UNDATED, SAMPLE_ITEMS } from '../../../../test/handlers/admin-api';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

setUpAdminTestEnvironment();

/** A staff message as the server answers it: its French words, its code and its values. */
const said = (message: StaffMessage) => ({ message: wordStaffMessage(message), ...message });

const CSV = 'Identifiant;Titre;Prix (CHF);Description;Catégorie\r\nfondue;Fondue;34.00;x;Nos Spécialités\r\n';

const PLAN: MenuImportResult = {
  applied: false,
  version: 'v1',
  added: [
    {
      line: 3,
      values: {
        title: 'Polenta grillée',
        price: 21.5,
        description: 'Maïs',
        category: 'Nos Spécialités',
        ...AVAILABLE_UNDATED,
        ...NO_LAW_DETAILS,
      },
    },
  ],
  changed: [
    {
      line: 2,
      id: 'fondue',
      title: 'Fondue moitié-moitié',
      values: { ...SAMPLE_ITEMS[0], price: 34 },
      changes: [{ field: 'price', label: 'Prix (CHF)', before: '32.50', after: '34.00' }],
    },
  ],
  removed: [{ id: 'perches', title: 'Filets de perche', category: 'Nos Poissons' }],
  unchanged: 2,
};

async function chooseFile(user: ReturnType<typeof userEvent.setup>, text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Importer la carte (CSV)' });
  await user.upload(within(dialog).getByLabelText('Fichier CSV'), new File([text], 'carte.csv', { type: 'text/csv' }));
  return dialog;
}

describe('importing the menu file (docs/product.md#menu-file)', () => {
  it('previews what the file adds, changes field by field and removes, and writes only on « Importer »', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const sent: MenuImportRequest[] = [];
    server.use(
      http.post('/api/menu/import', async ({ request }) => {
        const body = (await request.json()) as MenuImportRequest;
        sent.push(body);
        if (body.mode === 'preview')
          return HttpResponse.json<ApiSuccess<MenuImportResult>>({ success: true, data: PLAN });
        api.items = api.items.map((item) => (item.id === 'fondue' ? { ...item, price: 34 } : item));
        return HttpResponse.json<ApiSuccess<MenuImportResult>>({
          success: true,
          ...said(staffMessageOf('menuImport.imported', { added: 1, changed: 1, removed: 1 })),
          data: { ...PLAN, applied: true },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Importer un CSV' }));
    const dialog = await chooseFile(user, CSV);

    expect(
      await within(dialog).findByText(/Aperçu : 1 ajout\(s\), 1 modification\(s\), 1 suppression\(s\)/),
    ).toBeInTheDocument();
    const added = within(dialog).getByRole('region', { name: 'À ajouter' });
    expect(added).toHaveTextContent('Ligne 3 : Polenta grillée — Nos Spécialités, CHF 21.50');
    const changed = within(dialog).getByRole('region', { name: 'À modifier' });
    expect(changed).toHaveTextContent('Ligne 2 : Fondue moitié-moitié');
    expect(changed).toHaveTextContent('Prix (CHF) : 32.50 → 34.00');
    expect(within(dialog).getByRole('region', { name: 'À supprimer' })).toHaveTextContent(
      'Filets de perche — Nos Poissons',
    );
    expect(sent).toEqual([{ csv: CSV, mode: 'preview' }]);

    const listsBefore = api.calls.filter((call) => call === 'list').length;
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
    expect(
      await screen.findByText(staffText('menuImport.imported', { added: 1, changed: 1, removed: 1 })),
    ).toBeInTheDocument();
    expect(sent[1]).toEqual({ csv: CSV, mode: 'apply', version: 'v1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((call) => call === 'list').length).toBeGreaterThan(listsBefore));
    expect(
      await within(screen.getByRole('article', { name: 'Fondue moitié-moitié' })).findByText('CHF 34.00'),
    ).toBeInTheDocument();
  });

  it('lists every bad line of a refused file, and cannot import it', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const modes: string[] = [];
    server.use(
      http.post('/api/menu/import', async ({ request }) => {
        modes.push(((await request.json()) as MenuImportRequest).mode);
        return HttpResponse.json<MenuFileFailure>(
          {
            success: false,
            ...said(staffMessageOf('menuImport.fileRefused')),
            lines: [
              {
                line: 4,
                ...said(staffMessageOf('menuCsv.field', { line: 4, message: staffText('menuItem.titleRequired') })),
              },
              {
                line: 7,
                ...said(staffMessageOf('menuCsv.field', { line: 7, message: staffText('menuItem.priceNotPositive') })),
              },
            ],
          },
          { status: 400 },
        );
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Importer un CSV' }));
    const dialog = await chooseFile(user, CSV);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(staffText('menuImport.fileRefused'));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ligne 4 : le titre est requis.', 'Ligne 7 : le prix doit être un nombre positif.']);
    const importButton = within(dialog).getByRole('button', { name: 'Importer' });
    expect(importButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(importButton);
    expect(modes).toEqual(['preview']);
  });
});
