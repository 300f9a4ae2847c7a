import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { usageSeconds } from './phase-cpu';
import { YIELDING_PRIORITY, runPhases, type Phase } from './phases';

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

void test("counts a phase's processor time on every process it started, waited for or left behind", async (t) => {
  // A child of the phase's program keeps a core busy for 0.6 s; beside it, a grandchild left to the system (its
  // parent, a shell, exits at once, so no process of the phase ever waits for it) does the same; the phase waits 1 s.
  const busy = `const end = Date.now() + 600; while (Date.now() < end);`;
  const { results } = await runPhases(
    [
      {
        name: 'busy',
        command: node(
          `const { spawn } = require('child_process'); const burn = [process.execPath, '-e', ${JSON.stringify(busy)}];` +
            `spawn(burn[0], burn.slice(1));` +
            `spawn('sh', ['-c', '("$0" "$@" &)', ...burn]);` +
            `setTimeout(() => {}, 1000);`,
        ),
        needs: [],
      },
    ],
    { jobs: 1, cwd: process.cwd(), print: () => {} },
  ).finished;
  const cpu = results[0]?.cpuSeconds;
  if (cpu === undefined) return t.skip('no cgroup v2 this process may write here');
  assert.ok(cpu >= 1, `the child's and the left grandchild's time counted (${cpu} s)`);
});

void test("reads a control group's processor time from its cpu.stat", () => {
  assert.equal(usageSeconds('usage_usec 832065\nuser_usec 788061\nsystem_usec 44003\n'), 0.832065);
  assert.equal(usageSeconds('user_usec 788061\n'), undefined);
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

/** Whether `pid` still runs: a process killed but not yet reaped by its new parent is a zombie, which runs nothing. */
const running = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

void test('ends what a phase started in a session of its own, stopped or passed', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phases-left-'));
  // A server started apart, as PostgreSQL's or the app under test: its own session, never waited for.
  const leaving = (name: string, then: string) =>
    node(
      `const { spawn } = require('child_process');` +
        `const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { detached: true, stdio: 'ignore' });` +
        `require('fs').writeFileSync(${JSON.stringify(path.join(dir, name))}, String(server.pid)); server.unref(); ${then}`,
    );
  const { states, results } = await runPhases(
    [
      { name: 'passing', command: leaving('passing', ''), needs: [] },
      { name: 'stopped', command: leaving('stopped', 'setTimeout(() => {}, 60000);'), needs: [] },
      { name: 'failing', command: node('setTimeout(() => process.exit(3), 800)'), needs: ['passing'] },
    ],
    { jobs: 3, cwd: process.cwd(), print: () => {} },
  ).finished.then(({ results }) => ({ results, states: Object.fromEntries(results.map((r) => [r.name, r.state])) }));
  if (results[0]?.cpuSeconds === undefined) return t.skip('no cgroup v2 this process may write here');
  assert.deepEqual(states, { passing: 'passed', stopped: 'stopped', failing: 'FAIL' });
  for (const name of ['passing', 'stopped']) {
    const pid = Number(fs.readFileSync(path.join(dir, name), 'utf8'));
    assert.equal(running(pid), false, `the server the ${name} phase left is gone`);
  }
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
