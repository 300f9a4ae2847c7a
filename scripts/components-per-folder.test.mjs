// No folder of frontend/src holds more than 12 components (`.tsx` files other than tests): past that, a folder is
// split by what its files do, as the dashboard is by area (docs/architecture.md#the-dashboard-by-area). Run by
// `npm run lint`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');
const SOURCE = 'frontend/src';
const LIMIT = 12;

const isComponent = (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx');

/** Every folder under `root` (itself included) holding more than `limit` components, as path → count. */
export function crowdedFolders(root, limit = LIMIT) {
  const crowded = new Map();
  const visit = (folder) => {
    const entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    const count = entries.filter((entry) => entry.isFile() && isComponent(entry.name)).length;
    if (count > limit) crowded.set(folder, count);
    for (const entry of entries) if (entry.isDirectory()) visit(path.posix.join(folder, entry.name));
  };
  visit('.');
  return crowded;
}

describe('components per folder', () => {
  it(`no folder of ${SOURCE} holds more than ${LIMIT}`, () => {
    const over = [...crowdedFolders(path.join(ROOT, SOURCE))].map(
      ([folder, count]) => `${path.posix.join(SOURCE, folder)}: ${count}`,
    );
    assert.deepEqual(
      over,
      [],
      `folders with too many components (split them by what their files do):\n${over.join('\n')}`,
    );
  });

  describe('is checked by a rule that', () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'components-per-folder-'));
    after(() => rmSync(fixture, { recursive: true, force: true }));
    const fill = (folder, names) => {
      mkdirSync(path.join(fixture, folder), { recursive: true });
      for (const name of names) writeFileSync(path.join(fixture, folder, name), '');
    };
    const components = (count, suffix = '.tsx') => Array.from({ length: count }, (_, index) => `Part${index}${suffix}`);

    it('sees a folder of 13 components, nested at any depth', () => {
      fill('full', components(12));
      fill('deep/er/crowded', components(13));
      assert.deepEqual(crowdedFolders(fixture), new Map([['deep/er/crowded', 13]]));
    });

    it('counts neither tests nor other files', () => {
      fill('mixed', [...components(12), ...components(3, '.test.tsx'), 'Page.server.test.tsx', 'draft.ts', 'tab.css']);
      assert.equal(crowdedFolders(fixture).has('mixed'), false);
    });
  });
});
