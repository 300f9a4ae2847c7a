import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PRODUCTION_NODE_MAJOR, ROOT } from './lib';

const stages = [...fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map(
  (match) => match[1],
);

void test('both stages of the image run the Node that npm run check:node24 serves the production build on', () => {
  assert.equal(stages.length, 2, `the build stage and the runtime stage, not ${stages.join(', ')}`);
  for (const image of stages) {
    assert.match(image, new RegExp(`^node:${PRODUCTION_NODE_MAJOR}(?:\\.\\d+\\.\\d+)?-bookworm-slim$`));
  }
});

void test('the server runs on the newest release of that major, with its security fixes', () => {
  assert.equal(stages.at(-1), `node:${PRODUCTION_NODE_MAJOR}-bookworm-slim`);
});
