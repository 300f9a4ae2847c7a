// One ESLint configuration for the whole monorepo (`npm run lint`). What it enforces is described in docs/testing.md
// (« Lint and format »); formatting itself is Prettier's job, so eslint-config-prettier comes last.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JS_FILES = ['**/*.{js,mjs,cjs}'];
/** Config files outside every tsconfig: linted without type information. */
const UNTYPED_FILES = [...JS_FILES, '**/*.config.mts'];
const NODE_FILES = ['cms/**', 'scripts/**', 'e2e/**', 'packages/shared/**', '*.{js,mjs,ts}', 'frontend/*.{ts,mts}'];
const BROWSER_FILES = ['frontend/src/**', 'frontend/public/**', 'cms/src/admin/**'];
const REACT_FILES = ['frontend/src/**/*.tsx', 'cms/src/admin/**/*.tsx'];
/** Tests and the modules only tests import (`test-fixtures.ts`, `test-support.ts`…). */
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-*.{ts,tsx}',
  '**/tests/**',
  'e2e/**',
  'frontend/src/test/**',
  'frontend/vitest.setup.ts',
];
/** Code whose libraries answer `any` (Strapi's services and knex, supertest bodies, Playwright's JSON). */
const ANY_TYPED_FILES = ['cms/**', 'scripts/**', ...TEST_FILES];

/**
 * The frontend's import boundaries (docs/architecture.md#inside-the-frontend): a feature or the template pages use
 * only themselves and the shared layers; pages that combine features are composed in `app/`. The dashboard is one
 * feature to the rest, and by area inside (docs/architecture.md#the-dashboard-by-area): an area uses only itself and
 * the dashboard's `shared/`, which uses no area; `screens/` alone combines areas, and is all `app/` may import of it.
 * Its elements come before `feature`, since the first pattern a file matches decides its element.
 */
const FRONTEND_ELEMENTS = [
  { type: 'app', pattern: 'frontend/src/app' },
  { type: 'templates', pattern: 'frontend/src/templates' },
  { type: 'dashboard-screens', pattern: 'frontend/src/features/dashboard/screens' },
  { type: 'dashboard-shared', pattern: 'frontend/src/features/dashboard/shared' },
  { type: 'dashboard-area', pattern: 'frontend/src/features/dashboard/*', capture: ['area'] },
  { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  { type: 'ui', pattern: 'frontend/src/ui' },
  { type: 'lib', pattern: 'frontend/src/lib' },
  { type: 'hooks', pattern: 'frontend/src/hooks' },
  { type: 'styles', pattern: 'frontend/src/styles' },
  { type: 'test-support', pattern: 'frontend/src/test' },
  { type: 'entry', pattern: 'frontend/src/*.{ts,tsx}' },
  { type: 'shared', pattern: 'packages/shared/src' },
];
const LAYERS = ['ui', 'lib', 'hooks', 'styles', 'shared'];
const to = (...types) => ({ to: types.map((type) => ({ element: { type } })) });
const fromTests = { from: { file: { categories: 'test' } }, allow: to('test-support') };

/**
 * The boundary rule for a repository laid out under `root` (this one, or the fixtures of
 * scripts/eslint-boundaries.test.mjs).
 */
export function frontendBoundaries(root) {
  return {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/include': ['frontend/src/**/*', 'packages/shared/src/**/*'],
      'boundaries/elements': FRONTEND_ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: TEST_FILES }],
      // Relative imports and the workspace link of @ticino/shared are all there is: Node's resolution with TypeScript's
      // extensions finds them (the TypeScript resolver needs native binaries the package registry here does not serve).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: ['app', 'entry', 'test-support'] } },
              allow: { to: { element: { type: '*' } } },
            },
            { from: { element: { type: ['app', 'entry'] } }, disallow: to('dashboard-area', 'dashboard-shared') },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  ...to(...LAYERS).to,
                ],
              },
            },
            {
              from: { element: { type: 'dashboard-area' } },
              allow: {
                to: [
                  { element: { type: 'dashboard-area', captured: { area: '{{ from.element.captured.area }}' } } },
                  ...to('dashboard-shared', ...LAYERS).to,
                ],
              },
            },
            { from: { element: { type: 'dashboard-shared' } }, allow: to('dashboard-shared', ...LAYERS) },
            {
              from: { element: { type: 'dashboard-screens' } },
              allow: to('dashboard-screens', 'dashboard-area', 'dashboard-shared', ...LAYERS),
            },
            { from: { element: { type: 'templates' } }, allow: to('templates', ...LAYERS) },
            { from: { element: { type: ['ui', 'lib', 'hooks'] } }, allow: to(...LAYERS) },
            { from: { element: { type: 'styles' } }, allow: to('styles') },
            fromTests,
          ],
        },
      ],
    },
  };
}

