import { expect, test, type Page } from '@playwright/test';

/**
 * The restaurant pages arrive rendered by the server and the browser takes them over without redrawing them
 * (docs/architecture.md#server-rendered-pages).
 */
const PAGES = [
  {
    pathname: '/',
    heading: 'Trattoria Ticino',
    content: (page: Page) => page.locator('#carte').getByRole('heading', { name: 'Charbonnade de bœuf' }),
  },
  {
    pathname: '/la-carte',
    heading: 'La carte',
    content: (page: Page) => page.getByRole('region', { name: 'Nos Desserts' }).getByRole('listitem').first(),
  },
  {
    pathname: '/galerie',
    heading: 'Notre galerie',
    content: (page: Page) => page.getByRole('list', { name: 'Photos de la trattoria' }).getByRole('listitem').first(),
  },
  {
    pathname: '/contact',
    heading: 'Contact',
    content: (page: Page) => page.locator('.contact__details').getByRole('link', { name: '+41 22 731 48 50' }),
  },
  {
    pathname: '/reserver',
    heading: 'Réserver une table',
    content: (page: Page) => page.getByRole('combobox', { name: 'Nombre de personnes' }),
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { pathname, heading, content } of PAGES) {
    test(`${pathname} shows its content and the restaurant facts`, async ({ page }) => {
      await page.goto(pathname);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(content(page)).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('Rue de Lausanne 42');
      await expect(page.getByText('Chargement de la carte…')).toHaveCount(0);
      // Sections that fade in with scripts are shown as they are without them.
      const faded = await page
        .locator('[data-aos]')
        .evaluateAll((sections) => sections.filter((section) => getComputedStyle(section).opacity !== '1').length);
      expect(faded).toBe(0);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the top bar shows its links above the page, without the buttons that need scripts', async ({ page }) => {
      await page.goto('/');
      const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(navigation.getByRole('button')).toHaveCount(0);
      const bookLink = navigation.getByRole('link', { name: 'Réserver une table' });
      await expect(bookLink).toBeVisible();
      // In the page's flow, the open links push the page down instead of lying over the hero's heading.
      const bar = await page.getByRole('banner').boundingBox();
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(bar && heading && bar.y + bar.height <= heading.y).toBe(true);
      await bookLink.click();
      await expect(page).toHaveURL(/\/reserver$/);
    });
  });
});

interface Hydration {
  /** The server's main heading is still the element shown: React took the markup over instead of redrawing it. */
  sameHeading: boolean;
  hydrated: boolean;
  layoutShift: number;
  /** Each shift's score and what moved (the start of the elements' markup, from and to), to say why it failed. */
  shifts: string[];
  /** Stylesheets the page fetched: none, since the server's page carries the one it needs inline. */
  stylesheets: string[];
}

