import fs from 'node:fs';
import path from 'node:path';
import { CMS, FRONTEND, QUIET_STRAPI_ENV, ROOT, SHARED, fingerprint, ms, run } from './lib';

export interface BuildStep {
  key: string;
  name: string;
  /** Files and folders whose change calls for a rebuild. */
  inputs: string[];
  /** Where the finished build leaves its stamp. */
  stamp: string;
  /**
   * Folders emptied before each build: what a build writes there comes from its sources alone, so the output of a
   * deleted source (an extension, a middleware, which Strapi loads from `dist` by folder) never outlives it.
   */
  output?: string;
  build(): Promise<void>;
}

const npx = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  run('npx', ['--no-install', ...args], { cwd, env: { ...process.env, ...QUIET_STRAPI_ENV, ...env } });

const STEPS: BuildStep[] = [
  {
    key: 'shared',
    name: 'shared package',
    inputs: [path.join(SHARED, 'src'), path.join(SHARED, 'tsconfig.json'), path.join(ROOT, 'tsconfig.base.json')],
    stamp: path.join(SHARED, 'dist', '.build-stamp'),
    build: () => npx(['tsc', '-p', 'tsconfig.json'], SHARED),
  },
  {
    key: 'cms',
    name: 'CMS (server and back-office)',
    inputs: [
      'src',
      'config',
      'types',
      path.join('data', 'seed'),
      'tsconfig.json',
      'package.json',
      path.join(SHARED, 'src'),
    ]
      .map((entry) => path.resolve(CMS, entry))
      .concat(path.join(ROOT, 'tsconfig.base.json')),
    stamp: path.join(CMS, 'dist', '.build-stamp'),
    output: path.join(CMS, 'dist'),
    build: () => npx(['strapi', 'build'], CMS),
  },
  {
    key: 'frontend',
    name: 'website',
    inputs: ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']
      .map((entry) => path.join(FRONTEND, entry))
      .concat(path.join(SHARED, 'src'), path.join(CMS, 'data', 'seed')),
    stamp: path.join(FRONTEND, 'dist', '.build-stamp'),
    // The browser's files, then the server's render of the restaurant pages from the same sources (into dist/.ssr).
    build: async () => {
      await npx(['vite', 'build'], FRONTEND);
      await npx(['vite', 'build', '--ssr', 'src/entry-server.tsx'], FRONTEND);
    },
  },
];

/**
 * The kind of build NODE_ENV makes: Vite builds React's development code only under `development`, which a server in
 * any other mode cannot load (« jsxDEV is not a function »).
 */
export function buildMode(): 'development' | 'production' {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** Builds each part whose inputs or mode changed since its last build (all of them with --force). */
export async function build({
  force = false,
  only,
  steps = STEPS,
}: { force?: boolean; only?: string; steps?: BuildStep[] } = {}): Promise<void> {
  const mode = buildMode();
  for (const step of steps.filter((candidate) => !only || candidate.key === only)) {
    // The stamp names the mode too: a build made for `npm start` in development is never served in production.
    const print = `${fingerprint(step.inputs)}\n${mode}`;
    const upToDate = fs.existsSync(step.stamp) && fs.readFileSync(step.stamp, 'utf8') === print;
    if (upToDate && !force) {
      console.log(`✔ ${step.name}: up to date (${mode} build)`);
      continue;
    }
    const start = Date.now();
    console.log(`▶ Building the ${step.name} (${mode} build)…`);
    if (step.output) fs.rmSync(step.output, { recursive: true, force: true });
    await step.build();
    fs.mkdirSync(path.dirname(step.stamp), { recursive: true });
    fs.writeFileSync(step.stamp, print);
    console.log(`✔ ${step.name} built in ${ms(start)}`);
  }
}

if (require.main === module) {
  const onlyIndex = process.argv.indexOf('--only');
  build({
    force: process.argv.includes('--force'),
    only: onlyIndex > -1 ? process.argv[onlyIndex + 1] : undefined,
  }).catch((error: Error) => {
    console.error(`Build failed: ${error.message}`);
    process.exit(1);
  });
}