/**
 * The CMS's wings (docs/architecture.md#the-cms-in-wings), from the top: Strapi's entry points (src/index.ts, config/,
 * the global middlewares), the back-office, the seed, the APIs, the site's rooms, then the ground layers. A wing
 * imports only itself and what lies below it (and the APIs the back-office, whose e-mail setting the /cms login page
 * reads). Each room of the site (docs/architecture.md#the-site-in-rooms) is used through its index alone, and reaches
 * the APIs' services through its api.ts alone, so that its edges into src/api are imports the tools see.
 */
const CMS_ELEMENTS = [
  { type: 'cms-entry', pattern: 'cms/src/*.{ts,tsx}' },
  { type: 'cms-config', pattern: 'cms/config' },
  { type: 'cms-middlewares', pattern: 'cms/src/middlewares' },
  { type: 'cms-migrations', pattern: 'cms/src/migrations' },
  { type: 'cms-back-office', pattern: 'cms/src/back-office' },
  { type: 'cms-seed', pattern: 'cms/src/seed' },
  { type: 'cms-api', pattern: 'cms/src/api' },
  { type: 'cms-site', pattern: 'cms/src/site/*', capture: ['room'] },
  { type: 'cms-utils', pattern: 'cms/src/utils' },
  { type: 'cms-admin', pattern: 'cms/src/admin' },
  { type: 'cms-extensions', pattern: 'cms/src/extensions' },
  { type: 'shared', pattern: 'packages/shared/src' },
];
/** A room's public face: the one file of each room of src/site that the rest of the CMS imports. */
const SITE_INDEX = { to: [{ element: { type: 'cms-site', fileInternalPath: 'index.ts' } }] };
/** The APIs' services, which a room's api.ts alone imports (their types, to type what the room gets from Strapi). */
const API_SERVICES = { to: [{ element: { type: 'cms-api', fileInternalPath: '*/services/*.ts' } }] };
const cmsRule = (from, ...types) => ({
  from: { element: { type: from } },
  allow: { to: [...to(...types).to, ...(types.includes('cms-site') ? [] : SITE_INDEX.to)] },
});

