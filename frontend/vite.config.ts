/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import {
  compareMenuItems,
  PAGE_INIT_SCRIPT,
  isPublicOn,
  serviceDayOf,
  toPublicMenuItem,
  validateMenuItem,
  type MenuItem,
} from '../packages/shared/src/index';

/** The test of the app taking over a server-rendered page (vite.config.ts's test projects). */
const APP_START_TEST = 'src/app/boot.test.tsx';

const sharedSource = path.resolve(import.meta.dirname, '../packages/shared/src/index.ts');
const menuSeedFile = path.resolve(import.meta.dirname, '../cms/data/seed/menu-items.json');
const mealMenuFile = path.resolve(import.meta.dirname, 'src/templates/data/meal-menu.json');

/** A seed item checked with the API's rules. */
function seedItem(raw: unknown, index: number): MenuItem {
  const result = validateMenuItem(raw as Record<string, unknown>);
  if (!result.ok) throw new Error(`${menuSeedFile} item ${index}: ${JSON.stringify(result.errors)}`);
  return { id: `carte-${index + 1}`, position: 0, ...result.values, photo: null };
}

/**
 * The seed as visitors may see it on the day of the build, in the menu's order (the seed's, by title within a
 * category), public fields only: no `masqué` item, none outside its dates (docs/product.md#availability). The server
 * rewrites this part of the file at start and at each service day.
 */
function publicSeedItems(raw: unknown[]) {
  const day = serviceDayOf(new Date());
  return raw
    .map(seedItem)
    .filter((item) => isPublicOn(item, day))
    .sort(compareMenuItems)
    .map(toPublicMenuItem);
}

/**
 * /food.menu.json (docs/product.md#menu-fallback-file) is built from the CMS seed and the template's meal
 * list, so the home page's offline fallback never drifts from the seeded menu.
 */
function foodMenuFile(): Plugin {
  const render = () => {
    const restaurantItems = JSON.parse(fs.readFileSync(menuSeedFile, 'utf8')) as unknown[];
    const mealItems = JSON.parse(fs.readFileSync(mealMenuFile, 'utf8')) as Record<string, unknown>[];
    const items = [
      ...publicSeedItems(restaurantItems),
      ...mealItems.map((item, index) => ({ id: `meal-${index + 1}`, ...item })),
    ];
    return JSON.stringify(items);
  };
  return {
    name: 'food-menu-file',
    configureServer(server) {
      server.middlewares.use('/food.menu.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(render());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'food.menu.json', source: render() });
    },
  };
}

/**
 * The page's first script (saved dark mode, taps kept until the app takes over) inline in index.html's head: a separate
 * file would hold the first paint back one request.
 */
function pageInitScript(): Plugin {
  return {
    name: 'page-init-script',
    transformIndexHtml(html) {
      const placeholder = '<script data-page-init></script>';
      if (!html.includes(placeholder)) throw new Error(`index.html lacks ${placeholder}`);
      return html.replace(placeholder, () => `<script>${PAGE_INIT_SCRIPT}</script>`);
    },
  };
}

/**
 * The libraries the shell of every page runs on, bundled together (see build.rolldownOptions). Not axios: the API
 * client loads it at its first call (lib/api-client.ts).
 */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\/]router|swr|use-sync-external-store|dequal)[\\/]/;

/** A module of one language's dictionary (packages/shared/src/i18n/dictionaries/<group>/<lang>.ts and <lang>.ts). */
const DICTIONARY_MODULE = /[\\/]i18n[\\/]dictionaries[\\/](?:[\w-]+[\\/])?(fr|en|de|it)\.ts$/;

/** Text files of the build, public/ included, that the server sends precompressed. */
const PRECOMPRESSED_FILES = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/**
 * Where the server's render of the restaurant pages (src/entry-server.tsx, `vite build --ssr`) is written: inside the
 * build, so it always matches the client's files, in a hidden folder the server never sends.
 */
export const SSR_OUT_DIR = 'dist/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  // Explicit, so the tests also run with this file passed from another folder (the mutation runs start at the root).
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        pageInitScript(),
        foodMenuFile(),
        // A .br (brotli, best quality) and a .gz (gzip, level 9) beside each text file, made once here so the server
        // never compresses them per request; none is written where it would not be smaller than the file itself.
        compression({ include: PRECOMPRESSED_FILES, algorithms: ['brotliCompress', 'gzip'] }),
      ],
  resolve: {
    alias: { '@ticino/shared': sharedSource },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 1337}`,
      '/uploads': `http://localhost:${process.env.PORT ?? 1337}`,
    },
  },
  // public/ is the client's: the server's render has no use for a copy.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        // One CommonJS file the Strapi server (CommonJS) requires, with its libraries inside: it needs nothing from
        // node_modules at run time.
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the files of each lazily loaded page, which the server links in its head.
        manifest: true,
        // The browser fetches a chunk's imports as it reads it: Vite's helper would add a <link rel="modulepreload">
        // per chunk from the main thread just as the page starts, a long task on a phone (docs/decisions.md).
        modulePreload: false,
        rolldownOptions: {
          output: {
            // The libraries every page starts with (React, the router, SWR) in one file rather than a dozen
            // small ones, each a request to wait for on a slow link. main.tsx loads them after the first paint.
            codeSplitting: {
              groups: [
                { name: 'shell', test: SHELL_LIBRARIES },
                // The app's start and every module it imports (the layout, the hooks, the shared rules) in one file:
                // left to itself, Rolldown splits out each module a lazy page also imports, a score of small files
                // the browser asks for one after another as the page starts.
                { name: 'boot', test: /[\\/]src[\\/]app[\\/]boot\.tsx$/ },
                // Vite's helper that main.tsx loads the app through: it would otherwise go with the app's start and
                // make the entry import that file at once, before the first paint.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
                // Each language's texts in a file of their own, and nothing else in it: a page loads its language's
                // only (docs/architecture.md#languages-in-the-browser). Left to itself, Rolldown puts the French
                // dictionary in with the shared modules it imports, which every page loads.
                {
                  name: (id) => `dictionary-${DICTIONARY_MODULE.exec(id)?.[1]}`,
                  test: DICTIONARY_MODULE,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Whole-app renders (router, lazy pages, SWR) run long when the suite shares the machine.
    testTimeout: 15_000,
    projects: [
      // One page and one module cache for all files: loading jsdom, React and the app once instead of per file halves
      // the suite's time. vitest.setup.ts clears what a test leaves behind.
      {
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.{ts,tsx}'], exclude: [APP_START_TEST], isolate: false },
      },
      // The app's start on a server-rendered page gets a page no other file touched: a scroll animation started by
      // another file's app keeps watching the page and would mark the server's HTML before hydration.
      { extends: true, test: { name: 'app start', include: [APP_START_TEST] } },
    ],
  },
}));
