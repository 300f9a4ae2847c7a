import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffText, type SetMenu, type SetMenuValues } from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const LUNCH: SetMenu = {
  id: 'midi',
  name: 'Formule midi',
  price: 26.5,
  days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'],
  startsAt: '11:30',
  endsAt: '14:00',
  courses: [
    { name: 'Entrée', dishes: ['fondue'] },
    { name: 'Plat', dishes: ['entrecote', 'perches'] },
  ],
};

/** The dashboard with one set menu, its « Formules » tab open; what the tab sends is kept. */
async function openSetMenus(refusal?: Record<string, string>) {
  const sent: { method: string; path: string; body?: SetMenuValues }[] = [];
  await renderDashboard(undefined, () =>
    server.use(
      http.get('/api/set-menus', () => HttpResponse.json({ success: true, data: [LUNCH] })),
      http.post('/api/set-menus', async ({ request }) => {
        const body = (await request.json()) as SetMenuValues;
        sent.push({ method: 'POST', path: '/api/set-menus', body });
        if (refusal)
          return HttpResponse.json(
            { success: false, message: staffText('setMenu.invalid'), code: 'setMenu.invalid', errors: refusal },
            { status: 400 },
          );
        return HttpResponse.json({ success: true, data: { ...body, id: 'new' } }, { status: 201 });
      }),
      http.delete('/api/set-menus/:id', ({ params }) => {
        sent.push({ method: 'DELETE', path: `/api/set-menus/${String(params.id)}` });
        return HttpResponse.json({ success: true });
      }),
    ),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Formules' }));
  await screen.findByRole('list', { name: 'Formules' });
  return { user, sent };
}

describe('the « Formules » tab (docs/product.md#set-menus)', () => {
  it('lists each set menu with its price, courses and schedule sentence', async () => {
    await openSetMenus();
    const card = within(screen.getByRole('list', { name: 'Formules' })).getByRole('listitem');
    expect(card).toHaveTextContent('Formule midi');
    expect(card).toHaveTextContent('CHF 26.50');
    expect(card).toHaveTextContent('Entrée + plat');
    expect(card).toHaveTextContent('servie du lundi au vendredi à midi');
  });

  it('checks the shared rules before sending anything, each message by its field', async () => {
    const { user, sent } = await openSetMenus();
    await user.click(screen.getByRole('button', { name: 'Nouvelle formule' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle formule' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer la formule' }));
    expect(form.getByText(staffText('setMenu.nameRequired'))).toBeInTheDocument();
    expect(form.getByText('Le prix est requis')).toBeInTheDocument();
    expect(form.getByText(staffText('setMenu.courseDishesRequired', { course: 1 }))).toBeInTheDocument();
    expect(form.getByText(staffText('setMenu.courseDishesRequired', { course: 2 }))).toBeInTheDocument();
    expect(form.getByLabelText('Nom de la formule')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('creates a set menu from dishes of the menu, by keyboard-usable controls', async () => {
    const { user, sent } = await openSetMenus();
    await user.click(screen.getByRole('button', { name: 'Nouvelle formule' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle formule' }));
    await user.type(form.getByLabelText('Nom de la formule'), 'Formule du soir');
    await user.type(form.getByLabelText('Prix (CHF)'), '42,50');
    await user.click(form.getByLabelText('Samedi'));
    await user.clear(form.getByLabelText('Servie dès'));
    await user.type(form.getByLabelText('Servie dès'), '18:30');
    await user.clear(form.getByLabelText("Jusqu'à"));
    await user.type(form.getByLabelText("Jusqu'à"), '22:00');
    await user.selectOptions(form.getByLabelText('Ajouter un plat au service n° 1'), 'fondue');
    await user.selectOptions(form.getByLabelText('Ajouter un plat au service n° 2'), 'perches');
    await user.selectOptions(form.getByLabelText('Ajouter un plat au service n° 2'), 'entrecote');
    await user.click(form.getByRole('button', { name: 'Retirer Filets de perche du service n° 2' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer la formule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      name: 'Formule du soir',
      price: 42.5,
      days: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
      startsAt: '18:30',
      endsAt: '22:00',
      courses: [
        { name: 'Entrée', dishes: ['fondue'] },
        { name: 'Plat', dishes: ['entrecote'] },
      ],
    });
    expect(await screen.findByText('« Formule du soir » est enregistrée.')).toBeInTheDocument();
  });

  it('opens a set menu to change it, with its values and dishes', async () => {
    const { user } = await openSetMenus();
    await user.click(screen.getByRole('button', { name: 'Modifier : Formule midi' }));
    const form = within(screen.getByRole('form', { name: 'Modifier : Formule midi' }));
    expect(form.getByLabelText('Prix (CHF)')).toHaveValue('26.50');
    expect(form.getByRole('list', { name: 'Plats au choix du service n° 2' })).toHaveTextContent('Entrecôte de bœuf');
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const { user } = await openSetMenus({ price: 'Le prix ne doit pas dépasser 100000 CHF' });
    await user.click(screen.getByRole('button', { name: 'Nouvelle formule' }));
    const form = within(screen.getByRole('form', { name: 'Nouvelle formule' }));
    await user.type(form.getByLabelText('Nom de la formule'), 'Formule midi');
    await user.type(form.getByLabelText('Prix (CHF)'), '24');
    await user.selectOptions(form.getByLabelText('Ajouter un plat au service n° 1'), 'fondue');
    await user.selectOptions(form.getByLabelText('Ajouter un plat au service n° 2'), 'perches');
    await user.click(form.getByRole('button', { name: 'Enregistrer la formule' }));
    expect(await form.findByText('Le prix ne doit pas dépasser 100000 CHF')).toBeInTheDocument();
    expect(form.getByLabelText('Nom de la formule')).toHaveValue('Formule midi');
  });

  it('deletes a set menu after a confirmation', async () => {
    const { user, sent } = await openSetMenus();
    await user.click(screen.getByRole('button', { name: 'Supprimer : Formule midi' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmer la suppression : Formule midi' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', path: '/api/set-menus/midi' }]));
  });
});
