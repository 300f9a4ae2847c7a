import path from 'path';
import { expect, test } from '@playwright/test';
import { logInAsStaff } from './accounts';

/** A suffix no seeded dish carries. */
const RUN = Date.now().toString(36);
const DISH = { title: `Polenta au gorgonzola ${RUN}`, price: '24', description: `Polenta du Tessin (${RUN})` };
const ALT = 'Une assiette de polenta dorée nappée de gorgonzola fondant';
/** One of the project's own pictures (see scripts/images), 1600 × 1067. */
const PHOTO = path.join(__dirname, '..', 'cms', 'data', 'seed', 'photos', 'raclette.jpg');

test('staff add a dish with a photo and its alt text; visitors see it in responsive sizes on /la-carte', async ({
  page,
  browser,
}) => {
  await logInAsStaff(page);
  await page.getByRole('button', { name: 'Ajouter un élément' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un nouvel élément' });
  await form.getByLabel('Titre').fill(DISH.title);
  await form.getByLabel('Prix (CHF)').fill(DISH.price);
  await form.getByLabel('Description').fill(DISH.description);

  // A file of another type is refused in the form, before anything is sent.
  await form.getByLabel('Ajouter une photo').setInputFiles({
    name: 'carte.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(form.getByText('Format accepté : JPEG, PNG ou WebP.')).toBeVisible();

  await form.getByLabel('Ajouter une photo').setInputFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Aperçu du fichier choisi' })).toBeVisible();
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(form.getByText('Décrivez la photo en quelques mots (texte alternatif).')).toBeVisible();
  await form.getByLabel('Texte alternatif de la photo').fill(ALT);
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(form).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto('/la-carte');
  const dish = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: DISH.title }) });
  const photo = dish.getByRole('img', { name: ALT });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('decoding', 'async');
  await expect(photo).toHaveAttribute('width', '1600');
  await expect(photo).toHaveAttribute('height', '1067');
  await expect(photo).toHaveAttribute('sizes', '(min-width: 768px) 160px, (min-width: 360px) 96px, calc(100vw - 2rem)');
  const srcset = (await photo.getAttribute('srcset')) ?? '';
  expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
    // Strapi's thumbnail fits 245 × 156.
    expect.stringMatching(/^23\dw$/),
    '500w',
    '750w',
    '1000w',
    '1600w',
  ]);
  // The browser fetched one of the sizes from the media library and drew it.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/uploads\//);

  // Dishes without a photo show none.
  const salad = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Salade verte' }) });
  await expect(salad.getByRole('img')).toHaveCount(0);
  await visitor.close();
});
