import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { pageLoaded, renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { mockAdminApi } from '../../../test/handlers/admin-api';
import { fillLogin, setUpAdminTestEnvironment, storedFlag, storedToken } from '../shared/test-support';

setUpAdminTestEnvironment();

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
