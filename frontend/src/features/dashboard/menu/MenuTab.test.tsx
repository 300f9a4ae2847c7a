import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_LAW_DETAILS, staffText, type MenuItem } from '@ticino/shared';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { AVAILABLE_UNDATED, SAMPLE_ITEMS, mockAdminApi } from '../../../test/handlers/admin-api';
import { renderDashboard, setUpAdminTestEnvironment, storeSession } from '../shared/test-support';

setUpAdminTestEnvironment();

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const breakdown = () => screen.queryByRole('region', { name: 'Répartition par catégorie' });

describe('menu list', () => {
  it('shows a spinner, then each item as a card with price, badge, description and named actions', async () => {
    storeSession();
    mockAdminApi();
    // The menu's answer waits until the spinner has been seen: answered at once, it could replace it unseen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('/api/menu', () => answered));
    renderApp('/admin');
    // The dashboard's code arrives first (a lazy route): on a busy machine that alone can take over a second.
    expect(await screen.findByText('Chargement du menu...', undefined, { timeout: 10_000 })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('4 élément(s) trouvé(s)')).toBeInTheDocument();
    // The printed menu as guests get it (docs/product.md#printed-menu).
    expect(screen.getByRole('link', { name: 'Télécharger la carte (PDF)' })).toHaveAttribute('href', '/carte.pdf');

    const card = screen.getByRole('article', { name: 'Fondue moitié-moitié' });
    expect(within(card).getByText('CHF 32.50')).toBeInTheDocument();
    expect(within(card).getByText('Nos Spécialités')).toHaveClass('badge');
    expect(within(card).getByText('Gruyère et vacherin fribourgeois, pain de campagne')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Modifier Fondue moitié-moitié' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Supprimer Fondue moitié-moitié' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Entrecôte de bœuf' })).getByText('CHF 42.00'),
    ).toBeInTheDocument();
  });

  it('with no items says so and invites to add the first one', async () => {
    await renderDashboard([]);
    expect(screen.getByText('0 élément(s) trouvé(s)')).toBeInTheDocument();
    expect(screen.getByText('Aucun élément trouvé')).toBeInTheDocument();
    expect(screen.getByText('Commencez par ajouter votre premier élément au menu')).toBeInTheDocument();
    expect(breakdown()).not.toBeInTheDocument();
  });

  it('shows the load error with "Réessayer", which loads the list again', async () => {
    const user = userEvent.setup();
    storeSession();
    mockAdminApi();
    server.use(
      http.get('/api/menu', () => HttpResponse.json({ success: false, message: 'Panne' }, { status: 500 }), {
        once: true,
      }),
    );
    renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement du menu');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('4 élément(s) trouvé(s)')).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement du menu')).not.toBeInTheDocument();
  });
});

describe('search and category filter', () => {
  it('searches title or description without regard to case, and counts what it finds', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const search = screen.getByPlaceholderText('Rechercher par titre ou description...');
    expect(search).toHaveAccessibleName('Rechercher');

    await user.type(search, 'FONDUE');
    await waitFor(() => expect(cardTitles()).toEqual(['Fondue moitié-moitié']));
    expect(screen.getByText('1 élément(s) trouvé(s)')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pommes');
    await waitFor(() => expect(cardTitles()).toEqual(['Filets de perche', 'Raclette du Valais']));
    expect(screen.getByText('2 élément(s) trouvé(s)')).toBeInTheDocument();
  });

  it('combines the search with the category select, whose first option is every category', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const select = screen.getByRole('combobox', { name: 'Filtrer par catégorie' });
    const firstOption = within(select).getAllByRole('option')[0];
    expect(firstOption).toHaveTextContent('Toutes les catégories');
    expect(firstOption).toHaveValue('Toutes');
    expect(select).toHaveValue('Toutes');

    await user.selectOptions(select, 'Nos Spécialités');
    await waitFor(() => expect(cardTitles()).toEqual(['Fondue moitié-moitié', 'Raclette du Valais']));
    await user.type(screen.getByPlaceholderText('Rechercher par titre ou description...'), 'pommes');
    await waitFor(() => expect(cardTitles()).toEqual(['Raclette du Valais']));
    expect(screen.getByText('1 élément(s) trouvé(s)')).toBeInTheDocument();
  });

  it('shows the filtered empty state with the hint to change the criteria', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.type(screen.getByPlaceholderText('Rechercher par titre ou description...'), 'sushi');
    expect(await screen.findByText('Aucun élément trouvé')).toBeInTheDocument();
    expect(screen.getByText('Essayez de modifier vos critères de recherche')).toBeInTheDocument();
    expect(screen.getByText('0 élément(s) trouvé(s)')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Rechercher par titre ou description...'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par catégorie' }), 'Vins Blancs');
    expect(await screen.findByText('Essayez de modifier vos critères de recherche')).toBeInTheDocument();
  });

  it('shows "Répartition par catégorie" only with no category chosen and some results', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const block = breakdown();
    expect(block).toBeInTheDocument();
    const rows = within(block as HTMLElement)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(rows).toEqual([
      ['Nos Spécialités', '2'],
      ['Nos Viandes', '1'],
      ['Nos Poissons', '1'],
    ]);

    await user.type(screen.getByPlaceholderText('Rechercher par titre ou description...'), 'pommes');
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(
      within(breakdown() as HTMLElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Nos Spécialités', 'Nos Poissons']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par catégorie' }), 'Nos Poissons');
    await waitFor(() => expect(cardTitles()).toEqual(['Filets de perche']));
    expect(breakdown()).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par catégorie' }), 'Toutes');
    await user.type(screen.getByPlaceholderText('Rechercher par titre ou description...'), ' introuvable');
    await screen.findByText('Aucun élément trouvé');
    expect(breakdown()).not.toBeInTheDocument();
  });
});

