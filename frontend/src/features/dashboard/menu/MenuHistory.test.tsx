import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuChange, MenuChangesResponse } from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

describe('« Historique »', () => {
  const changes: MenuChange[] = [
    {
      id: 'c2',
      at: '2026-07-01T16:05:00.000Z',
      action: 'update',
      source: 'cms',
      author: 'owner@trattoria.example',
      itemId: 'raclette',
      itemTitle: 'Raclette du Valais',
      changes: [
        { field: 'price', before: 28, after: 280 },
        { field: 'description', before: 'Pommes de terre', after: '' },
      ],
    },
    {
      id: 'c1',
      at: '2026-01-15T08:30:00.000Z',
      action: 'create',
      source: 'dashboard',
      author: 'admin',
      itemId: 'raclette',
      itemTitle: 'Raclette du Valais',
      changes: [{ field: 'title', before: null, after: 'Raclette du Valais' }],
    },
  ];

  it("lists the item's changes: when in Geneva's time, who, from where, each field before → after", async () => {
    const user = userEvent.setup();
    let asked: unknown;
    await renderDashboard(undefined, () =>
      server.use(
        http.get('/api/menu/:id/changes', ({ params }) => {
          asked = params.id;
          return HttpResponse.json<MenuChangesResponse>({ success: true, data: changes });
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Historique de Raclette du Valais' }));

    const dialog = screen.getByRole('dialog', { name: 'Historique — Raclette du Valais' });
    await within(dialog).findByText('owner@trattoria.example');
    expect(asked).toBe('raclette');
    const [latest, first] = [...dialog.querySelectorAll('time')].map((time) => time.closest('li')!);
    // Summer time in Geneva is UTC+2, winter time UTC+1.
    expect(latest).toHaveTextContent('01.07.2026 18:05 · Modification par owner@trattoria.example (back-office)');
    expect(latest).toHaveTextContent('Prix (CHF) : 28.00 → 280.00');
    expect(latest).toHaveTextContent('Description : Pommes de terre → (vide)');
    expect(first).toHaveTextContent('15.01.2026 09:30 · Création par admin (tableau de bord)');
    expect(first).toHaveTextContent('Titre : (vide) → Raclette du Valais');

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when an item has no recorded change, and offers « Réessayer » when the read fails', async () => {
    const user = userEvent.setup();
    await renderDashboard(undefined, () =>
      server.use(
        http.get(
          '/api/menu/:id/changes',
          () => HttpResponse.json({ success: false, message: 'Panne' }, { status: 500 }),
          {
            once: true,
          },
        ),
        http.get('/api/menu/:id/changes', () => HttpResponse.json<MenuChangesResponse>({ success: true, data: [] })),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Historique de Fondue moitié-moitié' }));
    const dialog = screen.getByRole('dialog', { name: 'Historique — Fondue moitié-moitié' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors du chargement de l'historique");
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByText('Aucune modification enregistrée pour cet élément.')).toBeInTheDocument();
  });
});
