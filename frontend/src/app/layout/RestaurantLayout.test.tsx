import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryFor } from '@ticino/shared';
import { server } from '../../test/server';
import { APP_TEST_TIMEOUT, renderApp } from '../../test/render';
import { menuOk, restaurantDown, restaurantOk } from '../../test/handlers/public-api';
import { emulateWindowWidth } from '../../test/viewport';

/** The French title, as the spec words it. */
const PRIVACY_TITLE = dictionaryFor('fr').legal.privacy.title;

function darkModeButton() {
  return screen.getByRole('button', { name: 'Mode sombre' });
}

/** The top bar's controls in document order, which is their Tab order (none sets a tabindex). */
function topBarTabOrder() {
  return Array.from(screen.getByRole('banner').querySelectorAll('a, button')).map(
    (control) => control.getAttribute('aria-label') ?? control.textContent,
  );
}

describe('restaurant layout', { timeout: APP_TEST_TIMEOUT }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches dark mode, keeps the choice under "darkMode" and reads it at start', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    const { unmount } = renderApp('/la-carte');
    expect(darkModeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(darkModeButton());
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(darkModeButton()).toHaveAttribute('aria-pressed', 'true');
    unmount();
    document.documentElement.className = '';

    renderApp('/');
    expect(document.documentElement).toHaveClass('dark');
    expect(darkModeButton()).toHaveAttribute('aria-pressed', 'true');
    await user.click(darkModeButton());
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('opens the small-screen menu, with the Admin link, and closes it on Escape and on navigation', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    renderApp('/la-carte');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('link', { name: 'A propos de nous' })).toHaveAttribute('href', '/#presentation');
    expect(within(menu).getByRole('link', { name: 'La carte' })).toHaveAttribute('href', '/#carte');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'A propos de nous' }));
    expect(
      await screen.findByRole('heading', { name: 'Une trattoria tessinoise au cœur de Genève' }),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('tabs through the top bar in the order it is seen, on small and large screens', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    const viewport = emulateWindowWidth(768);
    renderApp('/la-carte');
    await screen.findByRole('link', { name: 'Trattoria Ticino' });
    // Small screens: brand, then the dark-mode and menu buttons beside it, then the menu that opens below.
    expect(topBarTabOrder()).toEqual([
      'Trattoria Ticino',
      'Mode sombre',
      'Menu',
      'A propos de nous',
      'La carte',
      'Galerie',
      'Contact',
      'Réserver une table',
      'Admin',
      'FR — Français',
      'EN — English',
      'DE — Deutsch',
      'IT — Italiano',
    ]);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('banner')).toHaveClass('topbar--open');

    // From 992 px the links sit inline between the brand and the dark-mode button (Admin is hidden there).
    viewport.resize(1200);
    expect(topBarTabOrder()).toEqual([
      'Trattoria Ticino',
      'A propos de nous',
      'La carte',
      'Galerie',
      'Contact',
      'Réserver une table',
      'Admin',
      'FR — Français',
      'EN — English',
      'DE — Deutsch',
      'IT — Italiano',
      'Mode sombre',
    ]);
    expect(screen.getByRole('banner')).not.toHaveClass('topbar--open');
    await user.click(darkModeButton());
    expect(document.documentElement).toHaveClass('dark');

    viewport.resize(800);
    expect(topBarTabOrder().slice(0, 3)).toEqual(['Trattoria Ticino', 'Mode sombre', 'Menu']);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns the top bar solid past 100 px and shows the scroll-to-top button past 20 px', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    renderApp('/');
    const topBar = screen.getByRole('banner');
    expect(topBar).not.toHaveClass('topbar--solid');
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();

    act(() => window.scrollTo(0, 21));
    expect(topBar).not.toHaveClass('topbar--solid');
    const up = screen.getByRole('button', { name: 'Revenir en haut de la page' });
    act(() => window.scrollTo(0, 101));
    expect(topBar).toHaveClass('topbar--solid');

    await user.click(up);
    expect(window.scrollY).toBe(0);
    expect(topBar).not.toHaveClass('topbar--solid');
    expect(screen.queryByRole('button', { name: 'Revenir en haut de la page' })).not.toBeInTheDocument();
  });

  it('shows the CMS facts, the newsletter box and the copyright year in the footer', async () => {
    server.use(restaurantOk, menuOk);
    renderApp('/la-carte');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '+41 22 731 48 50' })).toHaveAttribute(
      'href',
      'tel:+41227314850',
    );
    expect(within(footer).getByRole('link', { name: 'info@trattoria-ticino.ch' })).toHaveAttribute(
      'href',
      'mailto:info@trattoria-ticino.ch',
    );
    expect(footer).toHaveTextContent('Rue de Lausanne 42');
    expect(footer).toHaveTextContent('1201 Genève');
    expect(footer).toHaveTextContent('Lundi11 h 30 – 14 h 30');
    expect(footer).toHaveTextContent('DimancheFermé');
    expect(within(footer).getByTestId('opening-status')).toHaveTextContent(
      /^(Ouvert maintenant|Fermé · ouvre .+ à .+)$/,
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Trattoria Ticino`);
    expect(within(footer).getByRole('link', { name: 'La carte complète' })).toHaveAttribute('href', '/la-carte');

    const email = within(footer).getByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Enter Email');
    expect(email).toBeRequired();
    const submitted = fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(submitted).toBe(false);
  });

  it('still renders the footer when the restaurant facts cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(restaurantDown, menuOk);
    renderApp('/la-carte');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Près de la gare Cornavin, Genève.')).toBeInTheDocument();
    expect(within(footer).getByText('Horaires momentanément indisponibles.')).toBeInTheDocument();
    expect(footer).not.toHaveTextContent(/lundi/i);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Trattoria Ticino`);
  });

  it('opens the legal notice and closes it with its close button, the backdrop and Escape', async () => {
    server.use(restaurantOk, menuOk);
    const user = userEvent.setup();
    renderApp('/la-carte');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: '+41 22 731 48 50' });
    const opener = within(footer).getByRole('button', { name: 'Mentions légales' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mentions légales' });
    expect(dialog).toHaveTextContent('Trattoria Ticino');
    expect(dialog).toHaveTextContent('Rue de Lausanne 42');
    expect(dialog).toHaveTextContent('+41 22 731 48 50');
    expect(dialog).toHaveTextContent('info@trattoria-ticino.ch');
    expect(dialog).toHaveTextContent(/cookie/i);
    expect(dialog).toHaveTextContent(/5 à 10\s+ans ou plus/);
    const directories = within(dialog)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(directories).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(document.querySelector('.modal-backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the privacy statement with its ten numbered sections', async () => {
    server.use(
      restaurantOk,
      menuOk,
      http.get('/api/public/privacy', () =>
        HttpResponse.json({ success: true, data: { contactRetentionDays: 90, reservationRetentionDays: 60 } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/la-carte');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Protection des données' }));
    const dialog = screen.getByRole('dialog', { name: PRIVACY_TITLE });
    expect(PRIVACY_TITLE).toBe('Déclaration relative à la protection des données');
    const sections = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Introduction',
      'Responsable du traitement',
      'Catégories de données traitées',
      'Finalités du traitement',
      'Bases juridiques',
      'Communication à des tiers',
      'Durée de conservation',
      'Sécurité des données',
      'Vos droits',
      "Cookies et outils d'analyse",
    ]);
    expect(dialog.querySelector('ol')?.children).toHaveLength(10);
    expect(dialog).toHaveTextContent('nLPD');
    expect(dialog).toHaveTextContent(/formulaire de contact/);
    expect(dialog).toHaveTextContent('aucun cookie de suivi');
    // The server's CONTACT_RETENTION_DAYS.
    await waitFor(() => expect(dialog).toHaveTextContent('effacés automatiquement 90 jours après leur réception'));
    // The reservations' retention, the owner's setting; allergies named as health data.
    expect(dialog).toHaveTextContent('sont effacés 60 jours après sa date');
    expect(dialog).toHaveTextContent('Une demande de groupe est supprimée entièrement 60 jours après la date demandée');
    expect(dialog).toHaveTextContent(/données sur la santé/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("speaks the page's language in both legal dialogs, Swiss law named as it is there", async () => {
    server.use(
      restaurantOk,
      menuOk,
      http.get('/api/public/privacy', () =>
        HttpResponse.json({ success: true, data: { contactRetentionDays: 90, reservationRetentionDays: 60 } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/de/speisekarte');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: '+41 22 731 48 50' });

    await user.click(within(footer).getByRole('button', { name: 'Impressum' }));
    const notice = screen.getByRole('dialog', { name: 'Impressum' });
    expect(notice).not.toHaveAttribute('lang');
    expect(notice).toHaveTextContent('Art. 958f des Obligationenrechts');
    expect(within(notice).getByRole('link', { name: 'Eintrag auf local.ch (neuer Tab)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.local\.ch\/de\/q\?/),
    );
    await user.click(within(notice).getByRole('button', { name: 'Schliessen' }));

    await user.click(within(footer).getByRole('button', { name: 'Datenschutz' }));
    const privacy = screen.getByRole('dialog', { name: 'Datenschutzerklärung' });
    expect(privacy.querySelector('ol')?.children).toHaveLength(10);
    expect(privacy).toHaveTextContent('Bundesgesetz über den Datenschutz (DSG)');
    await waitFor(() => expect(privacy).toHaveTextContent('automatisch 90 Tage nach ihrem Eingang'));
    expect(privacy).toHaveTextContent('60 Tage nach ihrem Datum gelöscht');
    expect(privacy).toHaveTextContent('info@trattoria-ticino.ch');
    expect(privacy).not.toHaveTextContent(/nLPD|jours/);
  });
});
