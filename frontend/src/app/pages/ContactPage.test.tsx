import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantInfo } from '@ticino/shared';
import { apiGet } from '../../lib/api-client';
import { server } from '../../test/server';
import { PROVIDER_FUTURE } from '../router-future';
import { ContactPage } from './ContactPage';
import { refusal } from '../../test/messages';

const restaurant: RestaurantInfo = {
  name: 'Trattoria Ticino',
  tagline: 'Cuisine suisse-italienne',
  description: 'Près de la gare.',
  chefName: 'Chef',
  phone: '+41 22 731 48 50',
  email: 'bonjour@trattoria-ticino.ch',
  street: 'Rue de Lausanne 12',
  postalCode: '1201',
  city: 'Genève',
  privateRoomSeats: 32,
  breadOrigin: 'Pain et pâtisseries : Suisse',
  allergenNotice: 'Demandez-nous la liste des allergènes de nos plats.',
  priceNotice: 'Prix en CHF, TVA et service compris',
  openingHours: [],
  openingExceptions: [],
  latitude: 46.2127,
  longitude: 6.1447,
  mapZoom: 16,
};

const filled = {
  name: 'Giulia Bernasconi',
  email: 'giulia@example.ch',
  subject: 'Salle privée',
  message: 'Bonjour, la salle est-elle libre samedi ?',
};

