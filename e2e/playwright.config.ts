import fs from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Whatever CHROMIUM_PATH names; else Playwright's own Chromium when it is installed; else the system's: Debian's
 * `chromium-headless-shell` (the same Chromium build without its windowed browser, which .ci/run installs: a fifth
 * less wall time and a quarter less CPU on the accessibility spec), else Debian's `chromium`.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(chromium.executablePath())) return undefined;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    // Set by global-setup once the app listens on its free port.
    baseURL: process.env.E2E_BASE_URL,
    // Recording every test for a trace to keep on failure costs a fifth of the browser tests' processor time
    // (e2e/accessibility.spec.ts alone: 218 → 176 s of CPU), and CI keeps only its log: traces are for runs on a
    // workstation.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    locale: 'fr-CH',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // One renderer process for every page, reused from test to test (each context keeps its own storage):
            // starting one per test cost a seventh of the browser tests' processor time (phone and server-render
            // specs: 115 core-s against 134, /proc/stat, three runs and two).
            '--renderer-process-limit=1',
          ],
        },
      },
    },
  ],
});
