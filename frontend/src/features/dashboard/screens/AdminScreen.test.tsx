import { http, HttpResponse, delay } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageLoaded, renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { mockAdminApi } from '../../../test/handlers/admin-api';
import {
  fillLogin,
  renderDashboard,
  setUpAdminTestEnvironment,
  storeSession,
  storedFlag,
  storedToken,
} from '../shared/test-support';

setUpAdminTestEnvironment();

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
});
