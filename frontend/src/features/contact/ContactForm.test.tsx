import { startTransition } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { ContactForm } from './ContactForm';
import { refusal } from '../../test/messages';

const field = (placeholder: string) => screen.getByPlaceholderText<HTMLInputElement>(placeholder);
const submitButton = () => screen.getByRole('button', { name: /ENVOYER/ });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The form as /contact places it: under the router, which gives the page's language. */
const contactForm = (
  <MemoryRouter initialEntries={['/contact']}>
    <ContactForm />
  </MemoryRouter>
);

/** The form as the server sends it, in the page before the app's code has run. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(contactForm);
  document.body.append(container);
  return container;
}

/** What a visitor types while the page is still the server's HTML: the browser changes the field, nothing else. */
function typeBeforeHydration(placeholder: string, text: string) {
  field(placeholder).value = text;
}

/** A key goes down in a field, which the browser says before the text changes. A plain DOM event, outside act(). */
function pressKey(placeholder: string, key: string) {
  field(placeholder).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

/**
 * Text typed into a field once the app may be there: the browser changes the field through its prototype's setter
 * (React's watch on `value` does not see it), then says so. Outside act(): React answers as in the browser, the
 * rest of its work left to its scheduler.
 */
function typeText(placeholder: string, text: string) {
  const control = field(placeholder);
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, control.value + text);
  control.dispatchEvent(new InputEvent('input', { data: text, inputType: 'insertText', bubbles: true }));
}

describe('the contact form before and after the app takes over', () => {
  it('keeps ENVOYER disabled in the server HTML, so the browser cannot send the form by its address', () => {
    serverRendered();
    expect(submitButton()).toBeDisabled();
  });

  it('keeps and sends what was typed before hydration', async () => {
    let received: unknown;
    server.use(
      http.post('/api/contact', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ success: true, message: 'Votre message a bien été envoyé !' }, { status: 201 });
      }),
    );
    const container = serverRendered();
    typeBeforeHydration('Votre nom', 'Giulia Bernasconi');
    typeBeforeHydration('Votre e-mail', 'giulia@example.ch');
    typeBeforeHydration('Sujet', 'Salle privée');
    typeBeforeHydration('Votre message', 'Bonjour, la salle est-elle libre samedi ?');

    act(() => {
      root = hydrateRoot(container, contactForm);
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());

    // Leaving a field renders the form again: the typed text must still be its value, and valid.
    fireEvent.blur(field('Votre nom'));
    expect(field('Votre nom')).toHaveValue('Giulia Bernasconi');
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(field('Sujet'), ' (12 personnes)');
    await user.click(submitButton());
    await screen.findByText('Votre message a bien été envoyé !');
    expect(received).toEqual({
      name: 'Giulia Bernasconi',
      email: 'giulia@example.ch',
      subject: 'Salle privée (12 personnes)',
      message: 'Bonjour, la salle est-elle libre samedi ?',
      website: '',
    });
  });

  it('loses nothing typed while the app takes the page over', async () => {
    const container = serverRendered();
    typeBeforeHydration('Votre nom', 'Giulia Bernasconi');
    typeBeforeHydration('Votre e-mail', 'giulia@example.ch');
    // As boot.tsx hydrates: in a transition, which React renders when its scheduler lets it.
    startTransition(() => {
      root = hydrateRoot(container, contactForm);
    });
    // A key pressed in the page before then makes React hydrate it at once; right after, before any other task, the
    // e-mail is left (the form renders again) and the subject receives its text.
    pressKey('Sujet', 'S');
    field('Votre e-mail').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(field('Votre nom')).toHaveValue('Giulia Bernasconi');
    expect(field('Votre e-mail')).toHaveValue('giulia@example.ch');
    typeText('Sujet', 'Salle privée');
    expect(field('Votre nom')).toHaveValue('Giulia Bernasconi');

    await waitFor(() => expect(submitButton()).toBeEnabled());
    typeText('Votre message', 'Bonjour');
    expect(field('Votre nom')).toHaveValue('Giulia Bernasconi');
    expect(field('Votre e-mail')).toHaveValue('giulia@example.ch');
    expect(field('Sujet')).toHaveValue('Salle privée');
    expect(field('Votre message')).toHaveValue('Bonjour');
    expect(document.querySelectorAll('.field__error')).toHaveLength(0);
  });

  it('speaks Italian on /it/contatti, checks and answers included', async () => {
    server.use(http.post('/api/contact', () => HttpResponse.json(refusal('contact.rateLimited'), { status: 429 })));
    render(
      <MemoryRouter initialEntries={['/it/contatti']}>
        <ContactForm />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'CI SCRIVA' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'INVIA' }));
    expect(screen.getByText('La preghiamo di correggere i campi del modulo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Il nome è obbligatorio.');

    await user.type(screen.getByLabelText('Nome'), 'Giulia');
    await user.type(screen.getByLabelText('E-mail'), 'giulia@example.ch');
    await user.type(screen.getByLabelText('Oggetto'), 'Sala privata');
    await user.type(screen.getByLabelText('Messaggio'), 'Buongiorno');
    await user.click(screen.getByRole('button', { name: 'INVIA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi messaggi inviati. Riprovi tra qualche minuto.');
  });
});