function renderPage() {
  return render(
    <SWRConfig value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/contact']} future={{ ...PROVIDER_FUTURE, v7_relativeSplatPath: true }}>
        <ContactPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const submitButton = () => screen.getByRole('button', { name: /ENVOYER/ });

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = filled) {
  await user.type(field('Votre nom'), values.name);
  await user.type(field('Votre e-mail'), values.email);
  await user.type(field('Sujet'), values.subject);
  await user.type(field('Votre message'), values.message);
}

beforeEach(() => {
  server.use(http.get('/api/public/restaurant', () => HttpResponse.json({ success: true, data: restaurant })));
});

afterEach(() => vi.restoreAllMocks());

describe('contact page content', () => {
  it('shows the title, the three blocks from the CMS and a lazy map of height 450', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CONTACT US' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'NOUS CONTACTER' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+41 22 731 48 50' })).toHaveAttribute('href', 'tel:+41227314850');
    expect(screen.getByRole('link', { name: 'bonjour@trattoria-ticino.ch' })).toHaveAttribute(
      'href',
      'mailto:bonjour@trattoria-ticino.ch',
    );
    const details = screen.getByRole('heading', { name: 'NOS COORDONNÉES' }).parentElement as HTMLElement;
    expect(details).toHaveTextContent('Trattoria Ticino');
    expect(details).toHaveTextContent('Rue de Lausanne 12');
    expect(details).toHaveTextContent('1201 Genève');
    expect(screen.getByRole('heading', { name: 'CONTACTEZ-NOUS PAR TÉLÉPHONE' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CONTACTEZ-NOUS PAR EMAIL' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réserver une table' })).toHaveAttribute('href', '/reserver');

    const map = screen.getByTitle(/Plan/);
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('height', '450');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    // The restaurant's place from the CMS, with its marker and zoom.
    expect(map.getAttribute('src')).toContain('marker=46.2127%2C6.1447');
    expect(screen.getByRole('link', { name: 'Afficher une carte plus grande' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=46.2127&mlon=6.1447#map=16/46.2127/6.1447',
    );
  });

  it('shows the hours from the CMS and whether the restaurant is open', async () => {
    renderPage();
    const hours = (await screen.findByRole('heading', { name: 'HORAIRES' })).parentElement as HTMLElement;
    await waitFor(() => expect(hours).toHaveTextContent('DimancheFermé'));
    // No slot at all in this restaurant's facts: closed, with no next opening.
    expect(within(hours).getByTestId('opening-status')).toHaveTextContent(/^Fermé$/);
  });

  it('has labelled fields with the placeholders, an e-mail input and a hidden honeypot', () => {
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('placeholder', 'Votre nom');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveAttribute('placeholder', 'Sujet');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Site web' })).toBeNull();
  });

  it('offers the browser the name and e-mail to fill in, not the subject or the message', () => {
    renderPage();
    const autocomplete = ['Nom', 'E-mail', 'Sujet', 'Message'].map((name) =>
      screen.getByRole('textbox', { name }).getAttribute('autocomplete'),
    );
    expect(autocomplete).toEqual(['name', 'email', 'off', 'off']);
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Sujet' })).toHaveAttribute('type', 'text');
  });

  it('starts empty, with no message announced', () => {
    renderPage();
    for (const name of ['Nom', 'E-mail', 'Sujet', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
    for (const region of document.querySelectorAll('.contact-form__messages [role="status"]')) {
      expect(region).toBeEmptyDOMElement();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton()).toHaveAttribute('aria-busy', 'false');
  });
});

describe('contact validation', () => {
  it.each([
    ['Votre nom', 'Le nom est requis.'],
    ['Votre e-mail', "L'email est requis."],
    ['Sujet', 'Le sujet est requis.'],
    ['Votre message', 'Le message est requis.'],
  ])('shows the error of %s when it is left empty, and only then', async (placeholder, message) => {
    const user = userEvent.setup();
    renderPage();
    await user.click(field(placeholder));
    expect(screen.queryByText(message)).toBeNull();
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field(placeholder)).toHaveAttribute('aria-invalid', 'true');
    expect(field(placeholder)).toHaveAccessibleDescription(message);
    expect(document.querySelectorAll('.field__error')).toHaveLength(1);
  });

  it('treats blanks as empty (the values are trimmed)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Votre nom'), '    ');
    await user.tab();
    expect(screen.getByText('Le nom est requis.')).toBeInTheDocument();
    await user.type(field('Votre e-mail'), '  giulia@example.ch  ');
    await user.tab();
    expect(screen.queryByText("Format d'email invalide.")).toBeNull();
  });

  it('rejects a malformed e-mail and clears the error while typing once touched', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Votre e-mail'), 'giulia@example');
    await user.tab();
    expect(screen.getByText("Format d'email invalide.")).toBeInTheDocument();
    await user.type(field('Votre e-mail'), '.ch');
    expect(screen.queryByText("Format d'email invalide.")).toBeNull();
  });

  it('marks every field on submit, disables the button while errors remain and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('/api/contact', () => {
        posted = true;
        return HttpResponse.json({ success: true, message: 'ok' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    for (const message of [
      'Le nom est requis.',
      "L'email est requis.",
      'Le sujet est requis.',
      'Le message est requis.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(submitButton()).toBeDisabled();

    await user.type(field('Votre nom'), filled.name);
    await user.type(field('Votre e-mail'), filled.email);
    await user.type(field('Sujet'), filled.subject);
    expect(submitButton()).toBeDisabled();
    await user.type(field('Votre message'), filled.message);
    expect(submitButton()).toBeEnabled();
    expect(posted).toBe(false);
  });
});

describe('refused submit', () => {
  const summary = 'Veuillez corriger les champs du formulaire.';
  const summaryRegion = () => document.querySelector('.contact-form__invalid') as HTMLElement;

  it('takes focus from the disabled ENVOYER to the first field to fix, which reads its error', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(field('Votre nom'), filled.name);
    // Back from below the form (Shift+Tab) or by a screen reader's jump to buttons: the fields
    // after the name were never left, so none shows an error yet and ENVOYER is enabled.
    act(() => submitButton().focus());
    expect(submitButton()).toBeEnabled();
    expect(summaryRegion()).toBeEmptyDOMElement();

    await user.keyboard('{Enter}');
    expect(submitButton()).toBeDisabled();
    const email = field('Votre e-mail');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription("L'email est requis.");
  });

  it('announces one polite summary, no alert, and clears it once every field is fixed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submitButton());
    expect(field('Votre nom')).toHaveFocus();
    expect(summaryRegion()).toHaveAttribute('role', 'status');
    expect(summaryRegion()).toHaveTextContent(summary);
    expect(screen.getAllByText(summary)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(field('Votre nom'), filled.name);
    await user.type(field('Votre e-mail'), filled.email);
    await user.type(field('Sujet'), filled.subject);
    expect(summaryRegion()).toHaveTextContent(summary);
    await user.type(field('Votre message'), filled.message);
    expect(summaryRegion()).toBeEmptyDOMElement();
    expect(submitButton()).toBeEnabled();
  });
});

