import { MemoryRouter } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLERGEN_KEYS, type ReservationSlot } from '@ticino/shared';
import { apiGet } from '../../../lib/api-client';
import { RESTAURANT } from '../../../test/handlers/public-api';
import { server } from '../../../test/server';
import { BookingForm } from './BookingForm';
import { french, refusal, said } from '../../../test/messages';

// Thursday 26 November 2026, noon in Geneva. The restaurant opens on Mondays for lunch and Saturdays for dinner.
const NOW = new Date('2026-11-26T11:00:00Z');
const LAST_DAY = '2026-12-10';
const MANAGE_URL = 'http://localhost:1337/reservation/KQ7M-3XPA/jeton-secret';

const slotsOf = (date: string): ReservationSlot[] =>
  date === '2026-11-30'
    ? [
        { time: '11:30', available: true },
        { time: '11:45', available: false },
        { time: '12:00', available: true },
      ]
    : [];

let availabilityAsked: string[] = [];
let booked: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  availabilityAsked = [];
  booked = [];
  server.use(
    http.get('/api/public/availability', ({ request }) => {
      const url = new URL(request.url);
      const date = url.searchParams.get('date')!;
      availabilityAsked.push(`${date}|${url.searchParams.get('party')}`);
      return HttpResponse.json({
        success: true,
        data: { date, slots: slotsOf(date), lastDay: LAST_DAY, maxPartyOnline: 8 },
      });
    }),
  );
});
afterEach(() => vi.useRealTimers());

/** The form on /reserver, or on the same page in another language. */
function renderForm(path = '/reserver') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig
        value={{ fetcher: (url: string) => apiGet(url), provider: () => new Map(), shouldRetryOnError: false }}
      >
        <BookingForm hours={RESTAURANT} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

async function chooseTable(user: ReturnType<typeof userEvent.setup>, partySize = '3') {
  await user.selectOptions(screen.getByLabelText('Nombre de personnes'), partySize);
  await user.click(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ }));
  await user.click(await screen.findByRole('radio', { name: '11:30' }));
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom'), 'Giulia Bernasconi');
  await user.type(screen.getByLabelText('E-mail'), 'giulia@example.ch');
  await user.type(screen.getByLabelText('Téléphone'), '+41 79 123 45 67');
  await user.type(screen.getByLabelText(/Remarques/), 'Allergie aux noix, anniversaire');
}

/** The API takes every booking, and keeps what it was sent. */
function acceptBookings() {
  server.use(
    http.post('/api/reservations', async ({ request }) => {
      booked.push(await request.json());
      return HttpResponse.json(
        {
          success: true,
          ...said('reservation.confirmed'),
          data: {
            reference: 'KQ7M-3XPA',
            status: 'confirmed',
            date: '2026-11-30',
            time: '11:30',
            partySize: 3,
            manageUrl: MANAGE_URL,
          },
        },
        { status: 201 },
      );
    }),
  );
}

const CONSENT = /^J’accepte que le restaurant garde ces allergies, et celles que j’écris dans les remarques/;

describe('the booking calendar', () => {
  it('greys out past days, closed days and days beyond the booking horizon', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ })).toBeEnabled();
    expect(day(/samedi 28 novembre 2026/)).toBeEnabled();
    expect(day(/mercredi 25 novembre 2026/)).toBeDisabled();
    // Open on Mondays and Saturdays only.
    expect(day(/vendredi 27 novembre 2026/)).toBeDisabled();
    expect(day(/jeudi 26 novembre 2026/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(day(/lundi 7 décembre 2026/)).toBeEnabled();
    // Beyond the horizon the API gives (10 December).
    expect(day(/samedi 12 décembre 2026/)).toBeDisabled();
    expect(day(/lundi 14 décembre 2026/)).toBeDisabled();
    // The horizon ends in December: January cannot be reached.
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
  });

  it('offers the free times of the chosen day for the party, a taken one shown but not offered', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Nombre de personnes'), '3');
    await user.click(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ }));
    expect(await screen.findByRole('radio', { name: '11:30' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '11:45' })).toBeDisabled();
    expect(availabilityAsked).toContain('2026-11-30|3');
    // Who comes is asked once the time is chosen.
    expect(screen.queryByLabelText('Nom')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '12:00' }));
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
  });
});

