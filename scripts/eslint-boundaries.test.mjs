// The import boundaries of the frontend and of the CMS (eslint.config.mjs) catch what they must and let the rest
// through: each snippet is linted as if it were the named file of a small tree laid out like frontend/src and cms/
// (scripts/eslint-boundaries-fixture). Run by `npm run lint`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { cmsBoundaries, frontendBoundaries } from '../eslint.config.mjs';

const FIXTURE = path.join(import.meta.dirname, 'eslint-boundaries-fixture');
const eslint = new ESLint({
  cwd: FIXTURE,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    frontendBoundaries(FIXTURE),
    cmsBoundaries(FIXTURE),
  ],
});

/**
 * The boundary errors of `import … from '<source>'` written in `file` (relative to the fixture's root); `kind`
 * 'type' writes `import type`.
 */
async function boundaryErrors(file, source, kind = 'value') {
  const keyword = kind === 'type' ? 'import type' : 'import';
  const [result] = await eslint.lintText(`${keyword} { name } from '${source}';\nexport type Name = typeof name;\n`, {
    filePath: path.join(FIXTURE, file),
  });
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    'the snippet parses',
  );
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

const FORBIDDEN = [
  ['frontend/src/features/home/HomePage.tsx', '../menu', 'a feature imports another feature'],
  ['frontend/src/features/home/HomePage.tsx', '../../app', 'a feature imports app'],
  ['frontend/src/features/home/HomePage.tsx', '../../templates', 'a feature imports the templates'],
  ['frontend/src/features/home/HomePage.tsx', '../../test', 'a feature imports test helpers outside a test'],
  ['frontend/src/templates/pages/AboutPage.tsx', '../../features/menu', 'the templates import a feature'],
  ['frontend/src/templates/pages/AboutPage.tsx', '../../app', 'the templates import app'],
  ['frontend/src/ui/Modal.tsx', '../features/menu', 'ui imports a feature'],
  ['frontend/src/lib/api-client.ts', '../app', 'lib imports app'],
  ['frontend/src/hooks/useThing.ts', '../templates', 'hooks import the templates'],
  ['frontend/src/styles/index.ts', '../ui', 'styles import ui'],
  ['frontend/src/features/home/HomePage.tsx', '../dashboard/menu', "a feature imports a dashboard's area"],
  ['frontend/src/features/home/HomePage.tsx', '../dashboard/screens', "a feature imports the dashboard's screens"],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', '../../menu', 'a dashboard area imports another feature'],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', '../tables', 'a dashboard area imports another area'],
  ['frontend/src/features/dashboard/menu/form/law/Law.tsx', '../../../tables', 'an area nested deep imports another'],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', '../screens', 'a dashboard area imports the screens'],
  ['frontend/src/features/dashboard/shared/keys.ts', '../menu', "the dashboard's shared place imports an area"],
  ['frontend/src/features/dashboard/shared/keys.ts', '../screens', "the dashboard's shared place imports the screens"],
  [
    'frontend/src/features/dashboard/screens/Dashboard.tsx',
    '../../menu',
    "the dashboard's screens import another feature",
  ],
  ['frontend/src/app/routes.tsx', '../features/dashboard/menu', "app reaches into a dashboard's area"],
  ['frontend/src/app/routes.tsx', '../features/dashboard/shared', "app reaches into the dashboard's shared place"],
];

const ALLOWED = [
  ['frontend/src/features/menu/MenuPage.tsx', './index', 'a feature imports its own files'],
  ['frontend/src/features/home/HomePage.tsx', '../../ui', 'a feature imports ui'],
  ['frontend/src/features/home/HomePage.tsx', '../../lib', 'a feature imports lib'],
  ['frontend/src/features/home/HomePage.tsx', '../../hooks', 'a feature imports hooks'],
  ['frontend/src/features/home/HomePage.tsx', '../../styles', 'a feature imports styles'],
  ['frontend/src/features/home/HomePage.test.tsx', '../../test', 'a feature test imports test helpers'],
  ['frontend/src/templates/pages/AboutPage.tsx', '../../ui', 'the templates import ui'],
  ['frontend/src/templates/pages/AboutPage.test.tsx', '../../test', 'a template test imports test helpers'],
  ['frontend/src/ui/Modal.tsx', '../hooks', 'ui imports hooks'],
  ['frontend/src/app/routes.tsx', '../features/menu', 'app imports a feature'],
  ['frontend/src/app/routes.tsx', '../templates', 'app imports the templates'],
  ['frontend/src/test/render.tsx', '../app', 'test helpers import app'],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', './form', 'a dashboard area imports its own files'],
  ['frontend/src/features/dashboard/menu/form/law/Law.tsx', '../../index', 'an area nested deep imports its own'],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', '../shared', "a dashboard area imports the dashboard's shared"],
  ['frontend/src/features/dashboard/menu/MenuTab.tsx', '../../../ui', 'a dashboard area imports ui'],
  ['frontend/src/features/dashboard/menu/MenuTab.test.tsx', '../../../test', 'a dashboard area test imports test'],
  ['frontend/src/features/dashboard/shared/keys.ts', '../../../lib', "the dashboard's shared place imports lib"],
  ['frontend/src/features/dashboard/screens/Dashboard.tsx', '../menu', "the dashboard's screens import an area"],
  ['frontend/src/features/dashboard/screens/Dashboard.tsx', '../shared', "the dashboard's screens import shared"],
  ['frontend/src/app/routes.tsx', '../features/dashboard/screens', "app imports the dashboard's screens"],
];

