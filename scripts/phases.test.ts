import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runPhases, type Phase } from './phases';

const node = (code: string): Phase['command'] => [process.execPath, '-e', code];

async function run(phases: Phase[], jobs = 2) {
  const lines: string[] = [];
  const { exitCode, results } = await runPhases(phases, { jobs, cwd: process.cwd(), print: (line) => lines.push(line) })
    .finished;
  return { exitCode, lines, states: Object.fromEntries(results.map((result) => [result.name, result.state])) };
}

void test('runs every phase after the ones it needs and ends with a table and the total', async () => {
  const { exitCode, lines, states } = await run([
    { name: 'build', command: node('console.log("built")'), needs: [] },
    { name: 'unit', command: node(''), needs: ['build'] },
    { name: 'e2e', command: node(''), needs: ['unit'] },
  ]);
  assert.equal(exitCode, 0);
  assert.deepEqual(states, { build: 'passed', unit: 'passed', e2e: 'passed' });
  assert.ok(lines.includes('build │ built'), 'output lines carry their phase');
  const table = lines.at(-1) ?? '';
  assert.match(table, /^build\s+\d+ s {2}passed$/m);
  assert.match(table, /^e2e\s+\d+ s {2}passed$/m);
  assert.match(table, /^total \(wall\)\s+\d+ s$/m);
});

void test('a failure gives its exit code, is marked FAIL, stops what runs beside it and starts nothing more', async () => {
  const { exitCode, lines, states } = await run([
    { name: 'build', command: node(''), needs: [] },
    { name: 'slow', command: node('setTimeout(() => {}, 60_000)'), needs: ['build'] },
    { name: 'failing', command: node('setTimeout(() => process.exit(3), 200)'), needs: ['build'] },
    { name: 'after', command: node(''), needs: ['failing'] },
  ]);
  assert.equal(exitCode, 3);
  assert.deepEqual(states, { build: 'passed', slow: 'stopped', failing: 'FAIL', after: 'not run' });
  assert.match(lines.at(-1) ?? '', /^after\s+— {2}not run$/m);
});

void test('runs no more phases at once than it is given jobs', async () => {
  // Each phase fails if another one holds the lock file it creates.
  const lock = `${process.env.TMPDIR ?? '/tmp'}/phases-test-${process.pid}.lock`;
  const exclusive = node(
    `const fs = require('fs'); fs.writeFileSync(${JSON.stringify(lock)}, '', { flag: 'wx' });` +
      `setTimeout(() => fs.unlinkSync(${JSON.stringify(lock)}), 300);`,
  );
  const { exitCode } = await run(
    ['a', 'b', 'c'].map((name) => ({ name, command: exclusive, needs: [] })),
    1,
  );
  assert.equal(exitCode, 0);
});
