import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { pageLoaded, renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { mockAdminApi } from '../../../test/handlers/admin-api';
import { renderDashboard, setUpAdminTestEnvironment, storeSession } from '../shared/test-support';

setUpAdminTestEnvironment();

const storedToken = () => window.localStorage.getItem(STORAGE_KEYS.adminToken);
const storedFlag = () => window.localStorage.getItem(STORAGE_KEYS.adminLoggedIn);

async function fillLogin(user: ReturnType<typeof userEvent.setup>, username = 'admin', password = 'trattoria-dev') {
  await user.type(screen.getByLabelText("Nom d'utilisateur"), username);
  await user.type(screen.getByLabelText('Mot de passe'), password);
}

describe('admin gate', () => {
  it('shows the checking spinner while the stored token is being checked', async () => {
    storeSession();
    server.use(
      http.get('/api/auth/check', async () => {
        await delay('infinite');
        return HttpResponse.json({ success: true, authenticated: true });
      }),
    );
    renderApp('/admin');
    await pageLoaded();
    expect(screen.getByRole('status')).toHaveTextContent("Vérification de l'authentification...");
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('opens the dashboard on the menu tab when the token is still valid', async () => {
    storeSession();
    const api = mockAdminApi();
    renderApp('/admin/login');
    await pageLoaded();
    expect(await screen.findByRole('tab', { name: 'Gestion du Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Statistiques' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'check')).toHaveLength(1);
  });

  it('clears both session keys and shows the login when the server says not authenticated', async () => {
    storeSession();
    server.use(http.get('/api/auth/check', () => HttpResponse.json({ success: true, authenticated: false })));
    renderApp('/admin/dashboard');
    await pageLoaded();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(storedFlag()).toBeNull();
  });

  it('treats a failed check as logged out', async () => {
    storeSession();
    server.use(http.get('/api/auth/check', () => HttpResponse.json({}, { status: 500 })));
    renderApp('/admin');
    await pageLoaded();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(storedFlag()).toBeNull();
  });

  it('shows the login at once without a stored token, without asking the server', async () => {
    let checked = false;
    server.use(
      http.get('/api/auth/check', () => {
        checked = true;
        return HttpResponse.json({ success: true, authenticated: true });
      }),
    );
    renderApp('/admin');
    await pageLoaded();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(checked).toBe(false);
  });
});

describe('login screen', () => {
  it('has the logo, the titles, two required labelled fields and a way back to the site', async () => {
    renderApp('/admin/login');
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Trattoria Ticino' })).toBeInTheDocument();
    expect(screen.getByText('Administration - Connexion')).toBeInTheDocument();
    expect(document.querySelector('img.admin-logo')).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toBeRequired();
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: '← Retour au site web' })).toHaveAttribute('href', '/');
  });

  it('stores the token and the flag on success and shows the dashboard without a second check', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Connexion réussie',
          data: { token: 'fresh-token', user: { id: 1, username: 'admin', email: 'admin@example.org' } },
        });
      }),
    );
    renderApp('/admin');
    await pageLoaded();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('tab', { name: 'Gestion du Menu' })).toBeInTheDocument();
    expect(sent).toEqual({ username: 'admin', password: 'trattoria-dev' });
    expect(storedToken()).toBe('fresh-token');
    expect(storedFlag()).toBe('true');
    expect(window.localStorage.getItem('jwtToken')).toBeNull();
    await screen.findByText('4 élément(s) trouvé(s)');
    expect(api.calls).not.toContain('check');
  });

  it('sends the device token of an earlier login and keeps the new one, which outlives the logout', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.adminDeviceToken, 'earlier-device');
    mockAdminApi();
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Connexion réussie',
          data: { token: 'fresh-token', deviceToken: 'new-device', user: { id: 1, username: 'admin', email: '' } },
        });
      }),
    );
    renderApp('/admin');
    await pageLoaded();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await user.click(await screen.findByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(sent).toEqual({ username: 'admin', password: 'trattoria-dev', deviceToken: 'earlier-device' });
    expect([storedToken(), window.localStorage.getItem(STORAGE_KEYS.adminDeviceToken)]).toEqual([null, 'new-device']);
  });

  it("shows the server's message, and clears it when the user types", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ success: false, message: "Nom d'utilisateur ou mot de passe incorrect" }, { status: 401 }),
      ),
    );
    renderApp('/admin');
    await pageLoaded();
    await fillLogin(user, 'admin', 'faux');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect");
    expect(storedToken()).toBeNull();
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Erreur de connexion" when the server gives no message', async () => {
    const user = userEvent.setup();
    server.use(http.post('/api/auth/login', () => new HttpResponse(null, { status: 502 })));
    renderApp('/admin');
    await pageLoaded();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erreur de connexion$/);
    await user.type(screen.getByLabelText("Nom d'utilisateur"), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "Connexion..." with a spinner while the login is under way', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp('/admin');
    await pageLoaded();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const busy = await screen.findByRole('button', { name: 'Connexion...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.querySelector('.spinner')).toBeInTheDocument();
  });
});

