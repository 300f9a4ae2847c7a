import type { UserConfig } from 'vite';
import frontendConfig from './vite.config';

const frontend = frontendConfig({ command: 'serve', mode: 'test' });

/**
 * The frontend's Vitest setup, running only the tests written for the modules that scripts/stryker/frontend.json mutates:
 * their scores say what those tests catch, and a run stays short. The selection is made here rather than with
 * Stryker's `testFiles`, which (StrykerJS 9.6 with Vitest 4.1) activates module-level mutants too late, so they
 * would all "survive".
 */
const config: UserConfig = {
  ...frontend,
  test: {
    ...frontend.test,
    // Each file on its own page, as Stryker's runner expects: the suite's split into projects is for the whole run.
    projects: undefined,
    include: [
      'src/features/dashboard/menu/menu-filter.test.ts',
      'src/ui/media/media-source.test.tsx',
      'src/lib/api-client.test.ts',
      'src/features/dashboard/shared/admin-reads.test.ts',
      'src/features/dashboard/session/api/auth-api.test.ts',
      'src/features/dashboard/session/api/session.test.ts',
      'src/features/dashboard/menu/api/menu-api.test.ts',
      'src/features/dashboard/session/hooks/useAdminSession.test.tsx',
      'src/features/dashboard/menu/form/MenuItemForm.test.tsx',
      'src/app/pages/ContactPage.test.tsx',
    ],
  },
};

export default config;
