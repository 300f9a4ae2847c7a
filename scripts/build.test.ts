import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, type BuildStep } from './build';

/** A build step over a file of its own, counting its builds. */
function countingStep(): { step: BuildStep; builds: () => number; input: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
  const input = path.join(dir, 'source.ts');
  fs.writeFileSync(input, 'export {};\n');
  let count = 0;
  const step: BuildStep = {
    key: 'part',
    name: 'part',
    inputs: [input],
    stamp: path.join(dir, 'dist', '.build-stamp'),
    build: () => Promise.resolve(void (count += 1)),
  };
  return { step, builds: () => count, input };
}

async function buildIn(mode: string | undefined, step: BuildStep): Promise<void> {
  const previous = process.env.NODE_ENV;
  if (mode === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = mode;
  try {
    await build({ steps: [step] });
  } finally {
    process.env.NODE_ENV = previous;
  }
}

void test('builds again what another mode built: a development build is never served in production', async () => {
  const { step, builds } = countingStep();
  await buildIn('development', step);
  await buildIn('development', step);
  assert.equal(builds(), 1, 'up to date in the same mode');
  await buildIn('production', step);
  assert.equal(builds(), 2, 'built again for production');
  await buildIn(undefined, step);
  assert.equal(builds(), 2, 'no NODE_ENV builds for production too');
  await buildIn('test', step);
  assert.equal(builds(), 2, 'any mode but development runs the production build');
});

void test('builds again when an input changed', async () => {
  const { step, builds, input } = countingStep();
  await buildIn('production', step);
  fs.writeFileSync(input, 'export const changed = true;\n');
  await buildIn('production', step);
  assert.equal(builds(), 2);
});

void test('empties the output folder first, so the output of a deleted source is gone', async () => {
  const { step, input } = countingStep();
  const output = path.join(path.dirname(input), 'dist');
  const leftOver = path.join(output, 'src', 'extensions', 'deleted.js');
  fs.mkdirSync(path.dirname(leftOver), { recursive: true });
  fs.writeFileSync(leftOver, 'module.exports = {};\n');
  await buildIn('production', { ...step, output });
  assert.equal(fs.existsSync(leftOver), false);
  assert.equal(fs.existsSync(step.stamp), true, 'the stamp is written after the build');
});
