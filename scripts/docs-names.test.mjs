// The maps name what is there: docs/architecture.md names every room of the code (each folder under cms/src/api,
// cms/src/site, frontend/src/features and frontend/src/features/dashboard) and no room that is gone, and
// the code names README.md's and docs/*.md's identifiers. A folder added, moved or removed, or a function renamed,
// fails here until the maps say so. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');
const ARCHITECTURE = 'docs/architecture.md';

/**
 * The rooms the architecture names: each folder under these, written in the map from the given prefix on
 * (`api/reservation`, `features/menu`, `site/forms`).
 */
const ROOMS = [
  { parent: 'cms/src/api', prefix: 'api/' },
  { parent: 'cms/src/site', prefix: 'site/' },
  { parent: 'frontend/src/features', prefix: 'features/' },
  { parent: 'frontend/src/features/dashboard', prefix: 'features/dashboard/' },
];

/**
 * Identifiers the docs name that the code does not hold, each with why: a browser's or a library's word, or the
 * past a decision record tells.
 */
const NOT_IN_CODE = new Map([
  ['HttpOnly', 'a cookie attribute, as browsers name it'],
  ['keepMetadata', "sharp's option, named where the decision not to use it is explained"],
  ['non_idempotent', "HAProxy's retry-on keyword, named where the decision not to use it is explained"],
  ['translatedRuleMessage', 'the function messages as codes replaced, named in that decision'],
]);

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

const subfolders = (folder) =>
  existsSync(path.join(ROOT, folder))
    ? readdirSync(path.join(ROOT, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The `code` spans of a Markdown text. */
const codeSpans = (text) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());

/** Rooms the map names but the code lacks, and rooms the code has but the map does not name. */
function roomsAgainstMap(map) {
  const spans = codeSpans(map);
  const unnamed = [];
  const gone = [];
  for (const { parent, prefix } of ROOMS) {
    const folders = subfolders(parent);
    for (const folder of folders) {
      const name = `${prefix}${folder}`;
      if (!spans.some((span) => span === name || span.startsWith(`${name}/`))) unnamed.push(`${parent}/${folder}`);
    }
    for (const span of spans) {
      const match = new RegExp(`^${prefix.replace(/\//g, '\\/')}([a-z][a-z0-9-]*)(?:/|$)`).exec(span);
      if (match && !folders.includes(match[1]) && !existsSync(path.join(ROOT, parent, `${match[1]}.ts`))) {
        gone.push(span);
      }
    }
  }
  return { unnamed, gone: gone.filter((span) => !ROOMS.some(({ prefix }) => `${span}/` === prefix)) };
}

/** A span that reads as one identifier of code: with an `_`, an inner capital, or a call's `()`. */
function identifierOf(span) {
  if (!/^[a-z_$][\w$.]*(?:\(\))?$/i.test(span)) return null;
  if (!(span.includes('_') || /[a-z][A-Z]/.test(span) || span.endsWith('()'))) return null;
  return span.replace(/\(\)$/, '').split('.').at(-1);
}

/** The text of every tracked file of code, settings and tests. */
function codeText() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) =>
        file &&
        !file.endsWith('.md') &&
        !file.startsWith('docs/') &&
        !/\.(?:png|jpe?g|webp|svg|pdf|ico|woff2?|JPG)$/.test(file),
    )
    .filter((file) => existsSync(path.join(ROOT, file)));
  return files.map(read).join('\n');
}

const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the maps', () => {
  it(`${ARCHITECTURE} names every room of the code, and none that is gone`, () => {
    const { unnamed, gone } = roomsAgainstMap(read(ARCHITECTURE));
    assert.deepEqual(unnamed, [], `folders docs/architecture.md does not name:\n${unnamed.join('\n')}`);
    assert.deepEqual(gone, [], `rooms docs/architecture.md names that do not exist:\n${gone.join('\n')}`);
  });

  it('name only identifiers the code holds', () => {
    const code = codeText();
    const unknown = [];
    for (const document of DOCUMENTS) {
      for (const span of codeSpans(read(document))) {
        const identifier = identifierOf(span);
        if (identifier && !NOT_IN_CODE.has(identifier) && !code.includes(identifier)) {
          unknown.push(`${document}: ${span}`);
        }
      }
    }
    assert.deepEqual([...new Set(unknown)], [], `identifiers the docs name that the code does not hold`);
    const named = new Set(DOCUMENTS.flatMap((document) => codeSpans(read(document)).map(identifierOf)));
    const unused = [...NOT_IN_CODE.keys()].filter((identifier) => !named.has(identifier));
    assert.deepEqual(unused, [], 'exceptions no document names any more');
  });

  it('are checked by rules that see a missing room, a gone one and a stale identifier', () => {
    const { unnamed, gone } = roomsAgainstMap('`api/menu-item` and `api/nowhere/rules.ts` and `features/dashboard`');
    assert.ok(unnamed.includes('cms/src/api/reservation'));
    assert.ok(!unnamed.includes('cms/src/api/menu-item'));
    assert.ok(unnamed.includes('frontend/src/features/dashboard/menu'));
    assert.ok(!unnamed.includes('frontend/src/features/dashboard'));
    assert.deepEqual(gone, ['api/nowhere/rules.ts']);
    assert.equal(identifierOf('RESTAURANT_PAGE_HEADS'), 'RESTAURANT_PAGE_HEADS');
    assert.equal(identifierOf('siteService()'), 'siteService');
    assert.equal(identifierOf('site.pages.menuItems'), 'menuItems');
    assert.equal(identifierOf('npm test'), null);
    assert.equal(identifierOf('Strapi'), null);
  });
});
