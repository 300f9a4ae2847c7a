import fs from 'node:fs';
import path from 'node:path';
import { CMS, FRONTEND, QUIET_STRAPI_ENV, ROOT, SHARED, fingerprint, ms, run } from './lib';

interface BuildStep {
  key: 'shared' | 'cms' | 'frontend';
  name: string;
  /** Files and folders whose change calls for a rebuild. */
  inputs: string[];
  /** Where the finished build leaves its stamp. */
  stamp: string;
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

/** Builds each part whose inputs changed since its last build (all of them with --force). */
export async function build({ force = false, only }: { force?: boolean; only?: string } = {}): Promise<void> {
  for (const step of STEPS.filter((candidate) => !only || candidate.key === only)) {
    const print = fingerprint(step.inputs);
    const upToDate = fs.existsSync(step.stamp) && fs.readFileSync(step.stamp, 'utf8') === print;
    if (upToDate && !force) {
      console.log(`✔ ${step.name}: up to date`);
      continue;
    }
    const start = Date.now();
    console.log(`▶ Building the ${step.name}…`);
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