/** Before any script of the page runs: keeps the server's heading and adds up the layout shifts. */
async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { serverHeading: Element | null; layoutShift: number; shifts: string[] };
    state.layoutShift = 0;
    state.shifts = [];
    type Rect = { x: number; y: number; width: number; height: number };
    type Source = { node: Node | null; previousRect: Rect; currentRect: Rect };
    const box = ({ x, y, width, height }: Rect) => `${x},${y} ${width}×${height}`;
    const describe = ({ node, previousRect, currentRect }: Source) =>
      `${node instanceof Element ? node.outerHTML.slice(0, 100) : (node?.textContent?.slice(0, 100) ?? '?')} ` +
      `${box(previousRect)} → ${box(currentRect)}`;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
      })[];
      for (const entry of entries) {
        if (entry.hadRecentInput) continue;
        state.layoutShift += entry.value;
        state.shifts.push(
          `${entry.value} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') state.serverHeading = document.querySelector('h1');
    });
  });
}

async function hydration(page: Page): Promise<Hydration> {
  return page.evaluate(() => {
    const state = window as unknown as { serverHeading: Element | null; layoutShift: number; shifts: string[] };
    const heading = document.querySelector('h1');
    return {
      sameHeading: heading !== null && heading === state.serverHeading,
      hydrated: heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
      layoutShift: state.layoutShift,
      shifts: state.shifts,
      stylesheets: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((address) => new URL(address).pathname.endsWith('.css')),
    };
  });
}

/** Console errors and warnings, and uncaught exceptions. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'large screen', width: 1280, height: 800 },
]) {
  test.describe(`hydration on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { pathname, heading, content } of PAGES) {
      test(`${pathname}: the server's markup is taken over without warning or layout shift`, async ({ page }) => {
        const problems = collectProblems(page);
        await watchHydration(page);
        // A first visit leaves the fonts in the browser's cache: on a busy machine a font that arrives after the first
        // paint swaps in and moves text (Lighthouse's mobile runs measure that case), which this test does not measure.
        await page.goto(pathname);
        await page.waitForLoadState('networkidle');
        await page.goto(pathname);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
        await page.waitForLoadState('networkidle');
        await expect(content(page)).toBeVisible();
        const result = await hydration(page);
        expect(result.sameHeading).toBe(true);
        expect(result.layoutShift, result.shifts.join('\n')).toBe(0);
        // Fetched again when the page's code arrives, the inline stylesheet would restyle the whole page a second time.
        expect(result.stylesheets).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test('dark mode applies before the first paint and the page still hydrates without warning', async ({ page }) => {
  const problems = collectProblems(page);
  await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
  await watchHydration(page);
  await page.goto('/la-carte');
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Mode sombre' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  const result = await hydration(page);
  expect(result.sameHeading).toBe(true);
  expect(problems).toEqual([]);
});

test('a shared link with a search and guest filters hydrates without warning, then narrows the menu', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await watchHydration(page);
  // The server renders and keeps /la-carte by its path: the address's query applies once the page is hydrated.
  await page.goto('/la-carte?regime=vegetarien&q=risotto');
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  await expect(page.getByRole('button', { name: 'Végétarien' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Rechercher un plat' })).toHaveValue('risotto');
  // The sea bass comes with a risotto, but is no vegetarian dish.
  await expect(page.getByRole('heading', { name: 'Risotto aux cèpes' })).toBeVisible();
  await expect(page.locator('.dish__title', { hasText: 'bar' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect((await hydration(page)).sameHeading).toBe(true);
  expect(problems).toEqual([]);
});

test('a visit that starts on a server-rendered page then moves around inside the app', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/la-carte');
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Galerie' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notre galerie');
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Nos Desserts' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('typing and tapping before the app takes over', () => {
  /** Holds back every script of the page until `release` is called: the page stays the server's HTML meanwhile. */
  async function holdScripts(page: Page): Promise<() => Promise<void>> {
    const held: (() => Promise<void>)[] = [];
    let released = false;
    await page.route('**/*.js', async (route) => {
      if (released) await route.continue();
      else held.push(() => route.continue());
    });
    return async () => {
      released = true;
      await Promise.all(held.map((resume) => resume()));
    };
  }

  test('the contact form keeps and sends what the visitor typed', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdScripts(page);
    // Module scripts hold back the load events: the page is the server's HTML as soon as it has arrived.
    await page.goto('/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'ENVOYER' });
    // The browser would send the form itself, the message in the address: ENVOYER waits for the app.
    await expect(send).toBeDisabled();
    await page.getByPlaceholder('Votre nom').fill('Giulia Bernasconi');
    await page.getByPlaceholder('Votre e-mail').fill('giulia@example.ch');
    await page.getByPlaceholder('Sujet').fill('Tapé avant le script');
    await page.getByPlaceholder('Votre message').fill('Bonjour, une table pour six samedi soir ?');

    await release();
    await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
    await page.getByPlaceholder('Votre nom').focus();
    await page.getByPlaceholder('Votre nom').blur();
    await expect(page.getByPlaceholder('Votre nom')).toHaveValue('Giulia Bernasconi');
    await send.click();
    await expect(page.getByText('Votre message a bien été envoyé !')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('the dish search on /la-carte searches for what the visitor typed', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdScripts(page);
    await page.goto('/la-carte', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Rechercher un plat' }).fill('cèpes');

    await release();
    await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
    await expect(page.getByText('1 plat correspond à votre recherche')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Risotto aux cèpes' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un plat' })).toHaveValue('cèpes');
    expect(new URL(page.url()).searchParams.get('q')).toBe('cèpes');
    expect(problems).toEqual([]);
  });

  test('the dish search keeps each letter typed while the app takes the page over', async ({ page }) => {
    const problems = collectProblems(page);
    // A slow phone: the letters come before, during and after the hydration and the render that follows it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/la-carte', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Rechercher un plat' });
    await search.pressSequentially('risotto aux', { delay: 40 });

    await expect.poll(async () => (await hydration(page)).hydrated).toBe(true);
    await expect(page.getByRole('heading', { name: 'Risotto aux cèpes' })).toBeVisible();
    await expect(search).toHaveValue('risotto aux');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('risotto aux');
    expect(problems).toEqual([]);
  });

  test('a language link followed before the app is there keeps the diet filter', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/la-carte?regime=sans-gluten', { waitUntil: 'commit' });
    const languages = page.getByRole('banner').getByRole('list', { name: 'Langue du site' });
    await languages.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/speisekarte\?regime=sans-gluten$/);
  });

  test('the buttons tapped on the home page answer once the app is there', async ({ page }) => {
    const problems = collectProblems(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Mode sombre' }).first().click();
    await page.getByRole('button', { name: 'Découvrir plus' }).click();
    // No handler yet: nothing has changed.
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // On a large screen the app then draws the dark-mode button after the links: the same button, a new element.
    await release();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('#presentation')).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu tapped open before the app is there opens', async ({ page }) => {
      const problems = collectProblems(page);
      const release = await holdScripts(page);
      await page.goto('/galerie', { waitUntil: 'commit' });
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await release();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Admin' }),
      ).toBeVisible();
      expect(problems).toEqual([]);
    });
  });

  test('a guest filter tapped on /la-carte applies once the app is there, over a saved dark mode', async ({ page }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'));
    const release = await holdScripts(page);
    await page.goto('/la-carte', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Végétarien' }).click();

    await release();
    await expect(page.getByRole('button', { name: 'Végétarien' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(page.url()).searchParams.get('regime')).toBe('vegetarien');
    await expect(page.getByRole('heading', { name: 'Filet de bar à la plancha' })).toHaveCount(0);
    // The saved dark mode was read before anything was pressed again: it is still on.
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(problems).toEqual([]);
  });
});
