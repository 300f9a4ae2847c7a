import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  countTranslations,
  staffMessageOf,
  staffText,
  wordStaffMessage,
  type StaffMessage,
  type TranslationCell,
  type TranslationGridField,
  type TranslationGridResponse,
  type TranslationGridRow,
  type TranslationWrite,
  type TranslationWriteResponse,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

const validated = (text: string): TranslationCell => ({ text, state: 'validée', shown: text });
const missing: TranslationCell = { text: '', state: 'manquante', shown: null };
const toReview = (text: string, shown: string | null): TranslationCell => ({ text, state: 'à revoir', shown });

function line(
  field: string,
  label: string,
  french: string,
  cells: TranslationGridField['cells'],
): TranslationGridField {
  return { field, label, french, maxLength: field === 'description' ? 500 : 100, cells };
}

/** Two dishes in two categories, a set menu and the restaurant: 2 texts missing, 2 to review. */
function sampleRows(): TranslationGridRow[] {
  return [
    {
      subject: 'plat',
      subjectId: 'fondue',
      name: 'Fondue moitié-moitié',
      category: 'Nos Spécialités',
      fields: [
        line('title', 'Nom', 'Fondue moitié-moitié', {
          en: validated('Half-and-half fondue'),
          de: validated('Fondue moitié-moitié'),
          it: validated('Fonduta moitié-moitié'),
        }),
        line('description', 'Description', 'Gruyère et vacherin', {
          en: toReview('Gruyère and vacherin cheese', 'Gruyère and vacherin'),
          de: validated('Greyerzer und Vacherin'),
          it: validated('Gruviera e vacherin'),
        }),
      ],
    },
    {
      subject: 'plat',
      subjectId: 'perches',
      name: 'Filets de perche',
      category: 'Nos Poissons',
      fields: [
        line('title', 'Nom', 'Filets de perche', {
          en: validated('Perch fillets'),
          de: missing,
          it: toReview('Filetti di pesce persico', null),
        }),
        line('description', 'Description', 'Beurre citronné', {
          en: validated('Lemon butter'),
          de: validated('Zitronenbutter'),
          it: missing,
        }),
      ],
    },
    {
      subject: 'formule',
      subjectId: 'midi',
      name: 'Formule midi',
      fields: [
        line('name', 'Nom', 'Formule midi', {
          en: validated('Lunch'),
          de: validated('Mittag'),
          it: validated('Pranzo'),
        }),
      ],
    },
  ];
}

function mockGrid(rows: TranslationGridRow[]) {
  server.use(
    http.get('/api/translations', () =>
      HttpResponse.json<TranslationGridResponse>({ success: true, data: { rows, counts: countTranslations(rows) } }),
    ),
  );
}

/** The dashboard with that grid; the mock server saves as the real one does and keeps every write it received. */
async function openTranslations(rows: TranslationGridRow[] = sampleRows(), refusal?: StaffMessage) {
  const sent: TranslationWrite[] = [];
  await renderDashboard(undefined, () => {
    mockGrid(rows);
    server.use(
      http.put('/api/translations', async ({ request }) => {
        const write = (await request.json()) as TranslationWrite;
        sent.push(write);
        if (refusal) {
          const words = wordStaffMessage(refusal);
          return HttpResponse.json(
            { success: false, message: words, ...refusal, errors: { text: words }, errorCodes: { text: refusal } },
            { status: 400 },
          );
        }
        const row = rows.find((candidate) => candidate.subjectId === write.subjectId);
        const field = row?.fields.find((candidate) => candidate.field === write.field);
        if (!row || !field) return HttpResponse.json({ success: false, message: 'absent' }, { status: 404 });
        const before = field.cells[write.language];
        field.cells[write.language] = !write.text
          ? missing
          : write.validate
            ? validated(write.text)
            : toReview(write.text, before.shown);
        const said = staffMessageOf(
          !write.text ? 'translation.removed' : write.validate ? 'translation.validated' : 'translation.saved',
        );
        return HttpResponse.json<TranslationWriteResponse>({
          success: true,
          message: wordStaffMessage(said),
          code: said.code,
          data: structuredClone(field),
        });
      }),
    );
  });
  const user = userEvent.setup();
  const tab = await screen.findByRole('tab', { name: 'Traductions (2 manquantes · 2 à revoir)' });
  await user.click(tab);
  const panel = await screen.findByRole('tabpanel', { name: 'Traductions (2 manquantes · 2 à revoir)' });
  await within(panel).findByRole('heading', { name: 'Traductions' });
  return { user, sent, panel };
}