/** The CMS's import boundaries for a repository laid out under `root` (this one, or the self-test's fixtures). */
export function cmsBoundaries(root) {
  return {
    files: ['cms/src/**/*.{ts,tsx}', 'cms/config/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/include': ['cms/src/**/*', 'cms/config/**/*', 'packages/shared/src/**/*'],
      'boundaries/elements': CMS_ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'cms-entry' } }, allow: { to: { element: { type: '*' } } } },
            {
              from: { element: { type: 'cms-config' } },
              allow: to('cms-config', 'cms-middlewares', 'cms-utils', 'shared'),
            },
            cmsRule('cms-middlewares', 'cms-middlewares', 'cms-api', 'cms-utils', 'shared'),
            cmsRule(
              'cms-migrations',
              'cms-migrations',
              'cms-back-office',
              'cms-seed',
              'cms-api',
              'cms-utils',
              'shared',
            ),
            cmsRule('cms-back-office', 'cms-back-office', 'cms-seed', 'cms-api', 'cms-utils', 'shared'),
            cmsRule('cms-seed', 'cms-seed', 'cms-api', 'cms-utils', 'shared'),
            // The settings Strapi reads (config/rate-limits.ts) and the back-office's own wing, which its controller
            // serves.
            cmsRule('cms-api', 'cms-api', 'cms-back-office', 'cms-config', 'cms-utils', 'shared'),
            {
              from: { element: { type: 'cms-site' } },
              allow: {
                to: [
                  { element: { type: 'cms-site', captured: { room: '{{ from.element.captured.room }}' } } },
                  ...SITE_INDEX.to,
                  ...to('cms-utils', 'shared').to,
                ],
              },
            },
            { from: { element: { type: 'cms-site', fileInternalPath: 'api.ts' } }, allow: API_SERVICES },
            { from: { element: { type: 'cms-utils' } }, allow: to('cms-utils', 'shared') },
            { from: { element: { type: 'cms-admin' } }, allow: to('cms-admin', 'shared') },
            { from: { element: { type: 'cms-extensions' } }, allow: to('cms-extensions', 'cms-utils', 'shared') },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/coverage/',
      'cms/types/generated/',
      'cms/.strapi/',
      'cms/.tmp/',
      'cms/public/uploads/',
      'reports/',
      '.stryker-tmp/',
      'test-results/',
      'playwright-report/',
      // Files laid out to break the boundaries on purpose (scripts/eslint-boundaries.test.mjs).
      'scripts/eslint-boundaries-fixture/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  // Regular expressions: mistakes and, above all, patterns whose backtracking grows faster than their input (a Host or
  // path of thousands of slashes once held the server for a second: /\/+$/).
  regexp.configs.recommended,
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React ignores what an event handler returns; the site's async handlers catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_name` marks a parameter a signature requires but the body does not use (Koa's `next`, Express's `req`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ANY_TYPED_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: TEST_FILES,
    rules: {
      // `vi.fn(async () => …)` stands in for an async function without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // `expect(object.method)` reads a mock without calling it.
      '@typescript-eslint/unbound-method': 'off',
      // Stand-ins for DOM methods record the element they are called on.
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  { files: UNTYPED_FILES, extends: [tseslint.configs.disableTypeChecked] },

  {
    // The browser downloads its page's language only (docs/architecture.md#languages-in-the-browser): what reads the
    // four dictionaries at once belongs to the server's render and to the tests.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/entry-server.tsx', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ticino/shared',
              importNames: [
                'DICTIONARIES',
                'dictionaryFor',
                'messageIn',
                'setMenuSchedule',
                'pageTitle',
                'pageTitleIn',
                'pageHead',
              ],
              message:
                'This reads all four dictionaries into the browser: use useT() or useDictionary(), and the …From form taking the texts.',
            },
          ],
        },
      ],
    },
  },
  { files: NODE_FILES, languageOptions: { globals: globals.node } },
  { files: BROWSER_FILES, languageOptions: { globals: globals.browser } },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/vitest.setup.ts'],
    languageOptions: { globals: globals.vitest },
  },

  {
    files: REACT_FILES,
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // Key handlers on a container (Escape in a menu or a picker) hear the keys of the focusable controls inside it;
      // the container itself stays out of the tab order. Pointer handlers still need an interactive element.
      'jsx-a11y/no-static-element-interactions': [
        'error',
        { allowExpressionValues: true, handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress'] },
      ],
      // Our components that render a form control, which a label may wrap.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['CountrySelect'] }],
    },
  },
  {
    files: ['frontend/src/templates/**', 'frontend/src/features/templates/**'],
    // docs/product.md#template-navigation: the template's placeholder links point to `#`.
    rules: { 'jsx-a11y/anchor-is-valid': 'off' },
  },

  {
    // No product function over 120 lines (blank lines and comments aside): each can be held in the head at once.
    // Tests are left out, whose `describe` blocks are lists of cases, and so are their support files.
    files: [
      'frontend/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.ts',
      'cms/src/**/*.{ts,tsx}',
      'scripts/**/*.{ts,mjs}',
    ],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },

  frontendBoundaries(import.meta.dirname),
  cmsBoundaries(import.meta.dirname),

  prettier,
);
