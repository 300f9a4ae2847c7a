import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  checkQuantities,
  findPriceJumps,
  priceJumpErrors,
  staffText,
  wordStaffMessage,
  type MenuItem,
} from '@ticino/shared';
import { server } from '../../../../test/server';
import { AVAILABLE_UNDATED, SAMPLE_ITEMS } from '../../../../test/handlers/admin-api';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

setUpAdminTestEnvironment();

/** A PUT that refuses a tenfold price unless confirmed, by the server's rule, recording each body it receives. */
function mockPriceGuard(api: { items: MenuItem[] }) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/menu/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const stored = api.items.find((item) => item.id === params.id)!;
      const jumps = findPriceJumps(stored, {
        price: Number(body.price),
        quantities: checkQuantities(body.quantities).value ?? [],
      });
      if (jumps.length > 0 && body.confirmPriceChange !== true) {
        const errorCodes = priceJumpErrors(jumps);
        const errors = Object.entries(errorCodes).map(([field, message]) => [field, wordStaffMessage(message)]);
        return HttpResponse.json(
          {
            success: false,
            message: staffText('menuChanges.priceJumpUnconfirmed'),
            code: 'menuChanges.priceJumpUnconfirmed',
            errors: Object.fromEntries(errors),
            errorCodes,
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

    const message = staffText('menuChanges.priceJump', { before: 28, after: 280, factor: 10 });
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Prix (CHF)')).toHaveValue(280);
    expect(bodies).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Raclette du Valais' })).getByText('CHF 28.00')).toBeVisible();
  });

  it("takes the server's words and code when it holds another price than the dashboard (changed meanwhile)", async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const bodies = mockPriceGuard(api);
    api.items = api.items.map((item) => (item.title === 'Raclette du Valais' ? { ...item, price: 2.8 } : item));
    const form = await changePrice(user, 'Raclette du Valais', '30');

    const question = await screen.findByRole('dialog', { name: 'Confirmer ce changement de prix ?' });
    const message = staffText('menuChanges.priceJump', { before: 2.8, after: 30, factor: 10 });
    expect(question).toHaveTextContent(message);
    await user.click(within(question).getByRole('button', { name: 'Corriger le prix' }));

    await waitFor(() => expect(within(form).getByLabelText('Prix (CHF)')).toHaveFocus());
    expect(within(form).getByLabelText('Prix (CHF)')).toHaveAccessibleDescription(message);
    expect(bodies).toHaveLength(1);
  });
});

describe("a drink's price by quantity ten times higher or lower", () => {
  const gazosa: MenuItem = {
    id: 'gazosa',
    title: 'Gazosa al mandarino',
    price: 4.5,
    description: 'Limonade tessinoise',
    category: 'Nos Boissons',
    ...AVAILABLE_UNDATED,
    position: 0,
    ...NO_LAW_DETAILS,
    quantities: [
      { quantity: '2 dl', price: 4.5 },
      { quantity: '50 cl', price: 9 },
    ],
    photo: null,
  };

  it("is asked about by its quantity; corrected, the form shows why at that quantity's price", async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard([...SAMPLE_ITEMS, gazosa]);
    const bodies = mockPriceGuard(api);
    await user.click(screen.getByRole('button', { name: 'Modifier Gazosa al mandarino' }));
    const form = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
    const bottlePrice = within(within(form).getByRole('group', { name: 'Quantité 2' })).getByLabelText('Prix (CHF)');
    await user.clear(bottlePrice);
    await user.type(bottlePrice, '90');
    await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));

    const question = await screen.findByRole('dialog', { name: 'Confirmer ce changement de prix ?' });
    expect(question).toHaveTextContent(
      'Le prix de « 50 cl » passe de CHF 9.00 à CHF 90.00, au moins 10 fois plus cher. Est-ce bien le prix voulu ?',
    );
    await user.click(within(question).getByRole('button', { name: 'Corriger le prix' }));

    const message = staffText('menuChanges.quantityPriceJumps', {
      jumps: [{ row: 2, quantity: '50 cl', before: 9, after: 90 }],
      factor: 10,
    });
    await waitFor(() => expect(bottlePrice).toHaveFocus());
    expect(bottlePrice).toHaveAccessibleDescription(message);
    expect(bodies).toHaveLength(1);
  });
});
