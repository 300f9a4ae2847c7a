import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PAGE_INIT_SCRIPT, type Locale, type PublicEvening } from '@ticino/shared';
import { renderPage, type BuildManifest } from '../entry-server';
import { MENU, RESTAURANT, ST_SILVESTRE, eveningsOk } from '../test/handlers/public-api';
import { server } from '../test/server';
import { boot } from './boot';

/** The least of a build's manifest the server's render reads for /contact and /la-carte. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  'src/app/pages/ContactPage.tsx': { file: 'assets/ContactPage.js' },
  'src/app/pages/MenuRoute.tsx': { file: 'assets/MenuRoute.js' },
  'src/app/pages/EveningRoute.tsx': { file: 'assets/EveningRoute.js' },
};

/** A page as the server sends it, with index.html's first script run, at its address. */
async function serverPage(
  path: string,
  lang: Locale = 'fr',
  { evenings = [ST_SILVESTRE], formToken }: { evenings?: PublicEvening[]; formToken?: string } = {},
): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const content = { restaurant: RESTAURANT, menu: MENU, evenings, formToken };
  const page = await renderPage(path, content, MANIFEST);
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root">${page.root}</div>${page.data}`;
  // The page's first script keeps the taps made before the app runs, and applies the stored dark mode.
  window.eval(PAGE_INIT_SCRIPT);
  return document.getElementById('root') as HTMLElement;
}

const darkModeButton = () => screen.getByRole('button', { name: 'Mode sombre' });
const sendButton = () => screen.getByRole('button', { name: /ENVOYER/ });
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un plat' });

/**
 * A letter typed into the dish search as the browser types it, in plain DOM events outside act(), so that React
 * leaves the rest of its work to its scheduler: the key goes down, then the field's text changes through its
 * prototype's setter (React's watch on `value` does not see it), then the field says so.
 */
function typeLetter(letter: string) {
  const field = searchBox();
  field.dispatchEvent(new KeyboardEvent('keydown', { key: letter, bubbles: true }));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, field.value + letter);
  field.dispatchEvent(new InputEvent('input', { data: letter, inputType: 'insertText', bubbles: true }));
}

let started: Root | undefined;

describe('the app taking over a server-rendered page', () => {
  afterEach(() => {
    act(() => started?.unmount());
    started = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('hydrates the page as the server made it, then shows what only the browser knows', async () => {
    window.localStorage.setItem('darkMode', 'true');
    const root = await serverPage('/contact');
    expect(darkModeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(sendButton()).toBeDisabled();

    // React reports a hydration that does not match the server's HTML on the console.
    const reported = vi.spyOn(console, 'error');
    // The first script made the page dark; nothing may make it light, even for a frame, while the app takes over.
    const themes: boolean[] = [];
    const theme = new MutationObserver(() => themes.push(document.documentElement.classList.contains('dark')));
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    expect(document.documentElement).toHaveClass('dark');

    started = await boot(root);
    await waitFor(() => expect(darkModeButton()).toHaveAttribute('aria-pressed', 'true'));
    theme.disconnect();
    expect(sendButton()).toBeEnabled();
    expect(reported).not.toHaveBeenCalled();
    expect(themes).not.toContain(false);
  });

  it('presses again, once the page is the browser’s, a button pressed before the app ran', async () => {
    const root = await serverPage('/contact');
    fireEvent.click(darkModeButton());
    expect(document.documentElement).not.toHaveClass('dark');

    started = await boot(root);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(darkModeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('darkMode')).toBe('true');
  });

  it('keeps each letter of a search typed while the app takes /la-carte over', async () => {
    const root = await serverPage('/la-carte');
    searchBox().value = 'bœ';

    // The hydration waits for React's scheduler: the next key makes React hydrate the page at once, and the letters
    // come before the render that follows the hydration.
    started = await boot(root);
    typeLetter('u');
    expect(searchBox()).toHaveValue('bœu');
    typeLetter('f');
    expect(searchBox()).toHaveValue('bœuf');

    await waitFor(() => expect(screen.getByText('1 plat correspond à votre recherche')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Charbonnade de bœuf' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('bœuf');
    await waitFor(() => expect(window.location.search).toBe(`?q=${encodeURIComponent('bœuf')}`));
  });

  it('hydrates an evening’s page in its address’s language, its form posting without the app until it runs', async () => {
    server.use(eveningsOk([{ ...ST_SILVESTRE, coversLeft: 2 }]));
    const root = await serverPage('/en/evenings/menu-de-st-silvestre', 'en', { formToken: '1795709917884.signature' });
    const token = () => document.querySelector<HTMLInputElement>('input[name="formToken"]')?.value;
    expect(screen.getByRole('heading', { level: 1, name: 'Menu de St. Silvestre' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('3 places')).toBeInTheDocument();
    // Without the app the form posts itself: its label cannot follow the time and the party chosen.
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    expect(token()).toBe('1795709917884.signature');

    const reported = vi.spyOn(console, 'error');
    started = await boot(root);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book for 2 people at 19:00' })).toBeEnabled());
    // The covers left are asked for again as the app starts; the token stays, from the page's data.
    expect(await screen.findByText('2 places')).toBeInTheDocument();
    expect(token()).toBe('1795709917884.signature');
    expect(reported).not.toHaveBeenCalled();
  });

  it('asks for the evenings again in the page’s language, keeping their translated texts', async () => {
    const german: PublicEvening = { ...ST_SILVESTRE, name: 'Silvestermenü', fallback: [] };
    server.use(
      http.get('/api/public/evenings', ({ request }) => {
        const inGerman = new URL(request.url).searchParams.get('locale') === 'de';
        const evening = inGerman ? { ...german, coversLeft: 2 } : { ...ST_SILVESTRE, coversLeft: 2 };
        return HttpResponse.json({ success: true, data: [evening] });
      }),
    );
    const root = await serverPage('/de/abende/menu-de-st-silvestre', 'de', { evenings: [german] });
    expect(screen.getByRole('heading', { level: 1, name: 'Silvestermenü' })).not.toHaveAttribute('lang');

    started = await boot(root);
    expect(await screen.findByText('2 Plätze')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Silvestermenü' })).not.toHaveAttribute('lang');
  });
});