const CMS_FORBIDDEN = [
  ['cms/src/utils/mail.ts', '../api/menu-item', 'utils import an API'],
  ['cms/src/utils/mail.ts', '../site/content', 'utils import the site'],
  ['cms/src/site/pages/spa.ts', '../../api/menu-item', 'a room of the site imports an API'],
  ['cms/src/site/pages/spa.ts', '../../api/menu-item/services/menu', 'a room imports a service outside its api.ts'],
  [
    'cms/src/site/pages/spa.ts',
    '../../api/menu-item/services/menu',
    "a room imports a service's type outside its api.ts",
    'type',
  ],
  ['cms/src/site/pages/api.ts', '../../api/menu-item', "a room's api.ts imports an API's other files"],
  ['cms/src/site/pages/spa.ts', '../content/cache', 'a room reaches inside another room'],
  ['cms/src/site/pages/spa.ts', '../../middlewares', 'the site imports the middlewares'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../site/content/cache', 'an API reaches inside a room'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../middlewares', 'an API imports the middlewares'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../seed', 'an API imports the seed'],
  ['cms/src/middlewares/spa.ts', '../site/content/cache', 'a middleware reaches inside a room of the site'],
  ['cms/src/back-office/views.ts', '../middlewares', 'the back-office imports the middlewares'],
  ['cms/src/seed/content.ts', '../back-office', 'the seed imports the back-office'],
  ['cms/src/admin/app.tsx', '../api/menu-item', 'the admin panel imports an API'],
  [
    'cms/src/extensions/users-permissions/strapi-server.ts',
    '../../api/menu-item',
    "a plugin's extension imports an API",
  ],
  ['cms/config/server.ts', '../src/api/menu-item', 'the configuration imports an API'],
];

const CMS_ALLOWED = [
  ['cms/src/index.ts', './api/menu-item', 'the entry point imports an API'],
  ['cms/src/index.ts', './site/content', 'the entry point imports a room of the site'],
  ['cms/src/middlewares/spa.ts', '../site/pages', 'a middleware imports a room by its index'],
  ['cms/src/middlewares/spa.ts', '../api/menu-item', 'a middleware imports an API'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../site/content', 'an API imports a room by its index'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../restaurant', 'an API imports another API'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../utils', 'an API imports utils'],
  ['cms/src/api/menu-item/controllers/menu.ts', '../../../../../packages/shared/src', 'an API imports shared'],
  ['cms/src/site/pages/spa.ts', './server-render', 'a room imports its own files'],
  ['cms/src/site/pages/spa.ts', '../content', 'a room imports another room by its index'],
  ['cms/src/site/pages/api.ts', '../../api/menu-item/services/menu', "a room's api.ts imports an API's service"],
  [
    'cms/src/site/pages/api.ts',
    '../../api/menu-item/services/menu',
    "a room's api.ts imports an API service's type",
    'type',
  ],
  ['cms/src/site/pages/spa.ts', '../../utils', 'a room imports utils'],
  ['cms/src/migrations/2026.ts', '../seed', 'a migration imports the seed'],
  ['cms/src/back-office/views.ts', '../api/menu-item', 'the back-office imports an API'],
  ['cms/config/server.ts', '../src/utils', 'the configuration imports utils'],
  ['cms/src/extensions/users-permissions/strapi-server.ts', '../../utils', "a plugin's extension imports utils"],
];

for (const [wing, forbidden, allowed] of [
  ['frontend', FORBIDDEN, ALLOWED],
  ['CMS', CMS_FORBIDDEN, CMS_ALLOWED],
]) {
  describe(`${wing} import boundaries`, () => {
    for (const [file, source, what, kind] of forbidden) {
      it(`refuses: ${what} (${file} → ${source})`, async () => {
        assert.equal((await boundaryErrors(file, source, kind)).length, 1);
      });
    }
    for (const [file, source, what, kind] of allowed) {
      it(`accepts: ${what} (${file} → ${source})`, async () => {
        assert.deepEqual(await boundaryErrors(file, source, kind), []);
      });
    }
  });
}
