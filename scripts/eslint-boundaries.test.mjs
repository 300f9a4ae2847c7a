// The frontend's import boundaries (eslint.config.mjs) catch what they must and let the rest through: each snippet is
// linted as if it were the named file of a small tree laid out like frontend/src (scripts/eslint-boundaries-fixture).
// Run by `npm run lint`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { frontendBoundaries } from '../eslint.config.mjs';

const FIXTURE = path.join(import.meta.dirname, 'eslint-boundaries-fixture');
const eslint = new ESLint({
  cwd: FIXTURE,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    frontendBoundaries(FIXTURE),
  ],
});

/** The boundary errors of `import … from '<source>'` written in `file` (relative to frontend/src). */
async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(`import { name } from '${source}';\nexport default name;\n`, {
    filePath: path.join(FIXTURE, 'frontend', 'src', file),
  });
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    'the snippet parses',
  );
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

const FORBIDDEN = [
  ['features/home/HomePage.tsx', '../menu', 'a feature imports another feature'],
  ['features/home/HomePage.tsx', '../../app', 'a feature imports app'],
  ['features/home/HomePage.tsx', '../../templates', 'a feature imports the templates'],
  ['features/home/HomePage.tsx', '../../test', 'a feature imports test helpers outside a test'],
  ['templates/pages/AboutPage.tsx', '../../features/menu', 'the templates import a feature'],
  ['templates/pages/AboutPage.tsx', '../../app', 'the templates import app'],
  ['ui/Modal.tsx', '../features/menu', 'ui imports a feature'],
  ['lib/api-client.ts', '../app', 'lib imports app'],
  ['hooks/useThing.ts', '../templates', 'hooks import the templates'],
  ['styles/index.ts', '../ui', 'styles import ui'],
];

const ALLOWED = [
  ['features/menu/MenuPage.tsx', './index', 'a feature imports its own files'],
  ['features/home/HomePage.tsx', '../../ui', 'a feature imports ui'],
  ['features/home/HomePage.tsx', '../../lib', 'a feature imports lib'],
  ['features/home/HomePage.tsx', '../../hooks', 'a feature imports hooks'],
  ['features/home/HomePage.tsx', '../../styles', 'a feature imports styles'],
  ['features/home/HomePage.test.tsx', '../../test', 'a feature test imports test helpers'],
  ['templates/pages/AboutPage.tsx', '../../ui', 'the templates import ui'],
  ['templates/pages/AboutPage.test.tsx', '../../test', 'a template test imports test helpers'],
  ['ui/Modal.tsx', '../hooks', 'ui imports hooks'],
  ['app/routes.tsx', '../features/menu', 'app imports a feature'],
  ['app/routes.tsx', '../templates', 'app imports the templates'],
  ['test/render.tsx', '../app', 'test helpers import app'],
];

describe('frontend import boundaries', () => {
  for (const [file, source, what] of FORBIDDEN) {
    it(`refuses: ${what} (${file} → ${source})`, async () => {
      assert.equal((await boundaryErrors(file, source)).length, 1);
    });
  }
  for (const [file, source, what] of ALLOWED) {
    it(`accepts: ${what} (${file} → ${source})`, async () => {
      assert.deepEqual(await boundaryErrors(file, source), []);
    });
  }
});