describe('contact submission', () => {
  it('confirms in green only after the server accepts, then clears the form', async () => {
    let received: unknown;
    let release: () => void = () => {};
    const accepted = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/contact', async ({ request }) => {
        received = await request.json();
        await accepted;
        return HttpResponse.json({ success: true, message: 'Votre message a bien été envoyé !' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillForm(user, { ...filled, name: `  ${filled.name}  ` });
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByText('Votre message a bien été envoyé !')).toBeNull();

    release();
    const confirmation = await screen.findByText('Votre message a bien été envoyé !');
    expect(confirmation).toHaveAttribute('role', 'status');
    expect(confirmation).toHaveClass('contact-form__success');
    expect(received).toEqual({ ...filled, website: '' });
    for (const placeholder of ['Votre nom', 'Votre e-mail', 'Sujet', 'Votre message']) {
      expect(field(placeholder)).toHaveValue('');
    }
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);
    expect(submitButton()).toHaveAttribute('aria-busy', 'false');
  });

  it('sends one message however often the form is submitted while it is being sent', async () => {
    let posts = 0;
    let release: () => void = () => {};
    const accepted = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/contact', async () => {
        posts += 1;
        await accepted;
        return HttpResponse.json({ success: true, message: 'Votre message a bien été envoyé !' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    const form = submitButton().closest('form') as HTMLFormElement;
    // Enter in a field or a script submits the form even while ENVOYER is disabled.
    act(() => form.requestSubmit());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    act(() => form.requestSubmit());
    act(() => form.requestSubmit());
    // Typing meanwhile neither ends the sending nor allows another one.
    await user.type(field('Sujet'), '!');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(within(submitButton()).getByText('Envoi en cours')).toBeInTheDocument();
    act(() => form.requestSubmit());
    release();
    expect(await screen.findByText('Votre message a bien été envoyé !')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(within(submitButton()).queryByText('Envoi en cours')).toBeNull();
  });

  it('sends what a robot put in the hidden field, so that the server can spot it', async () => {
    let received: unknown;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ success: true, message: 'ok' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.type(document.querySelector('input[name="website"]') as HTMLInputElement, 'https://spam.example');
    await user.click(submitButton());
    await screen.findByText('Votre message a bien été envoyé !');
    expect(received).toEqual({ ...filled, website: 'https://spam.example' });
  });

  it('clears the confirmation or the failure as soon as the visitor types again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/contact', () => HttpResponse.json({ success: true, message: 'ok' }, { status: 201 })));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Votre message a bien été envoyé !')).toBeInTheDocument();
    await user.type(field('Votre nom'), 'G');
    expect(screen.queryByText('Votre message a bien été envoyé !')).toBeNull();

    server.use(
      http.post('/api/contact', () => HttpResponse.json(refusal('contact.dailyLimitReached'), { status: 429 })),
    );
    await user.clear(field('Votre nom'));
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/trop de messages aujourd'hui/);
    await user.type(field('Sujet'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps what was typed and shows the server's refusal when sending fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/contact', async () => {
        await delay(10);
        return HttpResponse.json(refusal('contact.rateLimited'), { status: 429 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.',
    );
    expect(screen.queryByText('Votre message a bien été envoyé !')).toBeNull();
    expect(field('Votre nom')).toHaveValue(filled.name);
    expect(field('Votre message')).toHaveValue(filled.message);
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to "Une erreur est survenue" when the server gives no message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/contact', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue');
    expect(field('Sujet')).toHaveValue(filled.subject);
  });

  it('shows the restaurant blocks as unavailable when the CMS cannot answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/public/restaurant', () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    const details = screen.getByRole('heading', { name: 'NOS COORDONNÉES' }).parentElement as HTMLElement;
    expect(await within(details).findByText('Information momentanément indisponible.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeEnabled();
  });
});
