// Every repository path that README.md and docs/*.md name exists, and every link to a heading finds it: a file moved
// or a section renamed fails here instead of leaving the reader at a dead end. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.join(import.meta.dirname, '..');

function git(args, input) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', input });
}

/** The repository's files (tracked, or new and not ignored) and every folder that holds one, as `a/b` and `a/b/`. */
function repositoryPaths() {
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  const paths = new Set(files);
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) {
      paths.add(`${folder}/`);
    }
  }
  return paths;
}

const PATHS = repositoryPaths();
const TOP_LEVEL = new Set([...PATHS].map((entry) => entry.split('/')[0]));
const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A document's text without its fenced code blocks (shell sessions, cron lines: commands, not references). */
function prose(document) {
  return readFileSync(path.join(ROOT, document), 'utf8').replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
}

/**
 * The repository paths a document names: the targets of its relative links (from the document's folder), and the
 * words of its `code` that start with a top-level folder or file of the repository and go below it. Each comes with
 * the line it is on, without its `#heading` or `:line`.
 */
function namedPaths(document, text) {
  const named = [];
  text.split('\n').forEach((line, index) => {
    const where = `${document}:${index + 1}`;
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#)/.test(target)) continue;
      const file = path.posix.normalize(path.posix.join(path.posix.dirname(document), target.split('#')[0]));
      named.push({ where, path: file });
    }
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      for (const word of code.split(/\s+/)) {
        const candidate = trimEnd(word, `),;'"`)
          .replace(/^[('"]+/, '')
          .split(':')[0];
        const [top, ...below] = candidate.split('/');
        if (!TOP_LEVEL.has(top) || below.length === 0) continue;
        for (const each of expandBraces(candidate.split('#')[0].replace(/\.$/, ''))) named.push({ where, path: each });
      }
    }
  });
  return named;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`; an alternative written `...` (« and so on ») is left out. */
function expandBraces(pattern) {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return match[1]
    .split(',')
    .filter((choice) => choice !== '...' && choice !== '…')
    .flatMap((choice) => expandBraces(before + choice + after));
}

/** A path with placeholders (`<feature>`, `*`, `**`, `YYYYMMDD`) as a regular expression over repository paths. */
function pathPattern(pattern) {
  const source = pattern
    .split(/(<[^<>]+>|\*\*|\*|YYYYMMDD|HHMMSS)/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      if (part === '**') return '.*';
      return '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

const hasPlaceholder = (candidate) => /<[^<>]+>|\*|YYYYMMDD|HHMMSS/.test(candidate);

function exists(candidate) {
  if (hasPlaceholder(candidate)) {
    const pattern = pathPattern(candidate);
    return [...PATHS].some((entry) => pattern.test(entry));
  }
  return PATHS.has(candidate) || PATHS.has(`${candidate.replace(/\/$/, '')}/`);
}

/** Of these paths, those .gitignore declares: what a build, a start or a backup writes (dist/, cms/.env, backups/…). */
function generated(candidates) {
  if (candidates.length === 0) return new Set();
  const asPlain = candidates.map((candidate) => candidate.replace(/<[^<>]+>|\*+/g, 'x'));
  let output = '';
  try {
    output = git(['check-ignore', '--no-index', '--stdin'], `${asPlain.join('\n')}\n`);
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if (error.status !== 1) throw error;
  }
  const ignored = new Set(output.split('\n').filter(Boolean));
  return new Set(candidates.filter((_, index) => ignored.has(asPlain[index])));
}

/** `text` without the characters of `characters` at its end. */
function trimEnd(text, characters) {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1])) end -= 1;
  return text.slice(0, end);
}

/** The text of each Markdown heading (`## Title ##` → `Title`). */
function headings(text) {
  return text
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => trimEnd(line.replace(/^#{1,6} /, ''), '# ').trim());
}

const anchorsByFile = new Map();

/** GitHub's anchor for each heading of a Markdown file (lower case, punctuation dropped, spaces as hyphens). */
function headingAnchors(file) {
  if (anchorsByFile.has(file)) return anchorsByFile.get(file);
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const anchors = new Set();
  anchorsByFile.set(file, anchors);
  const seen = new Map();
  for (const heading of headings(text)) {
    const base = heading
      .replace(/`/g, '')
      .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

describe('README.md and docs/*.md', () => {
  it('name only repository paths that exist (or that the build, a start or a backup writes)', () => {
    const named = DOCUMENTS.flatMap((document) => namedPaths(document, prose(document)));
    const missing = named.filter((entry) => !exists(entry.path));
    const written = generated(missing.map((entry) => entry.path));
    const stale = missing.filter((entry) => !written.has(entry.path)).map((entry) => `${entry.where}: ${entry.path}`);
    assert.deepEqual(stale, [], `paths named in the docs that do not exist:\n${stale.join('\n')}`);
  });

  it('link only to headings that exist', () => {
    const broken = [];
    for (const document of DOCUMENTS) {
      prose(document)
        .split('\n')
        .forEach((line, index) => {
          for (const [, target, anchor] of line.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
            if (/^[a-z]+:/.test(target)) continue;
            const file = target ? path.posix.join(path.posix.dirname(document), target) : document;
            if (!file.endsWith('.md') || !existsSync(path.join(ROOT, file))) continue;
            if (!headingAnchors(file).has(decodeURIComponent(anchor))) {
              broken.push(`${document}:${index + 1}: ${target}#${anchor}`);
            }
          }
        });
    }
    assert.deepEqual(broken, [], `links to headings that do not exist:\n${broken.join('\n')}`);
  });

  it('are checked by a rule that sees stale paths, placeholders and generated files', () => {
    const names = (text) => namedPaths('docs/example.md', text).map((entry) => entry.path);
    assert.deepEqual(names('see `cms/src/nowhere.ts:12`, [map](architecture.md#layers) and `npm run lint`'), [
      'docs/architecture.md',
      'cms/src/nowhere.ts',
    ]);
    assert.equal(exists('cms/src/nowhere.ts'), false);
    assert.equal(exists('frontend/src/features/<feature>/'), true);
    assert.equal(exists('frontend/src/features/<feature>/nowhere.ts'), false);
    assert.deepEqual(expandBraces('cms/src/api/<name>/{routes,services,...}'), [
      'cms/src/api/<name>/routes',
      'cms/src/api/<name>/services',
    ]);
    assert.deepEqual([...generated(['frontend/dist/index.html', 'cms/src/nowhere.ts'])], ['frontend/dist/index.html']);
    assert.equal(headingAnchors('docs/product.md').has('menu-api'), true);
    assert.equal(headingAnchors('docs/product.md').has('menu-apis'), false);
  });
});
