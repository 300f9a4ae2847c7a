/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { toPublicMenuItem, validateMenuItem } from '../packages/shared/src/index';

const sharedSource = path.resolve(import.meta.dirname, '../packages/shared/src/index.ts');
const menuSeedFile = path.resolve(import.meta.dirname, '../cms/data/seed/menu-items.json');
const mealMenuFile = path.resolve(import.meta.dirname, 'src/templates/data/meal-menu.json');

/** A seed item as visitors may see it: checked with the API's rules, public fields only. */
function publicSeedItem(raw: unknown, index: number) {
  const result = validateMenuItem(raw as Record<string, unknown>);
  if (!result.ok) throw new Error(`${menuSeedFile} item ${index}: ${JSON.stringify(result.errors)}`);
  return toPublicMenuItem({ id: `carte-${index + 1}`, ...result.values, photo: null });
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
      ...restaurantItems.map(publicSeedItem),
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

/** Text files of the build, public/ included, that the server sends precompressed. */
const PRECOMPRESSED_FILES = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

export default defineConfig({
  // Explicit, so the tests also run with this file passed from another folder (the mutation runs start at the root).
  root: import.meta.dirname,
  plugins: [
    react(),
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Whole-app renders (router, lazy pages, SWR) run long when the suite shares the machine.
    testTimeout: 15_000,
  },
});
