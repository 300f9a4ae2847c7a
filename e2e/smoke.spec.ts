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

  test("/cms serves Strapi's back-office and its own login works", async ({ page }) => {
    await page.goto('/cms');
    // The browser speaks French (fr-CH), so the back-office does too.
    await page.getByLabel(/e-?mail/i).fill(CMS_ADMIN.email);
    await page.getByLabel('Mot de passe').fill(CMS_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/cms(\/)?$/);
    await expect(page.getByRole('link', { name: /gestionnaire de contenu/i }).first()).toBeVisible();
    // The session survives a reload: the refresh cookie reaches /admin/* from /cms.
    await page.reload();
    await expect(page.getByRole('link', { name: /gestionnaire de contenu/i }).first()).toBeVisible();
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
