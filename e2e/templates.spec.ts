import { axeOn } from './axe';
import { expect, test, type Page } from '@playwright/test';

/** Every template route of docs/product.md#template-pages with the text of its one h1. */
const PAGE_HEADINGS: Record<string, string> = {
  about: 'About Us',
  room: 'Room',
  find_room: 'Find Room',
  room_details: 'Delux Family Rooms',
  services: 'Service',
  service_details: 'Service Details',
  our_team: 'Our Team',
  pricing: 'Pricing',
  blog: 'Blog',
  blog_details: 'Designing rooms for slow mornings',
  contact: 'Contact',
};
const MAIN_PAGES = [
  'about',
  'find_room',
  'room_details',
  'services',
  'service_details',
  'our_team',
  'pricing',
  'blog',
  'blog_details',
];
const VARIANT_HOMES: Record<string, string> = {
  home2: 'Slow days by the water',
  home3: 'Good beds, great people, right in the centre',
  home4: 'Unique Place And Luxury Hotel',
  home5: 'Your home in the city, for a week or a season',
};

const ROUTES: [string, string][] = [
  ...MAIN_PAGES.map((page): [string, string] => [`/${page}`, PAGE_HEADINGS[page] ?? page]),
  ...Object.entries(VARIANT_HOMES).flatMap(([variant, heading]): [string, string][] => [
    [`/${variant}`, heading],
    ...Object.entries(PAGE_HEADINGS).map(([page, pageHeading]): [string, string] => [
      `/${variant}/${page}`,
      pageHeading,
    ]),
  ]),
];

/**
 * Each page component once, scrolled through on a large screen: the main pages, each variant's home, and the pages that
 * exist under a variant only. A page under another prefix draws the same component in its variant's shell, which the
 * variant's home shows (the route table's component test, `src/app/routes.test.tsx`, proves the prefixes); every route
 * is still visited, on a phone, by the test below them.
 */
const VARIANT_ONLY_PAGES = Object.keys(PAGE_HEADINGS).filter((page) => !MAIN_PAGES.includes(page));
const SCROLLED_ROUTES = ROUTES.filter(([path]) => {
  const [first, page] = path.slice(1).split('/');
  return page === undefined || (first === 'home2' && VARIANT_ONLY_PAGES.includes(page));
});

/**
 * Collects console errors, uncaught exceptions, failed requests and any call to the restaurant API. `leaving`: the
 * test moves to the next page before the last one's lazy images arrive, so requests its own navigation cancels
 * (net::ERR_ABORTED) are not failures; a missing image still shows as a console error.
 */
function watch(page: Page, { leaving = false } = {}) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!(leaving && request.failure()?.errorText === 'net::ERR_ABORTED')) problems.push(`failed: ${request.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) problems.push(`api call: ${request.url()}`);
  });
  return problems;
}

/** Scrolls to the bottom in steps so lazy images and sliders below the fold load too. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
}

function headingOf(path: string): string {
  const route = ROUTES.find(([candidate]) => candidate === path);
  if (!route) throw new Error(`${path} is not a template route`);
  return route[1];
}

/** One page of each layout: the main header, the four home variants (each with its own sections) and form pages. */
const AXE_PAGES = ['/about', '/home2', '/home3', '/home4', '/home5', '/home5/find_room', '/pricing', '/blog_details'];

test.describe('template pages', () => {
  for (const path of AXE_PAGES) {
    for (const mode of ['light', 'dark'] as const) {
      test(`axe finds no serious or critical violation on ${path} in ${mode} mode`, async ({ page }) => {
        // In light mode this is also the page's load in whole, as below for the pages axe does not read.
        const problems = watch(page);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.addInitScript(
          (dark) => window.localStorage.setItem('templateDarkMode', String(dark)),
          mode === 'dark',
        );
        await page.goto(path);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        await expect(h1).toHaveText(headingOf(path));
        await expect(page.locator('.tpl--dark')).toHaveCount(mode === 'dark' ? 1 : 0);
        await scrollThrough(page);
        expect(problems).toEqual([]);
        const { violations } = await axeOn(page).exclude('iframe').analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  }

  for (const [path, heading] of SCROLLED_ROUTES.filter(([route]) => !AXE_PAGES.includes(route))) {
    test(`${path} shows its heading and loads whole without console errors`, async ({ page }) => {
      // Scrolling a long template page through loads all its images and sliders: over 30 s at load 10.
      test.slow();
      const problems = watch(page);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(heading);
      await scrollThrough(page);
      expect(problems).toEqual([]);
    });
  }

  test('every template route shows its one heading, fits a 320 px phone screen and logs no console error', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const problems = watch(page, { leaving: true });
    const tooWide: string[] = [];
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1, path).toHaveText(heading);
      await expect(h1, path).toHaveCount(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`${path}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('restaurant pages do not download template code', async ({ page }) => {
    const templateChunks: string[] = [];
    page.on('request', (request) => {
      if (
        /\/assets\/(?:TemplateLayout|ResortHome|HostelHome|CityHotelHome|ApartmentHome|FindRoomPage|RoomDetailsPage)-/.test(
          request.url(),
        )
      ) {
        templateChunks.push(request.url());
      }
    });
    for (const path of ['/', '/la-carte', '/galerie', '/contact', '/reserver', '/admin']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(templateChunks).toEqual([]);
  });

  test('Find Room carries the choice to the room details, and the booking demo ends at home', async ({ page }) => {
    await page.goto('/home2/find_room');
    await page.getByLabel('Check In').fill('2030-06-10');
    await page.getByLabel('Check Out').fill('2030-06-14');
    await page.getByRole('button', { name: /^Guests:/ }).click();
    await page.getByRole('button', { name: 'More children' }).click();
    await page.getByRole('button', { name: 'Checkout Now' }).click();

    await expect(page).toHaveURL(/\/home2\/room_details$/);
    const summary = page.getByRole('complementary', { name: 'Booking summary' });
    await expect(summary).toContainText('Mon, 10 June 2030');
    await expect(summary).toContainText('Fri, 14 June 2030');

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('button', { name: 'Yes, i want!' }).click();
    await expect(page.getByRole('heading', { name: 'Congratulation!' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the video popup loads the privacy-enhanced YouTube player only on play', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('youtube')) youtube.push(request.url());
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, body: '<p>player</p>', contentType: 'text/html' }),
    );
    await page.goto('/home3');
    await scrollThrough(page);
    expect(youtube).toEqual([]);
    await page.getByRole('button', { name: 'PLAY' }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible();
  });
});