describe('dashboard session', () => {
  it('logs out: calls the server, clears both keys and shows the login', async () => {
    const user = userEvent.setup();
    const { api } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(api.calls).toContain('logout');
    expect(storedToken()).toBeNull();
    expect(storedFlag()).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    server.use(http.post('/api/auth/logout', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(storedFlag()).toBeNull();
  });

  it('returns to the login with the session cleared when an admin call answers 401', async () => {
    storeSession('revoked-token');
    mockAdminApi();
    server.use(
      http.get('/api/menu', () =>
        HttpResponse.json({ success: false, message: 'Authentification requise' }, { status: 401 }),
      ),
    );
    renderApp('/admin/dashboard');
    await pageLoaded();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Votre session a expiré. Veuillez vous reconnecter.');
    expect(storedToken()).toBeNull();
    expect(storedFlag()).toBeNull();
  });

  it('keeps an edit refused because the session expired, and offers it again after logging back in', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    let saved: unknown;
    server.use(
      http.put('/api/menu/:id', async ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer fresh-token') {
          return HttpResponse.json({ success: false, message: 'Authentification requise' }, { status: 401 });
        }
        saved = await request.json();
        return HttpResponse.json({ success: true, message: 'Élément mis à jour' });
      }),
      http.post('/api/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Connexion réussie',
          data: { token: 'fresh-token', user: { id: 1, username: 'admin', email: 'admin@example.org' } },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Modifier Raclette du Valais' }));
    const form = screen.getByRole('dialog', { name: "Modifier l'élément du menu" });
    await user.clear(within(form).getByLabelText('Titre'));
    await user.type(within(form).getByLabelText('Titre'), 'Raclette au lait cru');
    await user.click(within(form).getByRole('button', { name: 'Mettre à jour' }));

    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const restored = await screen.findByRole('dialog', { name: "Modifier l'élément du menu" });
    expect(within(restored).getByText(/Votre saisie a été conservée/)).toBeInTheDocument();
    expect(within(restored).getByLabelText('Titre')).toHaveValue('Raclette au lait cru');
    await user.click(within(restored).getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toMatchObject({ title: 'Raclette au lait cru', price: 28, category: 'Nos Spécialités' });
  });

  it('switches tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    // « Soirées » reads its evenings and the payment settings when it is chosen.
    await renderDashboard(undefined, () =>
      server.use(
        http.get('/api/evenings', () => HttpResponse.json({ success: true, data: [] })),
        http.get('/api/payment-settings', () => HttpResponse.json({ success: true, data: { iban: null } })),
      ),
    );
    const menuTab = screen.getByRole('tab', { name: 'Gestion du Menu' });
    const boardTab = screen.getByRole('tab', { name: 'Ardoise' });
    const setMenusTab = screen.getByRole('tab', { name: 'Formules' });
    const reservationsTab = screen.getByRole('tab', { name: 'Réservations' });
    const tablesTab = screen.getByRole('tab', { name: 'Tables' });
    const statsTab = screen.getByRole('tab', { name: 'Statistiques' });
    const messagesTab = screen.getByRole('tab', { name: 'Messages' });
    const reviewTab = screen.getByRole('tab', { name: 'À vérifier' });
    const translationsTab = screen.getByRole('tab', { name: 'Traductions' });
    expect(screen.getByRole('tabpanel', { name: 'Gestion du Menu' })).toBeInTheDocument();
    expect(statsTab).toHaveAttribute('tabindex', '-1');

    menuTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(boardTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(setMenusTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Soirées' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(reservationsTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Service' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tablesTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(statsTab).toHaveFocus();
    expect(statsTab).toHaveAttribute('aria-selected', 'true');
    const statsPanel = screen.getByRole('tabpanel', { name: 'Statistiques' });
    expect(await within(statsPanel).findByText('Total des éléments')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(messagesTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(reviewTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(translationsTab).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(menuTab).toHaveFocus();
    await user.keyboard('{End}');
    expect(translationsTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(reviewTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Gestion du Menu' })).toBeInTheDocument());
  });

  it('prints the allergen matrix from the header in one click, and only when asked (docs/product.md#review-tab)', async () => {
    const user = userEvent.setup();
    const printedMatrixAlone: boolean[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printedMatrixAlone.push(document.body.classList.contains('printing-allergen-matrix'));
    });
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Imprimer la matrice des allergènes' }));
    const review = await screen.findByRole('tabpanel', { name: 'À vérifier' });
    expect(within(review).getByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(printedMatrixAlone).toEqual([true]));

    await user.click(screen.getByRole('tab', { name: 'Gestion du Menu' }));
    await user.click(screen.getByRole('tab', { name: 'À vérifier' }));
    expect(await screen.findByRole('tabpanel', { name: 'À vérifier' })).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('lists in « À vérifier » what each item lacks, in French (docs/product.md#review-tab)', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('tab', { name: 'À vérifier' }));
    const review = await screen.findByRole('tabpanel', { name: 'À vérifier' });
    const entrecote = within(review).getByText('Entrecôte de bœuf', { selector: 'strong' }).closest('li')!;
    expect(
      within(entrecote)
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual(['Origine de la viande ou du poisson non déclarée', 'Allergènes jamais confirmés']);
  });
});
