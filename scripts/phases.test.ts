import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { YIELDING_PRIORITY, childrenSeconds, runPhases, type Phase } from './phases';

const ticksPerSecond = () => Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
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
  assert.match(table, /^build\s+\d+ s\s+\d+ s {2}passed$/m);
  assert.match(table, /^e2e\s+\d+ s\s+\d+ s {2}passed$/m);
  assert.match(table, /^total \(wall\)\s+\d+ s\s+\d+ s$/m);
});

void test("counts a phase's processor time on every process it waited for, not its wall time", async () => {
  // Two children of the phase's program each keep a core busy for 0.6 s at the same time, then the phase sleeps.
  const busy = `const end = Date.now() + 600; while (Date.now() < end);`;
  const { results } = await runPhases(
    [
      {
        name: 'busy',
        command: node(
          `const { spawn } = require('child_process'); let left = 2;` +
            `for (let i = 0; i < 2; i++) spawn(process.execPath, ['-e', ${JSON.stringify(busy)}]).on('exit', () => { if (--left === 0) setTimeout(() => {}, 400); });`,
        ),
        needs: [],
      },
    ],
    { jobs: 1, cwd: process.cwd(), print: () => {} },
  ).finished;
  const cpu = results[0]?.cpuSeconds ?? 0;
  assert.ok(cpu >= 1, `both children's time counted (${cpu} s)`);
});

void test("reads the children's processor time from a /proc stat line, whatever the command's name holds", () => {
  const fields = Array.from({ length: 50 }, (_, index) => String(index + 3));
  fields[13] = '250';
  fields[14] = '50';
  assert.equal(childrenSeconds(`42 (a) b (c) ${fields.join(' ')}`), (250 + 50) / ticksPerSecond());
  assert.equal(childrenSeconds('42 (cut'), undefined);
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
  assert.match(lines.at(-1) ?? '', /^after\s+—\s+— {2}not run$/m);
});

/**
 * A phase that marks itself running in `dir` for 300 ms, and fails if it finds a mark there of a phase it must not run
 * beside (`besides`: their names, or every phase for '*').
 */
function marking(dir: string, name: string, besides: string): Phase['command'] {
  return node(
    `const fs = require('fs'), path = require('path'); const dir = ${JSON.stringify(dir)};` +
      `const others = fs.readdirSync(dir).filter((mark) => ${JSON.stringify(besides)} === '*' || mark === ${JSON.stringify(besides)});` +
      `if (others.length > 0) { console.error('beside ' + others); process.exit(9); }` +
      `fs.writeFileSync(path.join(dir, ${JSON.stringify(name)}), '');` +
      `setTimeout(() => fs.unlinkSync(path.join(dir, ${JSON.stringify(name)})), 300);`,
  );
}

void test('runs no more phases at once than it is given jobs', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phases-jobs-'));
  const { exitCode } = await run(
    ['a', 'b', 'c'].map((name) => ({ name, command: marking(dir, name, '*'), needs: [] })),
    1,
  );
  assert.equal(exitCode, 0);
});

void test('runs a phase marked alone with no other beside it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phases-alone-'));
  const { exitCode, states } = await run([
    { name: 'build', command: node(''), needs: [] },
    { name: 'a', command: marking(dir, 'a', 'load'), needs: ['build'] },
    { name: 'load', command: marking(dir, 'load', '*'), needs: ['build'], alone: true },
    { name: 'b', command: marking(dir, 'b', 'load'), needs: ['build'] },
  ]);
  assert.equal(exitCode, 0, 'the load phase ran alone');
  assert.deepEqual(states, { build: 'passed', a: 'passed', load: 'passed', b: 'passed' });
});

void test('runs a phase that yields, and the processes it starts, at a lower priority than the others', async () => {
  // A child process of the phase's program reports its priority: what the phase's tests would run at.
  const report = (name: string) =>
    node(
      `const { execFileSync } = require('node:child_process');` +
        `console.log('${name}', execFileSync(process.execPath, ['-e', 'console.log(require("node:os").getPriority())']).toString().trim());`,
    );
  const { exitCode, lines } = await run([
    { name: 'checks', command: report('checks'), needs: [], yields: true },
    { name: 'browser', command: report('browser'), needs: [] },
  ]);
  assert.equal(exitCode, 0);
  const own = os.getPriority();
  assert.ok(lines.includes(`checks │ checks ${Math.max(own, YIELDING_PRIORITY)}`), lines.join('\n'));
  assert.ok(lines.includes(`browser │ browser ${own}`), lines.join('\n'));
});

void test(
  'weighs the session of a phase that yields at its nice value, where Linux schedules by session',
  {
    skip: !fs.existsSync('/proc/self/autogroup') && 'no autogroup scheduling here',
  },
  async () => {
    const report = (name: string) =>
      node(`console.log('${name}', require('node:fs').readFileSync('/proc/self/autogroup', 'utf8').trim())`);
    const { exitCode, lines } = await run([
      { name: 'checks', command: report('checks'), needs: [], yields: true },
      { name: 'browser', command: report('browser'), needs: [] },
    ]);
    assert.equal(exitCode, 0);
    assert.ok(
      lines.some((line) => /^checks │ checks \/autogroup-\d+ nice 10$/.test(line)),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => /^browser │ browser \/autogroup-\d+ nice 0$/.test(line)),
      lines.join('\n'),
    );
  },
);
