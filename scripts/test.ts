/**
 * `npm test`: every suite, as phases (scripts/phases.ts), ending with the table of each phase's wall time and result.
 * Budgets per phase are in docs/testing.md: reported, never asserted.
 *
 *   npm test                    every phase, three at a time
 *   npm test -- --jobs 1        one phase at a time
 */
import { ROOT } from './lib';
import { runPhases, type Phase } from './phases';

const npmRun = (script: string): Phase['command'] => ['npm', 'run', '--silent', script];

/**
 * Three lanes once the build is done: the checks and the unit tests; the CMS suite on SQLite; the browser tests. Each
 * keeps about one core busy at most, and half of the time less (the browser tests wait for the browser and the
 * server, the CMS suite for its child processes and databases), so three fill the machine's two cores better than
 * two. A phase takes the first free lane in this list's order: the CMS suite on PostgreSQL follows whichever of the
 * checks' lane and the browser tests ends first, beside the SQLite suite, its own database server apart. Then the
 * cluster test alone: it checks error rates under a steady load, which another phase would skew.
 *
 * The browser tests are the longest phase, one test after another: the other phases yield the processor to them and
 * use what they leave, so that the longest chain keeps its pace.
 */
const PHASES: Phase[] = [
  { name: 'build', command: npmRun('build'), needs: [] },
  { name: 'type-check', command: npmRun('typecheck'), needs: ['build'], yields: true },
  { name: 'lint', command: npmRun('lint'), needs: ['type-check'], yields: true },
  { name: 'unit', command: npmRun('test:unit'), needs: ['lint'], yields: true },
  { name: 'CMS on SQLite', command: npmRun('test:integration'), needs: ['build'], yields: true },
  { name: 'end-to-end', command: npmRun('test:e2e'), needs: ['build'] },
  { name: 'CMS on PostgreSQL', command: npmRun('test:integration:pg'), needs: ['build'], yields: true },
  { name: 'cluster', command: npmRun('test:cluster'), needs: ['CMS on SQLite', 'CMS on PostgreSQL'], alone: true },
];

const jobsIndex = process.argv.indexOf('--jobs');
const jobs = jobsIndex > -1 ? Math.max(1, Number(process.argv[jobsIndex + 1]) || 1) : 3;
const run = runPhases(PHASES, { jobs, cwd: ROOT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => run.stop());
void run.finished.then(({ exitCode }) => process.exit(exitCode));
