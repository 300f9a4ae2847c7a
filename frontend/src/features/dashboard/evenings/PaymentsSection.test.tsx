import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PAYMENT_SETTINGS,
  genevaDay,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type BankFileImport,
  type StaffEvening,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const SILVESTRE: StaffEvening = {
  id: 'silvestre',
  name: 'Menu de St. Silvestre',
  description: '',
  slug: 'menu-de-st-silvestre',
  date: '2026-12-31',
  times: ['19:30'],
  setMenuId: null,
  menuText: 'Cinq services',
  pricePerPerson: 150,
  capacity: 60,
  depositPerPerson: 50,
  maxPartyOnline: 8,
  cancellationTerms: '',
  published: true,
  covers: { booked: 24, awaitingPayment: 6, paid: 14, released: 2 },
};

/** A file with a credit that paid a deposit, one whose reference is unknown, and one seen in an earlier file. */
const IMPORTED: BankFileImport = {
  credits: [
    {
      key: 'ZKB-2026-12-20-0001',
      amountCentimes: 123_450,
      currency: 'CHF',
      valueDate: '2026-12-20',
      bookingDate: '2026-12-20',
      reference: 'RF18539007547034',
      outcome: 'paid',
      reservationReference: 'EVE1-AAAA',
    },
    {
      key: 'ZKB-2026-12-21-0002',
      amountCentimes: 5_000,
      currency: 'CHF',
      valueDate: '2026-12-21',
      bookingDate: '2026-12-21',
      reference: '210000000003139471430009017',
      outcome: 'unknown',
      reservationReference: null,
    },
  ],
  alreadyImported: 1,
  confirmed: ['EVE1-AAAA'],
  released: ['EVE3-CCCC', 'EVE4-DDDD'],
  coveredTo: '2026-12-21',
};

/** The server's 400 for a file that is no camt: the reason worded within the message. */
const unreadable = () => {
  const message = staffMessageOf('bankFile.unreadable', {
    reason: wordStaffMessage(staffMessageOf('bankFile.notCamt')),
  });
  return HttpResponse.json(
    { success: false, message: wordStaffMessage(message), code: message.code, params: message.params },
    { status: 400 },
  );
};

interface Api {
  /** Each file the server received, by its field name and its text (jsdom's multipart loses the file's name). */
  files: string[];
  /** Each month asked of the accountant's file. */
  months: string[];
  eveningReads: number;
}

const formOf = (button: HTMLElement) => button.closest('form')!;