/** Opens a heading of the grid (a category, « Formules »). */
async function openGroup(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByText(title, { selector: '.translation-group__title' }));
}

function dish(name: string) {
  return screen.getByRole('region', { name });
}

describe('the « Traductions » tab (docs/product.md#translations)', () => {
  it('names its counts in the label: « 1 manquante » alone, nothing when all is validated', async () => {
    const [fondue, perch] = sampleRows();
    const rows = (cells: TranslationGridField['cells']): TranslationGridRow[] => [
      { ...perch, fields: [{ ...perch.fields[0], cells }] },
    ];
    const oneMissing = rows({ en: validated('Perch'), de: missing, it: validated('Persico') });
    const { view } = await renderDashboard(undefined, () => mockGrid(oneMissing));
    expect(await screen.findByRole('tab', { name: 'Traductions (1 manquante)' })).toBeInTheDocument();
    view.unmount();

    await renderDashboard(undefined, () => mockGrid([fondue].map((row) => ({ ...row, fields: [row.fields[0]] }))));
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Traductions' }));
    expect(await screen.findByText('1 fiche trouvée')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Traductions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each text in French and an editor per language, with its state and what visitors read', async () => {
    const { user } = await openTranslations();
    // Headings closed at first: the grid of a whole menu would be slow to draw.
    expect(screen.queryByRole('region', { name: 'Filets de perche' })).toBeNull();
    expect(screen.getByText('Nos Poissons', { selector: '.translation-group__title' }).parentElement).toHaveTextContent(
      'Nos Poissons · 1 fiche · 2 manquantes · 1 à revoir',
    );
    await openGroup(user, 'Nos Poissons');
    const perch = dish('Filets de perche');
    const nameLine = within(perch).getByRole('group', { name: 'Nom' });
    expect(within(nameLine).getByText('Filets de perche', { selector: '[lang="fr"]' })).toBeInTheDocument();

    const english = within(nameLine).getByLabelText('Nom — anglais (Filets de perche)');
    expect(english).toHaveValue('Perch fillets');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAccessibleDescription('État : validée');
    const german = within(nameLine).getByLabelText('Nom — allemand (Filets de perche)');
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAccessibleDescription('État : manquante');
    const italian = within(nameLine).getByLabelText('Nom — italien (Filets de perche)');
    expect(italian).toHaveAccessibleDescription('État : à revoir Les visiteurs lisent le texte français.');
    // Long texts in a text area.
    expect(within(perch).getByLabelText('Description — italien (Filets de perche)').tagName).toBe('TEXTAREA');

    await openGroup(user, 'Nos Spécialités');
    const fondue = within(dish('Fondue moitié-moitié')).getByRole('group', { name: 'Description' });
    expect(within(fondue).getByText('Gruyère and vacherin', { selector: 'q' })).toHaveAttribute('lang', 'en');
    expect(within(fondue).getByText(/Les visiteurs lisent encore/)).toBeInTheDocument();
  });

  it('filters on « Manquantes », « À revoir » and the name, keeping only the texts concerned', async () => {
    const { user } = await openTranslations();
    await user.click(screen.getByLabelText('Manquantes'));
    // Few dishes left: their headings open by themselves.
    const perch = await screen.findByRole('region', { name: 'Filets de perche' });
    expect(within(perch).getByRole('group', { name: 'Nom' })).toBeInTheDocument();
    expect(within(perch).getByRole('group', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fondue moitié-moitié' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Formule midi' })).toBeNull();

    await user.click(screen.getByLabelText('À revoir'));
    const fondue = await screen.findByRole('region', { name: 'Fondue moitié-moitié' });
    expect(within(fondue).queryByRole('group', { name: 'Nom' })).toBeNull();
    expect(within(fondue).getByRole('group', { name: 'Description' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Filets de perche' })).queryByRole('group', { name: 'Description' }),
    ).toBeNull();

    await user.click(screen.getByLabelText('Toutes'));
    await user.type(screen.getByLabelText('Rechercher un plat, une formule ou une soirée'), 'FONDUE MOITIE');
    await screen.findByText('1 fiche trouvée');
    expect(screen.getByRole('region', { name: 'Fondue moitié-moitié' })).toBeInTheDocument();
    expect(screen.queryByText('Nos Poissons', { selector: '.translation-group__title' })).toBeNull();

    await user.clear(screen.getByLabelText('Rechercher un plat, une formule ou une soirée'));
    await user.type(screen.getByLabelText('Rechercher un plat, une formule ou une soirée'), 'tartare');
    expect(await screen.findByText('Aucune traduction ne correspond à ces critères.')).toBeInTheDocument();
  });

  it('saves « à revoir » with « Enregistrer », publishes with « Valider », the counts following', async () => {
    const { user, sent } = await openTranslations();
    await openGroup(user, 'Nos Poissons');
    const german = screen.getByLabelText('Nom — allemand (Filets de perche)');
    await user.type(german, 'Egli-Filets');
    const save = screen.getByRole('button', { name: 'Enregistrer : Nom — allemand (Filets de perche)' });
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      subject: 'plat',
      subjectId: 'perches',
      field: 'title',
      language: 'de',
      text: 'Egli-Filets',
      validate: false,
    });
    expect(await screen.findByRole('tab', { name: 'Traductions (1 manquante · 3 à revoir)' })).toBeInTheDocument();
    expect(german).toHaveAccessibleDescription('État : à revoir Les visiteurs lisent le texte français.');
    expect(save).toHaveFocus();
    expect(german.closest('.translation-cell')).toHaveTextContent(staffText('translation.saved'));

    const validate = screen.getByRole('button', { name: 'Valider : Nom — allemand (Filets de perche)' });
    await user.click(validate);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ language: 'de', text: 'Egli-Filets', validate: true });
    expect(await screen.findByRole('tab', { name: 'Traductions (1 manquante · 2 à revoir)' })).toBeInTheDocument();
    expect(german).toHaveAccessibleDescription('État : validée');
    expect(german).toHaveValue('Egli-Filets');
    expect(validate).toHaveFocus();
    expect(within(german.closest('.translation-cell') as HTMLElement).getByRole('status')).toHaveTextContent(
      staffText('translation.validated'),
    );
  });

  it('keeps a line saved under a filter in place, though no longer in that state', async () => {
    const { user, sent } = await openTranslations();
    await user.click(screen.getByLabelText('Manquantes'));
    const german = await screen.findByLabelText('Nom — allemand (Filets de perche)');
    await user.type(german, 'Egli-Filets');
    await user.click(screen.getByRole('button', { name: 'Valider : Nom — allemand (Filets de perche)' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await screen.findByRole('tab', { name: 'Traductions (1 manquante · 2 à revoir)' });
    expect(screen.getByLabelText('Nom — allemand (Filets de perche)')).toBe(german);
    expect(screen.getByRole('button', { name: 'Valider : Nom — allemand (Filets de perche)' })).toHaveFocus();
  });

  it("shows the server's refusal by the cell, and refuses to validate an empty text before sending", async () => {
    const refusal = staffMessageOf('translation.tooLong', { max: 100 });
    const { user, sent } = await openTranslations(sampleRows(), refusal);
    await openGroup(user, 'Nos Poissons');
    const german = screen.getByLabelText('Nom — allemand (Filets de perche)');
    await user.click(screen.getByRole('button', { name: 'Valider : Nom — allemand (Filets de perche)' }));
    const cell = german.closest('.translation-cell') as HTMLElement;
    expect(within(cell).getByRole('alert')).toHaveTextContent(staffText('translation.emptyValidation'));
    expect(german).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(german, 'Egli');
    await user.click(screen.getByRole('button', { name: 'Enregistrer : Nom — allemand (Filets de perche)' }));
    expect(await within(cell).findByRole('alert')).toHaveTextContent(wordStaffMessage(refusal));
    expect(sent).toHaveLength(1);
    expect(german).toHaveValue('Egli');
    expect(screen.getByRole('tab', { name: 'Traductions (2 manquantes · 2 à revoir)' })).toBeInTheDocument();
  });

  it('lists the evenings under « Soirées », their texts saved as an evening’s', async () => {
    const evening: TranslationGridRow = {
      subject: 'soirée',
      subjectId: 'silvestre',
      name: 'Menu de St. Silvestre',
      fields: [
        line('name', 'Nom', 'Menu de St. Silvestre', {
          en: validated('New Year’s Eve dinner'),
          de: validated('Silvestermenü'),
          it: validated('Cena di San Silvestro'),
        }),
        line('cancellationTerms', 'Conditions d’annulation', 'Acompte rendu jusqu’à 7 jours avant.', {
          en: validated('Deposit refunded up to 7 days before.'),
          de: validated('Anzahlung bis 7 Tage vorher erstattet.'),
          it: validated('Acconto rimborsato fino a 7 giorni prima.'),
        }),
      ],
    };
    const { user, sent } = await openTranslations([...sampleRows(), evening]);
    expect(screen.getByText('Soirées', { selector: '.translation-group__title' }).parentElement).toHaveTextContent(
      'Soirées · 1 fiche · tout est validé',
    );
    await openGroup(user, 'Soirées');
    const terms = within(dish('Menu de St. Silvestre')).getByRole('group', { name: 'Conditions d’annulation' });
    const italian = within(terms).getByLabelText('Conditions d’annulation — italien (Menu de St. Silvestre)');
    await user.clear(italian);
    await user.type(italian, 'Acconto rimborsato fino a una settimana prima.');
    await user.click(
      screen.getByRole('button', { name: 'Enregistrer : Conditions d’annulation — italien (Menu de St. Silvestre)' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      subject: 'soirée',
      subjectId: 'silvestre',
      field: 'cancellationTerms',
      language: 'it',
      text: 'Acconto rimborsato fino a una settimana prima.',
      validate: false,
    });
    expect(await screen.findByRole('tab', { name: 'Traductions (2 manquantes · 3 à revoir)' })).toBeInTheDocument();
  });

  it('removes a translation once its emptying is confirmed: the text then shows in French', async () => {
    const { user, sent } = await openTranslations();
    await openGroup(user, 'Nos Poissons');
    const english = screen.getByLabelText('Nom — anglais (Filets de perche)');
    await user.clear(english);
    const save = screen.getByRole('button', { name: 'Enregistrer : Nom — anglais (Filets de perche)' });
    await user.click(save);
    let confirm = await screen.findByRole('dialog', { name: 'Supprimer cette traduction ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(sent).toEqual([]);

    await user.click(save);
    confirm = await screen.findByRole('dialog', { name: 'Supprimer cette traduction ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ field: 'title', language: 'en', text: '', validate: false });
    expect(await screen.findByRole('tab', { name: 'Traductions (3 manquantes · 2 à revoir)' })).toBeInTheDocument();
    expect(english).toHaveAccessibleDescription('État : manquante');
    expect(english.closest('.translation-cell')).toHaveTextContent(staffText('translation.removed'));
  });
});
