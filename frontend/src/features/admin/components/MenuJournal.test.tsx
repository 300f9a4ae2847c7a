import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MENU_CHANGE_MESSAGES,
  priceJumpMessage,
  type MenuChange,
  type MenuChangesResponse,
  type MenuItem,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../test-support';

setUpAdminTestEnvironment();

/** A PUT that refuses a tenfold price unless confirmed, as the server does, recording each body it receives. */
function mockPriceGuard(api: { items: MenuItem[] }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/menu/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const stored = api.items.find((item) => item.id === params.id)!;
      if (body.price === stored.price * 10 && body.confirmPriceChange !== true) {
        return HttpResponse.json(
          {
            success: false,
            message: MENU_CHANGE_MESSAGES.priceJumpUnconfirmed,
            errors: { price: priceJumpMessage(stored.price, Number(body.price)) },
          },
          { status: 409 },
        );
      }
      const { confirmPriceChange: _flag, ...values } = body;
      api.items = api.items.map((item) => (item.id === params.id ? { ...item, ...values } : item));
      return HttpResponse.json({ success: true, data: { ...stored, ...values } });
    }),
  );
  return bodies;
}

async function changePrice(user: ReturnType<typeof userEvent.setup>, title: string, price: string) {
  await user.click(screen.getByRole('button', { name: `Modifier ${title}` }));
  const form = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
  const input = within(form).getByLabelText('Prix (CHF)');
  await user.clear(input);
  await user.type(input, price);
  await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));
  return form;
}

describe('a price ten times higher or lower', () => {
  it('is asked about, then sent again with the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const bodies = mockPriceGuard(api);
    await changePrice(user, 'Raclette du Valais', '280');

    const question = await screen.findByRole('dialog', { name: 'Confirmer ce changement de prix ?' });
    expect(question).toHaveTextContent(
      'Le prix passe de CHF 28.00 à CHF 280.00, au moins 10 fois plus cher. Est-ce bien le prix voulu ?',
    );
    await user.click(within(question).getByRole('button', { name: 'Enregistrer ce prix' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies.map((body) => body.confirmPriceChange)).toEqual([undefined, true]);
    expect(
      await within(screen.getByRole('article', { name: 'Raclette du Valais' })).findByText('CHF 280.00'),
    ).toBeInTheDocument();
  });

  it('is not sent again when the staff member chooses to correct it: the form shows why under the price', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const bodies = mockPriceGuard(api);
    const form = await changePrice(user, 'Raclette du Valais', '280');

    const question = await screen.findByRole('dialog', { name: 'Confirmer ce changement de prix ?' });
    await user.click(within(question).getByRole('button', { name: 'Corriger le prix' }));

    expect(await within(form).findByText(priceJumpMessage(28, 280))).toBeInTheDocument();
    expect(within(form).getByLabelText('Prix (CHF)')).toHaveValue(280);
    expect(bodies).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Raclette du Valais' })).getByText('CHF 28.00')).toBeVisible();
  });
});

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
