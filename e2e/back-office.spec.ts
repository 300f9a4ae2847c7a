import { axeOn } from './axe';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CMS_ADMIN, STAFF, logInAsStaff, signInToCms } from './accounts';

/** A suffix no seeded dish or account carries, so what this run created is found by it. */
const RUN = Date.now().toString(36);

const CREATE_DISH = '/cms/content-manager/collection-types/api::menu-item.menu-item/create';
const CREATE_USER = '/cms/content-manager/collection-types/plugin::users-permissions.user/create';

/** Strapi's « Save » button in each language the back-office offers. */
const SAVE: Record<string, string> = { fr: 'Enregistrer', de: 'Speichern', it: 'Salva', en: 'Save' };

/** Where Strapi keeps the interface language in the browser. */
const LANGUAGE_KEY = 'strapi-admin-language';

/**
 * Every test starts signed in to /cms: Strapi lets an account try to sign in only five times a few minutes, so the
 * owner signs in once per worker. The session is kept without its language, which each test's browser sets.
 */
const test = base.extend<object, { cmsSession: string }>({
  cmsSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'fr-CH' });
      await signInToCms(await context.newPage());
      const state = await context.storageState();
      await context.close();
      const file = path.join(workerInfo.project.outputDir, `cms-session-${workerInfo.workerIndex}.json`);
      const withoutLanguage = {
        ...state,
        origins: state.origins.map((origin) => ({
          ...origin,
          localStorage: origin.localStorage.filter((entry) => entry.name !== LANGUAGE_KEY),
        })),
      };
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(withoutLanguage));
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ cmsSession }, use) => use(cmsSession),
});

type PriceEntry = (input: Locator) => Promise<void>;

const typed =
  (text: string): PriceEntry =>
  (input) =>
    input.pressSequentially(text);

/** Through the system clipboard and Ctrl+V, as a price copied from elsewhere. */
const pasted =
  (text: string): PriceEntry =>
  async (input) => {
    await input.page().evaluate((value) => navigator.clipboard.writeText(value), text);
    await input.focus();
    await input.page().keyboard.press('ControlOrMeta+V');
  };

/** Creates a dish in /cms with its price entered by `enterPrice`, and saves it. */
async function createDish(page: Page, language: string, title: string, enterPrice: PriceEntry): Promise<void> {
  await page.goto(CREATE_DISH);
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  const price = page.getByRole('textbox', { name: /^Prix \(CHF\)/ });
  await enterPrice(price);
  await page.getByRole('textbox', { name: /^Description/ }).fill(`Essai du prix dans /cms (${RUN})`);
  await page.getByRole('button', { name: SAVE[language], exact: true }).click();
  await expect(page).not.toHaveURL(/\/create$/);
}

async function publicPrice(request: APIRequestContext, title: string): Promise<number | undefined> {
  const response = await request.get(`/api/public/menu?search=${encodeURIComponent(title)}`);
  const { data } = (await response.json()) as { data: { title: string; price: number }[] };
  return data.find((item) => item.title === title)?.price;
}