/** The dashboard's « Soirées » tab, with its payments; the bank's file answered with `answer`. */
async function openPayments(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({
      success: true,
      code: 'bankFile.imported',
      message: staffText('bankFile.imported', { count: 2 }),
      data: IMPORTED,
    }),
) {
  const api: Api = { files: [], months: [], eveningReads: 0 };
  await renderDashboard(undefined, () =>
    server.use(
      http.get('/api/set-menus', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/payment-settings', () => HttpResponse.json({ success: true, data: DEFAULT_PAYMENT_SETTINGS })),
      http.get('/api/evenings', () => {
        api.eveningReads += 1;
        return HttpResponse.json({ success: true, data: [SILVESTRE] });
      }),
      http.post('/api/payments/bank-file', async ({ request }) => {
        const form = await request.formData();
        for (const [field, value] of form.entries()) api.files.push(`${field}: ${await (value as File).text()}`);
        return answer();
      }),
      http.get('/api/payments/credits.csv', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? '';
        api.months.push(month);
        return new HttpResponse(new Blob(['\uFEFFDate de valeur;Montant (CHF)\r\n'], { type: 'text/csv' }), {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      }),
    ),
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Soirées' }));
  await screen.findByRole('list', { name: 'Soirées' });
  const section = within(screen.getByRole('region', { name: 'Paiements' }));
  return {
    user,
    api,
    section,
    bank: within(formOf(section.getByRole('button', { name: 'Importer le fichier de la banque' }))),
    statement: within(formOf(section.getByRole('button', { name: 'Télécharger le relevé (CSV)' }))),
  };
}

const CAMT = '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"/>';
const bankFile = (text = CAMT) => new File([text], 'camt054-2026-12-21.xml', { type: 'application/xml' });

describe('« Paiements » in the « Soirées » tab (docs/product.md#bank-file)', () => {
  it('imports the bank’s file, says what it did, lists the new credits, and reads the covers again', async () => {
    const { user, api, section, bank } = await openPayments();
    const input = bank.getByLabelText('Fichier de la banque (camt.054 ou camt.053, XML ou ZIP)');
    await user.upload(input, bankFile());
    const readsBefore = api.eveningReads;
    await user.click(bank.getByRole('button', { name: 'Importer le fichier de la banque' }));

    expect(await section.findByText('2 nouveaux crédits importés.')).toBeInTheDocument();
    expect(api.files).toEqual([`file: ${CAMT}`]);
    const summary = section.getByText('2 nouveaux crédits importés.').closest('[aria-live="polite"]');
    expect(summary).not.toBeNull();
    expect(summary).toHaveTextContent('Réservations confirmées : EVE1-AAAA');
    expect(summary).toHaveTextContent('Réservations libérées (non payées) : EVE3-CCCC, EVE4-DDDD');
    expect(summary).toHaveTextContent('Déjà importés : 1');
    expect(summary).toHaveTextContent('À vérifier : 1 crédit non appliqué');

    const table = section.getByRole('table', { name: 'Nouveaux crédits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date de valeur', 'Montant (CHF)', 'Référence', 'Réservation', 'Résultat']);
    const [, paid, unknown] = within(table).getAllByRole('row');
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20.12.2026', '1 234.50', 'RF18 5390 0754 7034', 'EVE1-AAAA', 'Payé']);
    expect(paid).not.toHaveClass('bank-credits__row--attention');
    expect(
      within(unknown)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['21.12.2026', '50.00', '21 00000 00003 13947 14300 09017', '—', '⚠ À vérifier : Référence inconnue']);
    expect(unknown).toHaveClass('bank-credits__row--attention');

    // The covers changed: the evenings are read again.
    await waitFor(() => expect(api.eveningReads).toBeGreaterThan(readsBefore));
    expect(input).toHaveValue('');
    expect(bank.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a refusal in French in an alert and brings the focus back to the file', async () => {
    const { user, api, section, bank } = await openPayments(unreadable);
    const input = bank.getByLabelText('Fichier de la banque (camt.054 ou camt.053, XML ou ZIP)');
    await user.upload(input, bankFile('<Document/>'));
    await user.click(bank.getByRole('button', { name: 'Importer le fichier de la banque' }));

    const alert = bank.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Fichier bancaire illisible : ce n’est pas un avis camt.054 ni un relevé camt.053 (XML ISO 20022).',
      ),
    );
    expect(api.files).toEqual(['file: <Document/>']);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Fichier bancaire illisible') as string);
    expect(section.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for a file before sending anything', async () => {
    const { user, api, bank } = await openPayments();
    await user.click(bank.getByRole('button', { name: 'Importer le fichier de la banque' }));
    expect(bank.getByRole('alert')).toHaveTextContent('Choisissez d’abord le fichier de la banque.');
    expect(bank.getByLabelText('Fichier de la banque (camt.054 ou camt.053, XML ou ZIP)')).toHaveFocus();
    expect(api.files).toEqual([]);
  });

  it('downloads the month’s credits for the accountant, the current Geneva month to start with', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api, statement } = await openPayments();
    const month = statement.getByLabelText('Mois');
    expect(month).toHaveValue(genevaDay(new Date()).slice(0, 7));

    await user.clear(month);
    await user.type(month, '2026-11');
    await user.click(statement.getByRole('button', { name: 'Télécharger le relevé (CSV)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.months).toEqual(['2026-11']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('credits-2026-11.csv');
    expect(await statement.findByText('Relevé de novembre 2026 téléchargé.')).toBeInTheDocument();

    server.use(http.get('/api/payments/credits.csv', () => new HttpResponse(null, { status: 500 })));
    await user.click(statement.getByRole('button', { name: 'Télécharger le relevé (CSV)' }));
    await waitFor(() =>
      expect(statement.getByRole('alert')).toHaveTextContent(
        'Le relevé n’a pas pu être téléchargé : vérifiez la connexion, puis réessayez.',
      ),
    );
    expect(month).toHaveFocus();
    expect(click).toHaveBeenCalledTimes(1);
  });
});
