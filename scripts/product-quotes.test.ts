/**
 * The specification's French strings stay as they were: every « … » of docs/product.md when the text system's issue
 * began (#41, 2026-11-28; saved in fixtures/product-quotes.txt) is still in the file, but for the ones that issue
 * and later ones change on purpose, each listed below with what replaced it. Run by `npm run test:unit`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './lib';

/** The quoted strings of a Markdown text (each « to the next »), spaces and line breaks inside folded to one space. */
function quotesOf(markdown: string): Set<string> {
  const quotes = new Set<string>();
  for (let open = markdown.indexOf('«'); open !== -1;) {
    const close = markdown.indexOf('»', open);
    if (close === -1) break;
    quotes.add(
      markdown
        .slice(open + 1, close)
        .replace(/\s+/g, ' ')
        .trim(),
    );
    open = markdown.indexOf('«', close);
  }
  return quotes;
}

/** #41's own changes: the quoted string of the specification, and the one that took its place (null: gone). */
const CHANGED_BY_ISSUE_41: Readonly<Record<string, string | null>> = {
  // WCAG 2.5.3, label in name: the links are named after their visible text.
  Français: 'FR — Français',
  English: 'EN — English',
  Deutsch: 'DE — Deutsch',
  Italiano: 'IT — Italiano',
  'lundi 30 novembre 2026': 'lu 30 — lundi 30 novembre 2026',
  // An example of the browser's translation of French messages, which messages as codes replaced.
  'bis 60 Tage im Voraus': null,
};

/** Changed since by later issues, the same way. */
const CHANGED_LATER: Readonly<Record<string, string | null>> = {
  // #43: the header says which requests wait, bookings apart from groups.
  '{n} nouvelle(s) demande(s) de réservation': '{b} réservation(s) et {g} demande(s) de groupe à traiter',
  // #43: the notes' hint says allergies written there are kept like those ticked, under the same consent.
  'Allergies, occasion, chaise haute…':
    'Occasion, chaise haute… Des allergies écrites ici sont traitées comme celles cochées ci-dessus.',
  // #42: the board draws its dish's fields with the menu item form's renderer, labels included.
  'Nom du plat': 'Titre',
  'Description courte': 'Description',
  // #42: the board shows the menu item form's own law sections, whose confirmation replaces « Aucun allergène ».
  'Aucun allergène': 'J’ai vérifié les allergènes de ce plat',
  'Indiquez les allergènes du plat, ou cochez « Aucun allergène':
    'Vérifiez les allergènes du plat, puis cochez « J’ai vérifié les allergènes de ce plat',
  'Origine (viande ou poisson)': 'Origine des viandes et poissons',
};
const CHANGED = { ...CHANGED_BY_ISSUE_41, ...CHANGED_LATER };

void describe('the specification’s French strings (docs/product.md)', () => {
  const saved = readFileSync(path.join(ROOT, 'scripts', 'fixtures', 'product-quotes.txt'), 'utf8').split('\n');
  const current = quotesOf(readFileSync(path.join(ROOT, 'docs', 'product.md'), 'utf8'));

  void it('finds the saved strings in the file', () => {
    assert.ok(saved.length > 900);
    assert.ok(current.has('Réserver une table'));
  });

  void it('keeps each one, or has it replaced as the issue that changed it says', () => {
    const missing = saved.filter((quoted) => quoted !== '' && !current.has(quoted));
    assert.deepEqual(missing.sort(), Object.keys(CHANGED).sort());
    for (const replacement of Object.values(CHANGED)) {
      if (replacement !== null) assert.ok(current.has(replacement), replacement);
    }
  });
});
