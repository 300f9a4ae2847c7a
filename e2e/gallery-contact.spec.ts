import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CMS_ADMIN } from './accounts';

const currentSlide = (page: Page) => page.locator('.yarl__slide_current');

async function expectSlide(page: Page, n: number) {
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${n} sur 17`);
  await expect(currentSlide(page).locator('img')).toHaveAttribute('src', `/images/galerie/${n}.JPG`);
}

/** Console errors and uncaught exceptions of the page, gathered while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Reads the stored contact messages the way the owner does: through the /cms back-office's API. */
async function storedMessages(request: APIRequestContext): Promise<{ subject: string; email: string; name: string }[]> {
  const login = await request.post('/admin/login', { data: CMS_ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()).data as { token: string };
  const list = await request.get('/content-manager/collection-types/api::contact-message.contact-message', {
    headers: { Authorization: `Bearer ${token}` },
    params: { pageSize: 100 },
  });
  expect(list.ok()).toBe(true);
  return (await list.json()).results;
}

test.describe('gallery', () => {
  test('shows 17 pictures and a lightbox that opens at the clicked one, moves, wraps and closes', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/galerie');
    await expect(page).toHaveTitle(/Galerie/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notre galerie' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Photos de la trattoria' });
    const images = grid.getByRole('img');
    await expect(images).toHaveCount(17);
    for (let n = 1; n <= 17; n += 1) {
      await expect(images.nth(n - 1)).toHaveAttribute('src', `/images/galerie/${n}.JPG`);
    }

    await grid.getByRole('button').nth(4).click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expectSlide(page, 5);
    await expect(currentSlide(page).locator('img')).toHaveJSProperty('complete', true);
    expect(
      await currentSlide(page)
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 6);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 5);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    await grid.getByRole('button').nth(16).click();
    await expectSlide(page, 17);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1);
    await lightbox.getByRole('button', { name: 'Image précédente' }).click();
    await expectSlide(page, 17);
    await expect(lightbox.getByRole('button', { name: 'Plein écran' })).toBeVisible();
    await lightbox.getByRole('button', { name: 'Fermer' }).click();
    await expect(lightbox).toBeHidden();

    expect(errors).toEqual([]);
  });

  test('serves every picture and thumbnail as an image', async ({ request }) => {
    for (let n = 1; n <= 17; n += 1) {
      const full = await request.get(`/images/galerie/${n}.JPG`);
      expect(full.headers()['content-type']).toBe('image/jpeg');
      for (const smaller of [`/images/galerie/thumbs/${n}.webp`, `/images/galerie/medium/${n}.webp`]) {
        expect((await request.get(smaller)).headers()['content-type']).toBe('image/webp');
      }
    }
  });
});

test.describe('contact', () => {
  test('checks the fields, sends the message and stores it in Strapi', async ({ page, request }) => {
    const errors = watchErrors(page);
    await page.goto('/contact');
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CONTACTEZ-NOUS PAR TÉLÉPHONE' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="tel:+41"]')).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
    const map = main.locator('iframe[title]');
    await expect(map).toHaveAttribute('loading', 'lazy');
    expect(await map.evaluate((frame) => frame.getBoundingClientRect().height)).toBe(450);

    const send = page.getByRole('button', { name: 'ENVOYER' });
    await send.click();
    for (const message of [
      'Le nom est requis.',
      "L'email est requis.",
      'Le sujet est requis.',
      'Le message est requis.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(send).toBeDisabled();

    const subject = `Anniversaire ${Date.now()}`;
    await page.getByPlaceholder('Votre nom').fill('Giulia Bernasconi');
    await page.getByPlaceholder('Votre e-mail').fill('giulia@example');
    await page.getByPlaceholder('Votre e-mail').blur();
    await expect(page.getByText("Format d'email invalide.")).toBeVisible();
    await page.getByPlaceholder('Votre e-mail').fill('giulia@example.ch');
    await page.getByPlaceholder('Sujet').fill(subject);
    await page
      .getByPlaceholder('Votre message')
      .fill('Bonjour, la salle privée est-elle libre le 14 mars pour 24 personnes ?');
    await expect(send).toBeEnabled();
    await send.click();

    const confirmation = page.getByText('Votre message a bien été envoyé !');
    await expect(confirmation).toBeVisible();
    const colour = await confirmation.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = colour.match(/\d+/g)!.map(Number);
    expect(green).toBeGreaterThan(red);
    expect(green).toBeGreaterThan(blue);
    await expect(page.getByPlaceholder('Votre nom')).toHaveValue('');

    const stored = await storedMessages(request);
    expect(stored.find((message) => message.subject === subject)).toMatchObject({
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
    });
    expect(errors).toEqual([]);
  });

  test('does not expose the stored messages publicly', async ({ request }) => {
    for (const path of ['/api/contact-messages', '/api/contact-message']) {
      const response = await request.get(path);
      expect([403, 404, 405], path).toContain(response.status());
    }
  });
});
