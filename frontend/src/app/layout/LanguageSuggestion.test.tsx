import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBrowserLanguages } from '../../test/browser-apis';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, renderApp } from '../../test/render';
import { menuOk, restaurantOk } from '../../test/handlers/public-api';

describe('language suggestion', { timeout: APP_TEST_TIMEOUT }, () => {
  it("suggests the page in the browser's language, in that language, its filters kept", async () => {
    server.use(restaurantOk, menuOk);
    setBrowserLanguages(['de-CH', 'en']);
    renderApp('/la-carte?regime=sans-gluten');
    const suggestion = await screen.findByRole('complementary', { name: 'Sprache' });
    expect(suggestion).toHaveAttribute('lang', 'de');
    expect(suggestion).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
      'href',
      '/de/speisekarte?regime=sans-gluten',
    );
  });

  it('follows the link to the page in that language, and asks no more there or later', async () => {
    server.use(restaurantOk, menuOk);
    setBrowserLanguages(['en-GB']);
    const user = userEvent.setup();
    renderApp('/galerie');
    await user.click(await screen.findByRole('link', { name: 'Read in English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(screen.queryByRole('complementary', { name: 'Language' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('siteLanguage')).toBe('en');
  });

  it('closes for good when the visitor stays in the page’s language', async () => {
    server.use(restaurantOk, menuOk);
    setBrowserLanguages(['it-CH']);
    const user = userEvent.setup();
    const { unmount } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'No, grazie' }));
    expect(screen.queryByRole('complementary', { name: 'Lingua' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('siteLanguage')).toBe('fr');
    unmount();

    renderApp('/contact');
    // Outside a server-rendered page, the app's first render already reads the browser and its storage.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Lingua' })).not.toBeInTheDocument();
  });

  it('says nothing to a browser that prefers the page’s language, or none of the site’s', async () => {
    server.use(restaurantOk, menuOk);
    setBrowserLanguages(['es-ES', 'fr-CH', 'en']);
    renderApp('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /Langue|Language|Sprache|Lingua/ })).not.toBeInTheDocument();
  });

  it("keeps to the visitor's choice of another language over the browser's", async () => {
    server.use(restaurantOk, menuOk);
    window.localStorage.setItem('siteLanguage', 'it');
    renderApp('/de/galerie');
    expect(await screen.findByRole('link', { name: 'Leggi in italiano' })).toHaveAttribute('href', '/it/galleria');
  });
});
