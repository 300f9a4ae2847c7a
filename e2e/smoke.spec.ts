import { expect, test } from '@playwright/test';
import { CMS_ADMIN } from './accounts';

test.describe('one origin serves the site, the dashboard and the back-office', () => {
  test('the home page loads', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Trattoria Ticino/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/admin shows the staff login screen', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Administration - Connexion')).toBeVisible();
  });

  test("/cms serves Strapi's back-office: its own login, session and logout work", async ({ page, context }) => {
    // Strapi's back-office loads each screen's code on first use: past 30 s when the machine is shared.
    test.slow();
    const home = page.getByRole('link', { name: /gestionnaire de contenu/i }).first();
    await page.goto('/cms');
    // The browser speaks French (fr-CH), so the back-office does too.
    await page.getByLabel(/e-?mail/i).fill(CMS_ADMIN.email);
    await page.getByLabel('Mot de passe').fill(CMS_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/cms(\/)?$/);
    await expect(home).toBeVisible();
    // The refresh cookie goes to the back-office's API only; the access cookie stays with the page whose scripts read it.
    const cookies = await context.cookies();
    expect(
      cookies.filter((cookie) => cookie.name.startsWith('strapi_admin_refresh')).map((cookie) => cookie.path),
    ).toEqual(['/admin', '/admin']);
    expect(cookies.find((cookie) => cookie.name === 'jwtToken')?.path).toBe('/cms');
    // The session survives a reload (its renewal through /admin/access-token: cms/tests/back-office-cookies.test.ts).
    await page.reload();
    await expect(home).toBeVisible();
    // Logging out ends the session: the login form comes back, and stays after a reload.
    await page.getByRole('button', { name: 'Admin CMS' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link to a template page loads it', async ({ page }) => {
    await page.goto('/home4/blog');
    await expect(page.getByRole('heading', { name: 'Blog' })).toBeVisible();
  });
});