// Strapi's back-office loads each screen's code on first use: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('the back-office in French (browser in fr-CH)', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test.describe('signed out', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the login page speaks French and offers no e-mail reset while the site sends no e-mail', async ({ page }) => {
      await page.goto('/cms');
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      await expect(page.getByLabel('Mot de passe')).toBeVisible();
      await expect(page.getByRole('link', { name: /mot de passe oublié/i })).toBeHidden();
    });

    test('the reset page, reached by its address, says no e-mail can come and how to get back in', async ({ page }) => {
      await page.goto('/cms/auth/forgot-password');
      await page.locator('input[name="email"]').fill(CMS_ADMIN.email);
      await page.locator('button[type="submit"]').click();
      const refusal = page.getByRole('alert').filter({ hasText: "Ce site n'envoie pas d'e-mails" });
      await expect(refusal).toContainText('admin:reset-user-password');
      await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    });
  });

  // How each way of writing an amount reads is cms/tests/amount-text.test.ts's; here, that the field reads what a
  // browser types and pastes into it (a comma: in English below).
  for (const [how, enterPrice] of [
    ['typed 19.50', typed('19.50')],
    ['pasted 19.50', pasted('19.50')],
  ] as const) {
    test(`a price ${how} is saved as CHF 19.50`, async ({ page, request }) => {
      const title = `Essai prix ${how} ${RUN}`;
      await createDish(page, 'fr', title, enterPrice);
      await expect.poll(() => publicPrice(request, title)).toBe(19.5);
      if (how === 'typed 19.50') {
        await page.goto('/la-carte');
        await expect(page.locator('li.dish', { hasText: title })).toContainText('CHF 19.50');
      }
    });
  }

  test("a new dish offers no board date: the board is the dashboard's « Ardoise » tab", async ({ page }) => {
    await page.goto(CREATE_DISH);
    // The form's code loads on first use: wait for it as the other tests' first `fill` does.
    await page.getByRole('textbox', { name: /^Titre/ }).waitFor();
    await expect(page.getByText('Dernier jour', { exact: true })).toBeVisible();
    await expect(page.getByText("À l'ardoise jusqu'au")).toHaveCount(0);
  });

  test('an unreadable price is refused in French and nothing is saved', async ({ page, request }) => {
    const title = `Essai prix illisible ${RUN}`;
    await page.goto(CREATE_DISH);
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await page.getByRole('textbox', { name: /^Prix \(CHF\)/ }).pressSequentially('1.250,50');
    await expect(
      page.getByText('Un montant avec deux décimales au plus, avec un point ou une virgule : 24.50 ou 24,50.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Description/ }).fill('Essai');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/create$/);
    expect(await publicPrice(request, title)).toBeUndefined();
  });

  test("a guest's message opens read-only, and the users' list is named in French", async ({ page, request }) => {
    const subject = `Réservation du soir ${RUN}`;
    const sent = await request.post('/api/contact', {
      data: { name: 'Anna Rossi', email: 'anna@example.org', subject, message: 'Une table pour quatre, samedi.' },
    });
    expect(sent.ok()).toBe(true);

    // Strapi's guided tour, which a development build shows the first administrator, now in French.
    await page.addLocatorHandler(page.getByRole('dialog', { name: 'Gestionnaire de contenu' }), (tour) =>
      tour.getByRole('button', { name: 'Passer' }).click(),
    );
    await page.goto('/cms/content-manager/collection-types/api::contact-message.contact-message');
    await page.getByRole('gridcell', { name: subject }).click();
    for (const field of ['Nom', 'Sujet', 'Message']) {
      await expect(page.getByRole('textbox', { name: new RegExp(`^${field}`) })).toBeDisabled();
    }
    await expect(page.getByRole('link', { name: 'Utilisateur', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User', exact: true })).toHaveCount(0);
  });

  test('a tenfold price is refused in /cms under the price field, confirmed on the dashboard, then in « Historique »', async ({
    page,
    request,
  }) => {
    const title = `Essai prix décuplé ${RUN}`;
    await createDish(page, 'fr', title, typed('2.80'));

    const price = page.getByRole('textbox', { name: /^Prix \(CHF\)/ });
    await price.fill('');
    await price.pressSequentially('28');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const refusal = /^Le prix passerait de CHF 2\.80 à CHF 28\.00, soit au moins 10 fois plus cher/;
    const fieldError = page.locator('[data-strapi-field-error]', { hasText: refusal });
    await expect(fieldError).toBeVisible();
    // Under the price field: the smallest block holding the message holds the price's input and no other field.
    const field = page.locator('div', { has: price }).filter({ has: fieldError }).last();
    await expect(field.getByRole('textbox')).toHaveCount(1);
    expect(await publicPrice(request, title)).toBe(2.8);

    await logInAsStaff(page);
    await page.getByPlaceholder('Rechercher par titre ou description...').fill(title);
    await page.getByRole('button', { name: `Modifier ${title}` }).click();
    const form = page.getByRole('dialog', { name: "Modifier l'élément du menu" });
    await form.getByLabel('Prix (CHF)').fill('28');
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
    const question = page.getByRole('dialog', { name: 'Confirmer ce changement de prix ?' });
    await expect(question).toContainText('Le prix passe de CHF 2.80 à CHF 28.00, au moins 10 fois plus cher.');
    await question.getByRole('button', { name: 'Enregistrer ce prix' }).click();
    await expect(page.getByRole('article', { name: title })).toContainText('CHF 28.00');
    await expect.poll(() => publicPrice(request, title)).toBe(28);

    await page.getByRole('button', { name: `Historique de ${title}` }).click();
    const history = page.getByRole('dialog', { name: `Historique — ${title}` });
    const entries = history.getByRole('listitem').filter({ has: page.locator('time') });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(`Modification par ${STAFF.username} (tableau de bord)`);
    await expect(entries.nth(0)).toContainText('Prix (CHF) : 2.80 → 28.00');
    await expect(entries.nth(1)).toContainText(`Création par ${CMS_ADMIN.email} (back-office)`);
    await expect(entries.nth(1)).toContainText(`Titre : (vide) → ${title}`);
    const { violations } = await axeOn(page).include('[role="dialog"]').analyze();
    expect(
      violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id }) => id),
      'axe on « Historique »',
    ).toEqual([]);
  });

  test('a staff login created in /cms with the role left empty signs in to /admin', async ({ page }) => {
    const staff = { username: `serveur-${RUN}`, password: `Serveur-${RUN}-2026` };
    await page.goto(CREATE_USER);
    await page.getByRole('textbox', { name: /^Nom d'utilisateur/ }).fill(staff.username);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(`${staff.username}@staff.invalid`);
    await page.locator('input[name="password"]').fill(staff.password);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).not.toHaveURL(/\/create$/);

    await page.goto('/admin');
    await page.getByLabel("Nom d'utilisateur").fill(staff.username);
    await page.getByLabel('Mot de passe').fill(staff.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('tab', { name: 'Gestion du Menu' })).toBeVisible();
  });
});

for (const [locale, language, how, enterPrice] of [
  ['de-CH', 'de', 'typed 19.50', typed('19.50')],
  ['it-CH', 'it', 'pasted 19.50', pasted('19.50')],
  ['en-GB', 'en', 'typed 19,50', typed('19,50')],
] as const) {
  test.describe(`the back-office in ${language} (browser in ${locale})`, () => {
    test.use({ locale });

    test(`a price ${how} is saved as CHF 19.50`, async ({ context, page, request }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const title = `Essai prix ${language} ${how} ${RUN}`;
      await createDish(page, language, title, enterPrice);
      await expect.poll(() => publicPrice(request, title)).toBe(19.5);
    });
  });
}
