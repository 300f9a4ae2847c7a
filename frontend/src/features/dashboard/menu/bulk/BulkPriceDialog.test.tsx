import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type ApiSuccess,
  type BulkPriceRequest,
  type BulkPriceResult,
  type StaffMessage,
} from '@ticino/shared';
import { server } from '../../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

setUpAdminTestEnvironment();

/** A staff message as the server answers it: its French words, its code and its values. */
const said = (message: StaffMessage) => ({ message: wordStaffMessage(message), ...message });

describe('changing the prices of a category (docs/product.md#bulk-price-change)', () => {
  it('previews each dish old → new price, then applies the change approved', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const sent: BulkPriceRequest[] = [];
    const result: BulkPriceResult = {
      applied: false,
      version: 'v7',
      category: 'Nos Spécialités',
      percent: 5,
      step: 0.5,
      items: [
        { id: 'fondue', title: 'Fondue moitié-moitié', before: 32.5, after: 34 },
        { id: 'raclette', title: 'Raclette du Valais', before: 28, after: 29.5 },
      ],
    };
    server.use(
      http.post('/api/menu/bulk-price', async ({ request }) => {
        const body = (await request.json()) as BulkPriceRequest;
        sent.push(body);
        if (body.mode === 'apply') {
          api.items = api.items.map((item) => ({
            ...item,
            price: result.items.find((line) => line.id === item.id)?.after ?? item.price,
          }));
        }
        return HttpResponse.json<ApiSuccess<BulkPriceResult>>({
          success: true,
          ...(body.mode === 'apply' && said(staffMessageOf('menuImport.repriced', { count: 2 }))),
          data: { ...result, applied: body.mode === 'apply' },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier les prix' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier les prix d'une catégorie" });
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Nos Spécialités');
    await user.type(within(dialog).getByLabelText('Variation (%)'), '5');
    expect(within(dialog).getByLabelText('Arrondi à')).toHaveValue('0.50');
    await user.click(within(dialog).getByRole('button', { name: "Voir l'aperçu" }));

    const table = await within(dialog).findByRole('table');
    expect(table).toHaveTextContent('Nos Spécialités : +5 %, arrondi à 0.50');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Fondue moitié-moitiéCHF 32.50CHF 34.00', 'Raclette du ValaisCHF 28.00CHF 29.50']);
    expect(sent).toEqual([{ category: 'Nos Spécialités', percent: '5', step: '0.50', mode: 'preview' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText(staffText('menuImport.repriced', { count: 2 }))).toBeInTheDocument();
    expect(sent[1]).toEqual({ category: 'Nos Spécialités', percent: '5', step: '0.50', mode: 'apply', version: 'v7' });
    expect(
      await within(screen.getByRole('article', { name: 'Raclette du Valais' })).findByText('CHF 29.50'),
    ).toBeInTheDocument();
  });

  it('lists each quantity of a drink old → new, and applies when only its bottle changes', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const modes: string[] = [];
    server.use(
      http.post('/api/menu/bulk-price', async ({ request }) => {
        const body = (await request.json()) as BulkPriceRequest;
        modes.push(body.mode);
        return HttpResponse.json<ApiSuccess<BulkPriceResult>>({
          success: true,
          ...(body.mode === 'apply' && said(staffMessageOf('menuImport.repriced', { count: 1 }))),
          data: {
            applied: body.mode === 'apply',
            version: 'v3',
            category: 'Vins Rosés',
            percent: 3,
            step: 1,
            items: [
              {
                id: 'rosato',
                title: 'Rosato del Ticino',
                before: 6,
                after: 6,
                quantities: [
                  { quantity: '1 dl', before: 6, after: 6 },
                  { quantity: '75 cl', before: 42, after: 43 },
                ],
              },
              { id: 'oeil', title: 'Œil-de-Perdrix', before: 9, after: 9 },
            ],
          },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier les prix' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier les prix d'une catégorie" });
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Vins Rosés');
    await user.type(within(dialog).getByLabelText('Variation (%)'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Arrondi à'), '1.00');
    await user.click(within(dialog).getByRole('button', { name: "Voir l'aperçu" }));

    const table = await within(dialog).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Rosato del Ticino1 dl : CHF 6.00 → CHF 6.00 · 75 cl : CHF 42.00 → CHF 43.00',
      'Œil-de-PerdrixCHF 9.00CHF 9.00',
    ]);
    const apply = within(dialog).getByRole('button', { name: 'Appliquer' });
    expect(apply).toHaveAttribute('aria-disabled', 'false');
    await user.click(apply);
    expect(await screen.findByText(staffText('menuImport.repriced', { count: 1 }))).toBeInTheDocument();
    expect(modes).toEqual(['preview', 'apply']);
  });

  it('refuses a percentage it cannot read before asking the server, and a changed input needs a new preview', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    let calls = 0;
    server.use(
      http.post('/api/menu/bulk-price', () => {
        calls += 1;
        return HttpResponse.json<ApiSuccess<BulkPriceResult>>({
          success: true,
          data: {
            applied: false,
            version: 'v',
            category: 'Nos Spécialités',
            percent: 10,
            step: 0.5,
            items: [{ id: 'fondue', title: 'Fondue moitié-moitié', before: 32.5, after: 36 }],
          },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier les prix' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier les prix d'une catégorie" });
    const percent = within(dialog).getByLabelText('Variation (%)');
    await user.type(percent, 'beaucoup');
    await user.click(within(dialog).getByRole('button', { name: "Voir l'aperçu" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      staffText('bulkPrice.percentInvalid', { min: -90, max: 100 }),
    );
    expect(calls).toBe(0);

    await user.clear(percent);
    await user.type(percent, '10');
    await user.click(within(dialog).getByRole('button', { name: "Voir l'aperçu" }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    await user.type(percent, '0');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('when the menu changed since the preview, writes nothing and shows the new preview with the reason', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const modes: string[] = [];
    let after = 34;
    server.use(
      http.post('/api/menu/bulk-price', async ({ request }) => {
        const body = (await request.json()) as BulkPriceRequest;
        modes.push(body.mode);
        if (body.mode === 'apply') {
          after = 35;
          return HttpResponse.json({ success: false, ...said(staffMessageOf('menuImport.stale')) }, { status: 409 });
        }
        return HttpResponse.json<ApiSuccess<BulkPriceResult>>({
          success: true,
          data: {
            applied: false,
            version: `v${after}`,
            category: 'Nos Spécialités',
            percent: 5,
            step: 0.5,
            items: [{ id: 'fondue', title: 'Fondue moitié-moitié', before: 32.5, after }],
          },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier les prix' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier les prix d'une catégorie" });
    await user.type(within(dialog).getByLabelText('Variation (%)'), '5');
    await user.click(within(dialog).getByRole('button', { name: "Voir l'aperçu" }));
    expect(await within(dialog).findByRole('table')).toHaveTextContent('CHF 34.00');
    await user.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffText('menuImport.stale'));
    expect(within(dialog).getByRole('table')).toHaveTextContent('CHF 35.00');
    expect(modes).toEqual(['preview', 'apply', 'preview']);
    expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toHaveAttribute('aria-disabled', 'false');
  });
});
