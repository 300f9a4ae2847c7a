import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** A subject no other test sends, so this run finds its own message. */
const SUBJECT = `Salle privée <samedi> ${Date.now().toString(36)}`;
const GUEST = { name: 'Giulia Bernasconi', email: 'giulia.bernasconi@example.ch' };

async function sendFromContactPage(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.getByPlaceholder('Votre nom').fill(GUEST.name);
  await page.getByPlaceholder('Votre e-mail').fill(GUEST.email);
  await page.getByPlaceholder('Sujet').fill(SUBJECT);
  await page.getByPlaceholder('Votre message').fill('Bonjour,\nsommes-nous 24 personnes bienvenues le 14 mars ?');
  await page.getByRole('button', { name: 'ENVOYER' }).click();
  await expect(page.getByText('Votre message a bien été envoyé !')).toBeVisible();
}

test.describe('messages tab', () => {
  test('staff read, mark, filter and delete a guest message from /contact', async ({ page }) => {
    // A guest's send, then staff's whole handling of it: past 30 s when the other test phases share the machine.
    test.slow();
    await sendFromContactPage(page);
    await logInAsStaff(page);

    const tab = page.getByRole('tab', { name: /^Messages, \d+ non lu\(s\)$/ });
    await expect(tab).toBeVisible();
    await tab.click();
    const panel = page.getByRole('region', { name: 'Messages des clients' });
    // The e2e server has no SMTP settings.
    await expect(
      panel.getByText(
        "La notification par e-mail est désactivée : les nouveaux messages n'arrivent que dans cet onglet.",
      ),
    ).toBeVisible();

    const row = panel.getByRole('listitem').filter({ hasText: SUBJECT });
    await expect(row.getByText('Non lu')).toBeVisible();
    await row.getByRole('button', { expanded: false }).click();
    await expect(row.getByText('sommes-nous 24 personnes bienvenues le 14 mars ?')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Répondre' })).toHaveAttribute(
      'href',
      `mailto:giulia.bernasconi@example.ch?subject=${encodeURIComponent(`Re: ${SUBJECT}`)}`,
    );
    await expect(row.getByText('Non lu')).toBeHidden();

    const { violations } = await axeOn(page).include('.admin-main').analyze();
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await row.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(row.getByText('Traité', { exact: true })).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Non traités seulement' }).check();
    await expect(panel.getByRole('listitem').filter({ hasText: SUBJECT })).toHaveCount(0);
    // Back to every message: the one that was open is open again.
    await panel.getByRole('checkbox', { name: 'Non traités seulement' }).uncheck();
    await row.getByRole('button', { name: 'Marquer comme non traité' }).click();
    await expect(row.getByText('Non traité', { exact: true })).toBeVisible();

    // Still there after a reload: the marks are on the server.
    await page.reload();
    await page.getByRole('tab', { name: /^Messages/ }).click();
    const reloadedRow = panel.getByRole('listitem').filter({ hasText: SUBJECT });
    await expect(reloadedRow.getByText('Non traité', { exact: true })).toBeVisible();
    await expect(reloadedRow.getByText('Non lu')).toHaveCount(0);

    await reloadedRow.getByRole('button', { expanded: false }).click();
    await reloadedRow.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ce message ?' });
    await expect(confirm).toContainText(SUBJECT);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: SUBJECT })).toHaveCount(0);
  });

  test('the messages API is closed to visitors', async ({ request }) => {
    for (const [method, path] of [
      ['get', '/api/messages'],
      ['get', '/api/messages/summary'],
      ['patch', '/api/messages/any'],
      ['delete', '/api/messages/any'],
    ] as const) {
      const response = await request[method](path, { data: method === 'patch' ? { read: true } : undefined });
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Authentification requise',
        code: 'api.unauthenticated',
      });
    }
  });

  test('the privacy statement gives the retention period the server applies', async ({ page }) => {
    await page.goto('/la-carte');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Protection des données' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déclaration relative à la protection des données' });
    // The e2e server keeps the default CONTACT_RETENTION_DAYS.
    await expect(dialog).toContainText('effacés automatiquement 365\u00a0jours après leur réception');
  });
});