describe('booking a table', () => {
  it('sends the booking with the empty anti-spam field and shows « Réservation confirmée » with the manage link', async () => {
    acceptBookings();
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'Réserver pour 3 personnes à 11:30' }));

    const heading = await screen.findByRole('heading', { name: 'Réservation confirmée' });
    expect(heading).toHaveFocus();
    expect(booked).toEqual([
      {
        date: '2026-11-30',
        time: '11:30',
        partySize: 3,
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        phone: '+41 79 123 45 67',
        notes: 'Allergie aux noix, anniversaire',
        allergens: [],
        allergyConsent: false,
        website: '',
        language: 'fr',
      },
    ]);
    expect(screen.getByText('KQ7M-3XPA')).toBeInTheDocument();
    // The answer restates what was booked.
    expect(screen.getByText('lundi 30 novembre 2026 à 11:30, 3 personnes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', MANAGE_URL);
    expect(screen.getByText(/Gardez ce lien/)).toHaveTextContent('cette page en est la seule copie');
  });

  it('answers « Demande envoyée » when staff confirm the booking', async () => {
    server.use(
      http.post('/api/reservations', () =>
        HttpResponse.json(
          {
            success: true,
            ...said('reservation.requested'),
            data: {
              reference: 'KQ7M-3XPA',
              status: 'requested',
              date: '2026-11-30',
              time: '11:30',
              partySize: 6,
              manageUrl: MANAGE_URL,
            },
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user, '6');
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: /Réserver pour 6 personnes/ }));
    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toBeInTheDocument();
    expect(screen.getByText(french('reservation.requested'))).toBeInTheDocument();
  });

  it('says in German that the booking failed when the server explained nothing', async () => {
    server.use(http.post('/api/reservations', () => new HttpResponse(null, { status: 502 })));
    const user = userEvent.setup();
    renderForm('/de/reservieren');
    await user.selectOptions(screen.getByLabelText('Anzahl Personen'), '3');
    await user.click(await screen.findByRole('button', { name: 'Mo 30 — Montag, 30. November 2026' }));
    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    await user.type(screen.getByLabelText('Name'), 'Giulia Bernasconi');
    await user.type(screen.getByLabelText('E-Mail'), 'giulia@example.ch');
    await user.type(screen.getByLabelText('Telefon'), '+41 79 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Für 3 Personen reservieren um 11:30 Uhr' }));
    const alert = await screen.findByText('Ein Fehler ist aufgetreten');
    expect(alert.closest('[lang]')?.getAttribute('lang')).not.toBe('fr');
  });

  it('checks the fields before sending, and sends nothing while one is wrong', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    await user.type(screen.getByLabelText('E-mail'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: /Réserver pour 3/ }));
    // The focus goes to a summary of what to fix, each a link to its field; each error is under its field too.
    const summary = await screen.findByRole('group', { name: 'Veuillez corriger :' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [french('reservation.nameRequired'), '#booking-name'],
      [french('reservation.emailInvalid'), '#booking-email'],
      [french('reservation.phoneRequired'), '#booking-phone'],
    ]);
    expect(screen.getByLabelText('Nom')).toHaveAttribute('id', 'booking-name');
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription(french('reservation.nameRequired'));
    expect(booked).toEqual([]);
  });

  it('offers the 14 allergen groups by the menu’s names, then the consent, which the notes’ hint points to', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    const group = screen.getByRole('group', { name: 'Allergies ou intolérances (facultatif)' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.name, box.value, box.checked])).toEqual(
      ALLERGEN_KEYS.map((key) => ['allergens', key, false]),
    );
    expect(within(group).getByRole('checkbox', { name: 'Lait (y c. lactose)' })).toHaveAttribute('value', 'lait');
    expect(screen.getByLabelText(/Remarques/)).toHaveAccessibleDescription(
      'Occasion, chaise haute… Des allergies écrites ici sont traitées comme celles cochées ci-dessus.',
    );
    const consent = screen.getByRole<HTMLInputElement>('checkbox', { name: CONSENT });
    expect([consent.name, consent.value, consent.checked]).toEqual(['allergyConsent', 'on', false]);
    // In the form's order: the boxes, the notes, then the consent that covers both, before the button.
    const order = [
      group,
      screen.getByLabelText(/Remarques/),
      consent,
      screen.getByRole('button', { name: /Réserver/ }),
    ];
    order.slice(1).forEach((after, index) => {
      expect(order[index].compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('names the allergen groups in German on /de/reservieren', async () => {
    const user = userEvent.setup();
    renderForm('/de/reservieren');
    await user.click(await screen.findByRole('button', { name: 'Mo 30 — Montag, 30. November 2026' }));
    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    const group = screen.getByRole('group', { name: 'Allergien oder Unverträglichkeiten (freiwillig)' });
    expect(within(group).getByRole('checkbox', { name: 'Schalenfrüchte' })).toHaveAttribute('value', 'fruits-a-coque');
    expect(screen.getByRole('checkbox', { name: /^Ich bin einverstanden/ })).toBeInTheDocument();
  });

  it('sends nothing while allergies are ticked without the consent, and says so under the box', async () => {
    acceptBookings();
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Fruits à coque' }));
    await user.click(screen.getByRole('button', { name: /Réserver pour 3/ }));

    const summary = await screen.findByRole('group', { name: 'Veuillez corriger :' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([[french('reservation.allergyConsent'), '#booking-allergyConsent']]);
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).toHaveAttribute('id', 'booking-allergyConsent');
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(french('reservation.allergyConsent'));
    expect(booked).toEqual([]);
  });

  it('sends the ticked allergies, in the menu’s order, with the consent', async () => {
    acceptBookings();
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Fruits à coque' }));
    await user.click(screen.getByRole('checkbox', { name: 'Céréales contenant du gluten' }));
    await user.click(screen.getByRole('checkbox', { name: 'Arachides' }));
    await user.click(screen.getByRole('checkbox', { name: 'Arachides' }));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: /Réserver pour 3/ }));

    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeInTheDocument();
    expect(booked).toEqual([
      expect.objectContaining({ allergens: ['gluten', 'fruits-a-coque'], allergyConsent: true }),
    ]);
  });

  it('says when the time was taken meanwhile and asks for the free times again', async () => {
    server.use(http.post('/api/reservations', () => HttpResponse.json(refusal('reservation.full'), { status: 409 })));
    const user = userEvent.setup();
    renderForm();
    await chooseTable(user);
    await fillGuest(user);
    const asked = availabilityAsked.length;
    await user.click(screen.getByRole('button', { name: /Réserver pour 3/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(french('reservation.full'));
    await waitFor(() => expect(availabilityAsked.length).toBeGreaterThan(asked));
  });
});

describe('a group', () => {
  it('gets the « demande de groupe » form above the online maximum, sent to POST /api/group-requests', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/group-requests', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: french('reservation.groupSent') }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByLabelText('Nombre de personnes'), 'group');
    expect(screen.queryByRole('button', { name: /lundi 30 novembre/ })).toBeNull();
    const form = screen.getByRole('form', { name: 'Demande de groupe' });
    const type = (label: string | RegExp, text: string) => user.type(within(form).getByLabelText(label), text);
    await user.clear(within(form).getByLabelText('Nombre d’invités'));
    await type('Nombre d’invités', '14');
    await type('Date', '2026-12-19');
    await type('Heure', '19:30');
    await type(/Occasion/, 'Anniversaire');
    await type(/Budget par personne/, '80');
    await user.click(within(form).getByLabelText('Nous souhaitons le salon privé'));
    await type('Nom', 'Marco Rossi');
    await type('E-mail', 'marco@example.ch');
    await type('Téléphone', '+41 79 765 43 21');
    await type('Message', 'Un repas pour les 40 ans de ma sœur.');
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByRole('heading', { name: 'Demande envoyée' })).toHaveFocus();
    expect(sent).toEqual({
      date: '2026-12-19',
      time: '19:30',
      guests: 14,
      occasion: 'Anniversaire',
      budgetPerPerson: 80,
      privateRoom: true,
      name: 'Marco Rossi',
      email: 'marco@example.ch',
      phone: '+41 79 765 43 21',
      message: 'Un repas pour les 40 ans de ma sœur.',
      // The page's: staff answer the group in it.
      language: 'fr',
      website: '',
    });
  });

  it("asks in Italian on /it/prenota, the rules' and the server's French answers in Italian", async () => {
    const languages: unknown[] = [];
    server.use(
      http.post('/api/group-requests', async ({ request }) => {
        languages.push(((await request.json()) as { language?: unknown }).language);
        return HttpResponse.json({ success: true, message: french('reservation.groupSent') }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderForm('/it/prenota');
    await user.selectOptions(await screen.findByLabelText('Numero di persone'), 'group');
    const form = screen.getByRole('form', { name: 'Richiesta per gruppi' });
    expect(form).not.toHaveAttribute('lang');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    // The rules write their messages in French: the page shows each in Italian.
    const errors = [...form.querySelectorAll('.field__error')];
    expect(errors.length).toBeGreaterThan(0);
    expect(within(form).getByRole('group', { name: 'La preghiamo di correggere:' })).toHaveFocus();
    expect(within(form).getByLabelText('Nome')).toHaveAccessibleDescription('Il nome è obbligatorio.');
    expect(errors.filter((error) => error.getAttribute('lang') === 'fr').map((error) => error.textContent)).toEqual([]);

    const type = (label: string | RegExp, text: string) => user.type(within(form).getByLabelText(label), text);
    await type('Data', '2026-12-19');
    await type('Ora', '19:30');
    await user.click(within(form).getByLabelText('Desideriamo la sala privata'));
    await type('Nome', 'Marco Rossi');
    await type('E-mail', 'marco@example.ch');
    await type('Telefono', '+41 79 765 43 21');
    await type('Messaggio', 'Per i 40 anni di mia sorella.');
    await user.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata' })).toHaveFocus();
    expect(screen.getByText('Richiesta di gruppo inviata: le rispondiamo al più presto.')).not.toHaveAttribute('lang');
    // The page's language goes with the request: staff answer in Italian.
    expect(languages).toEqual(['it']);
  });

  it('speaks German on /de/reservieren: party, calendar, times and details', async () => {
    const user = userEvent.setup();
    renderForm('/de/reservieren');
    expect(screen.getByRole('heading', { name: 'Ihr Tisch' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Anzahl Personen'), '3');
    expect(screen.getByRole('option', { name: 'Mehr als 8 Personen: Gruppenanfrage' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mo 30 — Montag, 30. November 2026' }));
    expect(screen.getByRole('group', { name: 'Freie Zeiten am Montag, 30. November 2026' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '11:30' }));
    expect(screen.getByLabelText('Telefon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Für 3 Personen reservieren um 11:30 Uhr' })).toBeInTheDocument();
  });
});

describe('the waiting list', () => {
  let waiting: unknown[] = [];

  /** The API takes every party on the waiting list, and keeps what it was sent. */
  function acceptWaiting() {
    waiting = [];
    server.use(
      http.post('/api/waitlist', async ({ request }) => {
        waiting.push(await request.json());
        return HttpResponse.json(
          {
            success: true,
            ...said('reservation.waitlistJoined', { time: '11:45' }),
            data: { id: 'w1', status: 'waiting' },
          },
          { status: 201 },
        );
      }),
    );
  }

  async function chooseFullTime(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Nombre de personnes'), '3');
    await user.click(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ }));
    await screen.findByRole('radio', { name: '11:30' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Heure souhaitée' }), '11:45');
  }

  it('offers the full times under the free ones, and asks only name, e-mail and phone of who waits', async () => {
    acceptWaiting();
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Nombre de personnes'), '3');
    await user.click(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ }));
    const group = await screen.findByRole('group', { name: 'Liste d’attente' });
    expect(group).toHaveTextContent(
      'Complet à l’heure voulue ? Inscrivez-vous sur la liste d’attente : nous vous écrivons si une table se libère.',
    );
    const select = within(group).getByRole('combobox', { name: 'Heure souhaitée' });
    expect(select).toHaveAccessibleDescription(/^Complet à l’heure voulue/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir une heure', '11:45']);
    expect(screen.queryByLabelText('Nom')).toBeNull();

    await user.selectOptions(select, '11:45');
    await user.type(screen.getByLabelText('Nom'), 'Giulia Bernasconi');
    await user.type(screen.getByLabelText('E-mail'), 'giulia@example.ch');
    await user.type(screen.getByLabelText('Téléphone'), '+41 79 123 45 67');
    expect(screen.queryByLabelText(/Remarques/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: CONSENT })).toBeNull();
    expect(screen.queryByRole('button', { name: /Réserver pour/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'M’inscrire sur la liste d’attente pour 11:45' }));

    const heading = await screen.findByRole('heading', { name: 'Vous êtes sur la liste d’attente' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('lundi 30 novembre 2026 à 11:45, 3 personnes')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(french('reservation.waitlistJoined', { time: '11:45' }));
    expect(waiting).toEqual([
      {
        date: '2026-11-30',
        time: '11:45',
        partySize: 3,
        name: 'Giulia Bernasconi',
        email: 'giulia@example.ch',
        phone: '+41 79 123 45 67',
        website: '',
        language: 'fr',
      },
    ]);
  });

  it('sets the full time aside when a free one is chosen, and the free one when a full one is', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseFullTime(user);
    const select = screen.getByRole('combobox', { name: 'Heure souhaitée' });
    await user.click(screen.getByRole('radio', { name: '12:00' }));
    expect(select).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Réserver pour 3 personnes à 12:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /liste d’attente/ })).toBeNull();
    await user.selectOptions(select, '11:45');
    expect(screen.getByRole('radio', { name: '12:00' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Réserver pour/ })).toBeNull();
  });

  it('checks who waits before sending, the summary first, and sends nothing while one is wrong', async () => {
    acceptWaiting();
    const user = userEvent.setup();
    renderForm();
    await chooseFullTime(user);
    await user.type(screen.getByLabelText('E-mail'), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: /liste d’attente pour 11:45/ }));
    const summary = await screen.findByRole('group', { name: 'Veuillez corriger :' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#booking-name', '#booking-email', '#booking-phone']);
    expect(waiting).toEqual([]);
  });

  it('puts the server’s refusal of the time under the waiting list’s field', async () => {
    server.use(
      http.post('/api/waitlist', () =>
        HttpResponse.json(
          {
            ...refusal('reservation.invalid'),
            errors: { time: french('reservation.timeNotOffered') },
            errorCodes: { time: { code: 'reservation.timeNotOffered' } },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseFullTime(user);
    await fillWaitingGuest(user);
    await user.click(screen.getByRole('button', { name: /liste d’attente pour 11:45/ }));
    const summary = await screen.findByRole('group', { name: 'Veuillez corriger :' });
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#booking-waitTime');
    expect(screen.getByRole('combobox', { name: 'Heure souhaitée' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the time is free after all, and asks for the times again', async () => {
    server.use(
      http.post('/api/waitlist', () => HttpResponse.json(refusal('reservation.waitlistNotFull'), { status: 409 })),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseFullTime(user);
    await fillWaitingGuest(user);
    const asked = availabilityAsked.length;
    await user.click(screen.getByRole('button', { name: /liste d’attente pour 11:45/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(french('reservation.waitlistNotFull'));
    await waitFor(() => expect(availabilityAsked.length).toBeGreaterThan(asked));
  });

  it('is not offered on a day whose times are all free', async () => {
    server.use(
      http.get('/api/public/availability', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        const slots = [{ time: '11:30', available: true }];
        return HttpResponse.json({ success: true, data: { date, slots, lastDay: LAST_DAY, maxPartyOnline: 8 } });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: /lundi 30 novembre 2026/ }));
    await screen.findByRole('radio', { name: '11:30' });
    expect(screen.queryByRole('group', { name: 'Liste d’attente' })).toBeNull();
  });

  it('speaks German on /de/reservieren', async () => {
    const user = userEvent.setup();
    renderForm('/de/reservieren');
    await user.click(await screen.findByRole('button', { name: 'Mo 30 — Montag, 30. November 2026' }));
    await screen.findByRole('radio', { name: '11:30' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gewünschte Uhrzeit' }), '11:45');
    expect(screen.getByRole('group', { name: 'Warteliste' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf die Warteliste setzen für 11:45 Uhr' })).toBeInTheDocument();
  });

  async function fillWaitingGuest(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Nom'), 'Giulia Bernasconi');
    await user.type(screen.getByLabelText('E-mail'), 'giulia@example.ch');
    await user.type(screen.getByLabelText('Téléphone'), '+41 79 123 45 67');
  }
});
