import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, renderApp } from '../../test/render';
import { menuOk, restaurantOk } from '../../test/handlers/public-api';

function switcher() {
  return within(screen.getByRole('banner')).getByRole('list', { name: 'Langue du site' });
}

describe('language switcher', { timeout: APP_TEST_TIMEOUT }, () => {
  it('lists the same page in the four languages, each named by its code and in itself, the current one marked', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/la-carte?regime=sans-gluten');
    const links = within(switcher()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-label')])).toEqual([
      ['FR', 'FR — Français'],
      ['EN', 'EN — English'],
      ['DE', 'DE — Deutsch'],
      ['IT', 'IT — Italiano'],
    ]);
    expect(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['fr', 'fr'],
      ['en', 'en'],
      ['de', 'de'],
      ['it', 'it'],
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/la-carte?regime=sans-gluten',
      '/en/menu?regime=sans-gluten',
      '/de/speisekarte?regime=sans-gluten',
      '/it/menu?regime=sans-gluten',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('leads to the page in German, its filters kept, with the layout, title and language in German', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    renderApp('/la-carte?regime=sans-gluten');
    await user.click(within(switcher()).getByRole('link', { name: 'DE — Deutsch' }));

    // The router moves once the page's code has arrived.
    const german = await within(screen.getByRole('banner')).findByRole('list', { name: 'Sprache der Website' });
    expect(within(german).getByRole('link', { name: 'DE — Deutsch' })).toHaveAttribute('aria-current', 'true');
    expect(within(german).getByRole('link', { name: 'FR — Français' })).toHaveAttribute(
      'href',
      '/la-carte?regime=sans-gluten',
    );
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt');
    expect(within(navigation).getByRole('link', { name: 'Tisch reservieren' })).toHaveAttribute(
      'href',
      '/de/reservieren',
    );
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Speisekarte — Trattoria Ticino'));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('is absent from a page that has no address per language', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/reservation/R-ABC/jeton');
    await screen.findByRole('link', { name: 'Aller au contenu' });
    expect(within(screen.getByRole('banner')).queryByRole('list', { name: 'Langue du site' })).toBeNull();
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});
