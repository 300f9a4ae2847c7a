import { expect, type Page } from '@playwright/test';

/** Accounts the end-to-end app is started with (see global-setup.ts). */
export const STAFF = { username: 'admin', password: 'staff-e2e-2026' } as const;
export const CMS_ADMIN = { email: 'owner@example.org', password: 'Backoffice-2026' } as const;

/** Signs the staff account in at /admin and waits for the dashboard's menu tab. */
export async function logInAsStaff(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel("Nom d'utilisateur").fill(STAFF.username);
  await page.getByLabel('Mot de passe').fill(STAFF.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('tab', { name: 'Gestion du Menu' })).toHaveAttribute('aria-selected', 'true');
}

/** Signs the owner in to /cms by the form's field names, which do not depend on the interface language. */
export async function signInToCms(page: Page): Promise<void> {
  await page.goto('/cms');
  await page.locator('input[name="email"]').fill(CMS_ADMIN.email);
  await page.locator('input[name="password"]').fill(CMS_ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/cms\/?$/);
}
