import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NO_LAW_DETAILS,
  serviceDayOf,
  staffMessageOf,
  wordStaffMessage,
  type MenuItem,
  type MenuItemWrite,
  type StaffMessage,
} from '@ticino/shared';
import { AVAILABLE_UNDATED, SAMPLE_ITEMS } from '../../../../test/handlers/admin-api';
import { server } from '../../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../../shared/test-support';

setUpAdminTestEnvironment();

const OSSO_BUCO: MenuItem = {
  id: 'osso-buco',
  title: 'Osso buco gremolata',
  price: 38,
  description: 'Risotto safrané.',
  category: 'Nos Viandes',
  ...AVAILABLE_UNDATED,
  boardUntil: '2020-01-10',
  position: 0,
  ...NO_LAW_DETAILS,
  allergens: ['celeri', 'lait'],
  origins: [{ animal: 'veau', name: '', production: 'elevage', country: 'CH', faoArea: null }],
  photo: null,
};

const ALLERGENS_ASKED = wordStaffMessage(staffMessageOf('board.allergensAsked'));

/**
 * The dashboard with an earlier board dish, its « Ardoise » tab open; the dishes the form sends are kept, or refused
 * with `refusal`'s field messages as the server sends them (words and codes).
 */
async function openBoard(refusal?: Record<string, StaffMessage>) {
  const sent: MenuItemWrite[] = [];
  await renderDashboard([...SAMPLE_ITEMS, OSSO_BUCO], () =>
    server.use(
      http.post('/api/menu', async ({ request }) => {
        const body = (await request.json()) as MenuItemWrite;
        sent.push(body);
        if (refusal)
          return HttpResponse.json(
            {
              success: false,
              message: 'Données invalides',
              errors: Object.fromEntries(
                Object.entries(refusal).map(([field, said]) => [field, wordStaffMessage(said)]),
              ),
              errorCodes: refusal,
            },
            { status: 400 },
          );
        return HttpResponse.json(
          { success: true, data: { ...body, id: 'new', position: 0, photo: null } },
          { status: 201 },
        );
      }),
    ),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Ardoise' }));
  const form = await screen.findByRole('form', { name: "Ajouter un plat à l'ardoise" });
  return { user, form: within(form), sent };
}

describe('the board screen (docs/product.md#todays-board)', () => {
  it('keeps the board dishes out of the menu tab and says when the board is empty', async () => {
    await renderDashboard([...SAMPLE_ITEMS, OSSO_BUCO]);
    expect(screen.queryByText('Osso buco gremolata')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Ardoise' }));
    expect(await screen.findByText("L'ardoise est vide : rien ne s'affiche sur le site.")).toBeInTheDocument();
  });

  it('asks for the allergens and, for a fish, an origin that fits it, before sending anything', async () => {
    const { user, form, sent } = await openBoard();
    await user.type(form.getByLabelText('Titre'), 'Féra du Léman');
    await user.type(form.getByLabelText('Description'), 'Meunière.');
    // The menu item form's fields, as a new item starts them, but listed with the suggestions of the moment.
    expect(form.getByLabelText('Catégorie')).toHaveValue('Suggestions du moment');
    expect(form.getByLabelText('Prix (CHF)')).toHaveValue(null);
    await user.type(form.getByLabelText('Prix (CHF)'), '34.50');
    await user.selectOptions(form.getByLabelText('Catégorie'), 'Nos Poissons');
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    expect(form.getByText(ALLERGENS_ASKED)).toBeInTheDocument();
    const confirmation = form.getByRole('checkbox', { name: 'J’ai vérifié les allergènes de ce plat' });
    expect(confirmation).toHaveFocus();
    // The menu item form's own law sections: only allergens and origins, the origin never guessed.
    expect(form.queryByText('Régimes et mentions')).not.toBeInTheDocument();
    expect(form.getByText('Origine de la viande ou du poisson non déclarée')).toBeInTheDocument();
    await user.click(within(form.getByRole('group', { name: 'Contient' })).getByRole('checkbox', { name: 'Poissons' }));
    await user.click(confirmation);
    await user.click(form.getByRole('button', { name: 'Ajouter une origine' }));
    const origin = form.getByRole('group', { name: 'Origine 1' });
    for (const control of ['Animal', 'Production', 'Pays'])
      expect(within(origin).getByLabelText(control)).toHaveDisplayValue('Choisissez…');
    // A fish declared as beef is refused, in the form as on the server.
    await user.selectOptions(within(origin).getByLabelText('Animal'), 'Bœuf');
    await user.selectOptions(within(origin).getByLabelText('Production'), 'élevage');
    await user.selectOptions(within(origin).getByLabelText('Pays'), 'Suisse');
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    expect(form.queryByText(ALLERGENS_ASKED)).not.toBeInTheDocument();
    expect(form.getByText("L'origine « Bœuf » ne correspond pas à ce plat.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.selectOptions(within(origin).getByLabelText('Animal'), 'Poisson');
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      allergens: ['poissons'],
      origins: [{ animal: 'poisson', production: 'elevage', country: 'CH' }],
      confirmAllergens: true,
    });
  });

  it('starts from an earlier board dish and puts it on the board for today, its allergens confirmed', async () => {
    const { user, form, sent } = await openBoard();
    await user.selectOptions(form.getByLabelText("Reprendre un plat déjà passé à l'ardoise"), 'osso-buco');
    expect(form.getByLabelText('Titre')).toHaveValue('Osso buco gremolata');
    expect(form.getByLabelText('Prix (CHF)')).toHaveValue(38);
    expect(
      within(form.getByRole('group', { name: 'Contient' })).getByRole('checkbox', { name: 'Céleri' }),
    ).toBeChecked();
    // An earlier dish's allergens are confirmed again for today's.
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    expect(form.getByText(ALLERGENS_ASKED)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(form.getByRole('checkbox', { name: 'J’ai vérifié les allergènes de ce plat' }));
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Osso buco gremolata',
      price: 38,
      category: 'Nos Viandes',
      // In the order of the law's list.
      allergens: ['lait', 'celeri'],
      origins: [{ animal: 'veau', country: 'CH' }],
      boardUntil: serviceDayOf(Date.now()),
      confirmAllergens: true,
    });
    expect(await screen.findByText("« Osso buco gremolata » est à l'ardoise.")).toBeInTheDocument();
    expect(form.getByLabelText('Titre')).toHaveValue('');
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const { user, form } = await openBoard({ title: staffMessageOf('menuItem.titleRequired') });
    await user.selectOptions(form.getByLabelText("Reprendre un plat déjà passé à l'ardoise"), 'osso-buco');
    await user.click(form.getByRole('checkbox', { name: 'J’ai vérifié les allergènes de ce plat' }));
    await user.click(form.getByRole('button', { name: "Mettre à l'ardoise" }));
    expect(await form.findByText('Le titre est requis')).toBeInTheDocument();
    expect(form.getByLabelText('Titre')).toHaveFocus();
    expect(form.getByLabelText('Titre')).toHaveValue('Osso buco gremolata');
  });
});
