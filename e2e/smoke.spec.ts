import { expect, test } from '@playwright/test';

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

  test("/cms serves Strapi's back-office", async ({ page }) => {
    await page.goto('/cms');
    // A fresh database has no back-office account yet: Strapi asks for the first one.
    await expect(page.getByRole('button', { name: /let's start|commençons|login|connexion/i })).toBeVisible({ timeout: 20_000 });
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