describe('add and edit form', () => {
  async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Ajouter un élément' }));
    return screen.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
  }

  it('opens empty with the first category chosen and the price rules on the input', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const dialog = await openAddForm(user);
    expect(within(dialog).getByLabelText('Titre')).toHaveFocus();
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('');
    const price = within(dialog).getByLabelText('Prix (CHF)');
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(within(dialog).getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(within(dialog).getByLabelText('Catégorie')).toHaveValue('Nos Spécialités');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
  });

  it('checks on submit with the French messages and clears each one when its field is edited', async () => {
    const user = userEvent.setup();
    let posted = false;
    await renderDashboard();
    server.use(
      http.post('/api/menu', () => {
        posted = true;
        return HttpResponse.json({ success: true, data: SAMPLE_ITEMS[0] });
      }),
    );
    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    const title = within(dialog).getByLabelText('Titre');
    expect(title).toHaveAccessibleDescription('Le titre est requis');
    expect(title).toHaveFocus();
    expect(within(dialog).getByLabelText('Prix (CHF)')).toHaveAccessibleDescription('Le prix est requis');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('La description est requise');
    expect(posted).toBe(false);

    await user.type(title, 'Polenta');
    expect(within(dialog).queryByText('Le titre est requis')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Le prix est requis')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Prix (CHF)'), '0');
    expect(within(dialog).queryByText('Le prix est requis')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Le prix doit être un nombre positif')).toBeInTheDocument();
    expect(within(dialog).getByText('La description est requise')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Description'), '   ');
    expect(within(dialog).queryByText('La description est requise')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Le prix doit être un nombre positif')).toBeInTheDocument();
    expect(posted).toBe(false);
  });

  it('adds an item, closes the form and reloads the list and the statistics', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    let body: unknown;
    server.use(
      http.post('/api/menu', async ({ request }) => {
        body = await request.json();
        const created: MenuItem = { id: 'polenta', ...(body as Omit<MenuItem, 'id'>) };
        api.items.push(created);
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
    );
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Titre'), '  Polenta ticinese ');
    await user.type(within(dialog).getByLabelText('Prix (CHF)'), '24.5');
    await user.type(within(dialog).getByLabelText('Description'), 'Polenta de maïs, ragoût de bœuf');
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Nos Plats Principaux Spéciaux');
    const loads = (what: string) => api.calls.filter((call) => call === what).length;
    const listLoads = loads('list');
    const translationLoads = loads('translations');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({
      title: 'Polenta ticinese',
      price: 24.5,
      description: 'Polenta de maïs, ragoût de bœuf',
      category: 'Nos Plats Principaux Spéciaux',
      ...AVAILABLE_UNDATED,
      ...NO_LAW_DETAILS,
    });
    expect(await screen.findByRole('article', { name: 'Polenta ticinese' })).toHaveTextContent('CHF 24.50');
    expect(screen.getByText('5 élément(s) trouvé(s)')).toBeInTheDocument();
    expect(loads('list')).toBeGreaterThan(listLoads);
    // A new dish is a French text to translate: the « Traductions » tab's counts follow.
    expect(loads('translations')).toBeGreaterThan(translationLoads);
  });

  it('adds an item with its photo; a refused photo leaves the form open as that item, so it is not added twice', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    const sent: string[] = [];
    let photoAccepted = false;
    server.use(
      http.post('/api/menu', async ({ request }) => {
        sent.push('create');
        const created: MenuItem = { id: 'polenta', ...((await request.json()) as Omit<MenuItem, 'id'>), photo: null };
        api.items.push(created);
        return HttpResponse.json({ success: true, data: created }, { status: 201 });
      }),
      http.put('/api/menu/:id', async ({ params, request }) => {
        sent.push(`update ${String(params.id)}`);
        return HttpResponse.json({ success: true, data: { id: params.id, ...((await request.json()) as object) } });
      }),
      http.post('/api/menu/:id/photo', async ({ params, request }) => {
        const form = await request.formData();
        sent.push(`photo ${String(params.id)} ${form.get('alt') as string}`);
        if (!photoAccepted) {
          return HttpResponse.json(
            { success: false, message: 'La photo dépasse 5 Mo.', errors: { photo: 'La photo dépasse 5 Mo.' } },
            { status: 413 },
          );
        }
        return HttpResponse.json({ success: true, data: api.items.find((item) => item.id === params.id) });
      }),
    );
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Titre'), 'Polenta');
    await user.type(within(dialog).getByLabelText('Prix (CHF)'), '24');
    await user.type(within(dialog).getByLabelText('Description'), 'Polenta de maïs');
    await user.upload(
      within(dialog).getByLabelText('Ajouter une photo'),
      new File(['jpeg'], 'polenta.jpg', { type: 'image/jpeg' }),
    );
    await user.type(within(dialog).getByLabelText('Texte alternatif de la photo'), 'Une polenta');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    const alert = await screen.findByRole('dialog', { name: 'Erreur lors de la sauvegarde' });
    await user.click(within(alert).getByRole('button'));
    const stillOpen = await screen.findByRole('dialog', { name: "Modifier l'élément du menu" });
    expect(within(stillOpen).getByLabelText('Remplacer la photo')).toHaveAccessibleDescription(
      expect.stringContaining('La photo dépasse 5 Mo.'),
    );
    photoAccepted = true;
    await user.upload(
      within(stillOpen).getByLabelText('Remplacer la photo'),
      new File(['jpeg'], 'polenta.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(stillOpen).getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual(['create', 'photo polenta Une polenta', 'update polenta', 'photo polenta Une polenta']);
  }, 30_000);

  it('edits an item with its values filled in and sends them with PUT', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    let request: { id: unknown; body: unknown } | undefined;
    server.use(
      http.put('/api/menu/:id', async ({ params, request: sent }) => {
        const body = (await sent.json()) as Omit<MenuItem, 'id'>;
        request = { id: params.id, body };
        api.items = api.items.map((item) => (item.id === params.id ? { ...item, ...body } : item));
        return HttpResponse.json({ success: true, data: { id: params.id, ...body } });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier Entrecôte de bœuf' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Entrecôte de bœuf');
    expect(within(dialog).getByLabelText('Prix (CHF)')).toHaveValue(42);
    expect(within(dialog).getByLabelText('Catégorie')).toHaveValue('Nos Viandes');

    const price = within(dialog).getByLabelText('Prix (CHF)');
    await user.clear(price);
    await user.type(price, '44.9');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request).toEqual({
      id: 'entrecote',
      body: {
        title: 'Entrecôte de bœuf',
        price: 44.9,
        description: 'Sauce café de Paris, frites maison',
        ...AVAILABLE_UNDATED,
        category: 'Nos Viandes',
        ...NO_LAW_DETAILS,
      },
    });
    expect(
      await within(screen.getByRole('article', { name: 'Entrecôte de bœuf' })).findByText('CHF 44.90'),
    ).toBeInTheDocument();
  });

  it('keeps the form open with what was typed when saving fails, and shows the server field errors', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const tooLong = staffText('menuItem.titleTooLong', { max: 200 });
    server.use(
      http.post('/api/menu', () =>
        HttpResponse.json(
          {
            success: false,
            message: "Les données de l'élément sont invalides",
            code: 'api.invalidMenuItem',
            // A rule this page does not know yet (a newer server): said by the alert, not under its field.
            errors: { title: tooLong, description: 'Une règle plus récente que la page' },
            errorCodes: {
              title: { code: 'menuItem.titleTooLong', params: { max: 200 } },
              description: { code: 'menuItem.notYetKnown' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Titre'), 'Fondue');
    await user.type(within(dialog).getByLabelText('Prix (CHF)'), '30');
    await user.type(within(dialog).getByLabelText('Description'), 'Au fromage');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

    const alert = await screen.findByRole('dialog', { name: 'Erreur lors de la sauvegarde' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    const form = screen.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
    expect(within(form).getByLabelText('Titre')).toHaveValue('Fondue');
    expect(within(form).getByLabelText('Prix (CHF)')).toHaveValue(30);
    expect(within(form).getByLabelText('Description')).toHaveValue('Au fromage');
    expect(await within(form).findByText(tooLong)).toBeInTheDocument();
    expect(within(form).getByLabelText('Description')).toHaveAccessibleDescription('');
  });

  it('takes the staff to the origin row the server refuses, known by its code', async () => {
    const user = userEvent.setup();
    const perch: MenuItem = {
      ...SAMPLE_ITEMS[2],
      allergens: ['poissons'],
      origins: [
        { animal: 'poisson', name: 'Féra', production: 'elevage', country: 'CH', faoArea: null },
        { animal: 'poisson', name: 'Perche', production: 'sauvage', country: 'CH', faoArea: null },
      ],
    };
    await renderDashboard([perch]);
    const unknownCountry = staffText('law.originCountryUnknown', { row: 2 });
    server.use(
      http.put('/api/menu/:id', () =>
        HttpResponse.json(
          {
            success: false,
            message: "Les données de l'élément sont invalides",
            code: 'api.invalidMenuItem',
            errors: { origins: unknownCountry },
            errorCodes: { origins: { code: 'law.originCountryUnknown', params: { row: 2 } } },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier Filets de perche' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    const alert = await screen.findByRole('dialog', { name: 'Erreur lors de la sauvegarde' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    const country = within(within(dialog).getByRole('group', { name: 'Origine 2' })).getByLabelText('Pays');
    await waitFor(() => expect(country).toHaveFocus());
    // The alert hands the focus back 100 ms after it closes unless told not to: past that, it is still on the field.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(country).toHaveFocus();
    expect(country).toHaveAccessibleDescription(unknownCountry);
    expect(within(dialog).getByRole('group', { name: 'Origine 1' })).toHaveAccessibleDescription('');
  });

  it('cannot be closed while the save is under way, so the save is neither lost nor applied to another item', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    let finishSave: () => void = () => undefined;
    server.use(
      http.put('/api/menu/:id', async () => {
        await new Promise<void>((resolve) => {
          finishSave = resolve;
        });
        return HttpResponse.json({ success: true, message: 'Élément mis à jour', data: api.items[0] });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier Fondue moitié-moitié' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: "Modifier l'élément du menu" })).toBeInTheDocument();

    finishSave();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes without saving on "Annuler"', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText('Titre'), 'Brouillon');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un élément' })).toHaveFocus();
  });
});

describe('delete', () => {
  it('asks for confirmation and deletes, then reloads the list', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    let deletedId: unknown;
    server.use(
      http.delete('/api/menu/:id', ({ params }) => {
        deletedId = params.id;
        api.items = api.items.filter((item) => item.id !== params.id);
        return HttpResponse.json({ success: true, message: 'Élément supprimé' });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Filets de perche' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
    });
    expect(confirm).toHaveTextContent('Filets de perche');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Filets de perche' })).not.toBeInTheDocument());
    expect(deletedId).toBe('perches');
    expect(screen.getByText('3 élément(s) trouvé(s)')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    let deleted = false;
    server.use(
      http.delete('/api/menu/:id', () => {
        deleted = true;
        return HttpResponse.json({ success: true });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Filets de perche' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(false);
    expect(screen.getByRole('article', { name: 'Filets de perche' })).toBeInTheDocument();
  });

  it('sends one delete however often the button is pressed while it runs', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    let deletes = 0;
    let finishDelete: () => void = () => undefined;
    server.use(
      http.delete('/api/menu/:id', async ({ params }) => {
        deletes += 1;
        await new Promise<void>((resolve) => {
          finishDelete = resolve;
        });
        api.items = api.items.filter((item) => item.id !== params.id);
        return HttpResponse.json({ success: true, message: 'Élément supprimé' });
      }),
    );
    const confirmDelete = async () => {
      await user.click(screen.getByRole('button', { name: 'Supprimer Filets de perche' }));
      const confirm = screen.queryByRole('dialog', {
        name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
      });
      if (confirm) await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    };
    await confirmDelete();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Filets de perche' }).closest('li')).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await confirmDelete();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    finishDelete();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Filets de perche' })).not.toBeInTheDocument());
    expect(deletes).toBe(1);
  });

  it('keeps the list but offers "Réessayer" when reading it again after a change fails', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    server.use(
      http.delete('/api/menu/:id', ({ params }) => {
        api.items = api.items.filter((item) => item.id !== params.id);
        return HttpResponse.json({ success: true, message: 'Élément supprimé' });
      }),
      http.get('/api/menu', () => HttpResponse.json({ success: false, message: 'Panne' }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Filets de perche' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors du chargement du menu');
    expect(screen.getByRole('article', { name: 'Fondue moitié-moitié' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Filets de perche' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('alerts "Erreur lors de la suppression" when the delete fails and keeps the item', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    server.use(
      http.delete('/api/menu/:id', () =>
        HttpResponse.json({ success: false, message: 'Élément du menu introuvable' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer Filets de perche' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Êtes-vous sûr de vouloir supprimer cet élément du menu ?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const alert = await screen.findByRole('dialog', { name: 'Erreur lors de la suppression' });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Filets de perche' })).toBeInTheDocument();
  });
});
