/**
 * `npm test`: every suite, as phases (scripts/phases.ts), ending with the table of each phase's wall time and result.
 * Budgets per phase are in docs/testing.md: reported, never asserted.
 *
 *   npm test                    every phase, four at a time
 *   npm test -- --jobs 1        one phase at a time
 */
import { ROOT } from './lib';
import { runPhases, type Phase } from './phases';

const npmRun = (script: string): Phase['command'] => ['npm', 'run', '--silent', script];

/**
 * The CMS suite on SQLite in two halves (Vitest's shards, the files split by a hash of their names): whole, the part
 * of it left once the others end kept one core of two busy.
 */
const SQLITE_SHARDS = ['1/2', '2/2'].map((shard): Phase => ({
  name: `CMS on SQLite ${shard}`,
  // The script `test:integration` runs, with the shard passed on to Vitest.
  command: ['npm', 'run', '--silent', '--workspace', 'cms', 'test', '--', `--shard=${shard}`],
  needs: ['build'],
  yields: true,
}));

/**
 * Four lanes once the build is done: the checks and the unit tests; each half of the CMS suite on SQLite; the browser
 * tests. A phase takes the first free lane in this list's order: the CMS suite on PostgreSQL follows whichever ends
 * first, on its own database server. Then the cluster test alone: it checks error rates under a steady load, which
 * another phase would skew.
 *
 * The browser tests are the longest phase, one test after another, and the one that suffers most from sharing the
 * processor (each step waits on the browser, the server and the runner in turn): the other phases yield the processor
 * to them and use what they leave, which is about half of a 2-core machine.
 */
const PHASES: Phase[] = [
  { name: 'build', command: npmRun('build'), needs: [] },
  { name: 'type-check', command: npmRun('typecheck'), needs: ['build'], yields: true },
  { name: 'lint', command: npmRun('lint'), needs: ['type-check'], yields: true },
  { name: 'unit', command: npmRun('test:unit'), needs: ['lint'], yields: true },
  ...SQLITE_SHARDS,
  { name: 'end-to-end', command: npmRun('test:e2e'), needs: ['build'] },
  { name: 'CMS on PostgreSQL', command: npmRun('test:integration:pg'), needs: ['build'], yields: true },
  {
    name: 'cluster',
    command: npmRun('test:cluster'),
    needs: [...SQLITE_SHARDS.map(({ name }) => name), 'CMS on PostgreSQL'],
    alone: true,
  },
];

const jobsIndex = process.argv.indexOf('--jobs');
const jobs = jobsIndex > -1 ? Math.max(1, Number(process.argv[jobsIndex + 1]) || 1) : 4;
const run = runPhases(PHASES, { jobs, cwd: ROOT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => run.stop());
void run.finished.then(({ exitCode }) => process.exit(exitCode));
