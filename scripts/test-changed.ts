/**
 * The unit and component tests of what changed since the last commit (`npm run check`): in each of the shared package
 * and the frontend, the tests that import a file changed in that workspace (`vitest related`). A change to the shared
 * package runs its own tests, not the frontend's: every frontend module reaches the shared package through its index,
 * so each of its tests would count as related. `npm run check:all` and `npm test` run them all.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { FRONTEND, ROOT, SHARED, run } from './lib';

/** Files changed since the last commit, committed or not, and new files git does not ignore. */
function changedFiles(): string[] {
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return [...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])]
    .filter(Boolean)
    .map((file) => path.join(ROOT, file));
}

async function main(): Promise<void> {
  const changed = changedFiles();
  for (const workspace of [SHARED, FRONTEND]) {
    const name = path.relative(ROOT, workspace);
    const files = changed.filter((file) => file.startsWith(workspace + path.sep));
    if (files.length === 0) {
      console.log(`✔ ${name}: nothing changed`);
      continue;
    }
    console.log(`▶ ${name}: the tests related to ${files.length} changed file(s)`);
    // Every core: nothing else runs in the inner loop (Vitest keeps one for the rest of the machine by default).
    const workers = `--maxWorkers=${os.availableParallelism()}`;
    await run('npx', ['--no-install', 'vitest', 'related', '--run', '--passWithNoTests', workers, ...files], {
      cwd: workspace,
    });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
