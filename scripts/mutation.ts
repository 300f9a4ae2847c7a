/**
 * Mutation testing with StrykerJS: how many small changes to the code (a `>` turned into `>=`, a condition
 * forced to true, a string emptied…) make at least one test fail. A measure, like the benchmarks: it prints
 * figures and fails only when Stryker itself cannot run; it is not part of `npm test`.
 *
 *   npm run test:mutation
 *   npm run test:mutation -- --mutate "packages/shared/src/menu.ts"
 *   npm run test:mutation -- --mutate "frontend/src/lib/*.ts,frontend/src/features/dashboard/menu/menu-filter.ts"
 *
 * The shared package and the frontend run one after the other, each with its own configuration in scripts/stryker/
 * (its test runner, its TypeScript checker and its tests). Stryker's own options pass through; `--mutate` runs only
 * the parts whose folder its patterns name. Reports, JSON and HTML: reports/mutation/<part>.{json,html}.
 * `npm run test:mutation -- --incremental` keeps each part's results in reports/mutation/<part>-incremental.json and,
 * the next time, tests again only the mutants of changed code or covered by changed tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ms, run } from './lib';

interface Part {
  name: string;
  /** Stryker configuration, relative to the root, where every run starts. */
  config: string;
  /** Folder holding every file the part mutates; `--mutate` patterns are given to the part they start with. */
  folder: string;
  /** Score each file should reach (issue goal). */
  goal: number;
}

const PARTS: Part[] = [
  { name: 'shared', config: 'scripts/stryker/shared.json', folder: 'packages/shared/', goal: 90 },
  { name: 'frontend', config: 'scripts/stryker/frontend.json', folder: 'frontend/', goal: 85 },
];

const REPORTS = path.join(ROOT, 'reports', 'mutation');

/** Statuses of mutation-testing-report-schema; a score counts the detected ones among the valid ones. */
type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface Report {
  files: Record<string, { mutants: { status: MutantStatus }[] }>;
}

interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Mutants that do not compile (found by the TypeScript checker) or crash the runner: no test could catch them. */
  invalid: number;
  ignored: number;
}

function splitArguments(argv: string[]): { mutate: string[] | undefined; rest: string[] } {
  const rest: string[] = [];
  let mutate: string[] | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const inline = /^(?:--mutate|-m)=(.*)$/.exec(argument);
    let value: string | undefined;
    if (inline) value = inline[1];
    else if (argument === '--mutate' || argument === '-m') {
      value = argv[index + 1];
      index += 1;
      if (value === undefined) throw new Error(`${argument} needs a list of patterns`);
    } else {
      rest.push(argument);
      continue;
    }
    // Stryker reads a comma-separated list.
    mutate = [
      ...(mutate ?? []),
      ...value
        .split(',')
        .map((pattern) => pattern.trim())
        .filter(Boolean),
    ];
  }
  return { mutate, rest };
}

function partOf(pattern: string): Part | undefined {
  const file = pattern.replace(/^!/, '').replace(/^\.\//, '');
  return PARTS.find((part) => file.startsWith(part.folder));
}

function count(mutants: { status: MutantStatus }[]): Counts {
  const counts: Counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 0, ignored: 0 };
  for (const { status } of mutants) {
    if (status === 'Killed') counts.killed += 1;
    else if (status === 'Timeout') counts.timeout += 1;
    else if (status === 'Survived') counts.survived += 1;
    else if (status === 'NoCoverage') counts.noCoverage += 1;
    else if (status === 'CompileError' || status === 'RuntimeError') counts.invalid += 1;
    else counts.ignored += 1;
  }
  return counts;
}

function add(a: Counts, b: Counts): Counts {
  return {
    killed: a.killed + b.killed,
    timeout: a.timeout + b.timeout,
    survived: a.survived + b.survived,
    noCoverage: a.noCoverage + b.noCoverage,
    invalid: a.invalid + b.invalid,
    ignored: a.ignored + b.ignored,
  };
}

/** Stryker's mutation score: detected (killed or timed out) among the mutants a test could have detected. */
function score(counts: Counts): number | undefined {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? undefined : (100 * detected) / valid;
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index])))
    .join('  ');
}

function printTable(results: { part: Part; report: Report; duration: string }[]): void {
  const header = ['file', 'score', 'goal', 'met', 'killed', 'timeout', 'survived', 'no test', 'invalid', 'ignored'];
  const lines: (string | number)[][] = [];
  for (const { part, report, duration } of results) {
    let total = count([]);
    for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
      const counts = count(mutants);
      total = add(total, counts);
      const value = score(counts);
      const met = value === undefined ? '' : value >= part.goal ? 'yes' : 'NO';
      lines.push([
        file,
        value === undefined ? 'n/a' : `${value.toFixed(1)} %`,
        `≥ ${part.goal} %`,
        met,
        ...Object.values(counts),
      ]);
    }
    const value = score(total);
    lines.push([
      `${part.name}: all files (${duration})`,
      value === undefined ? 'n/a' : `${value.toFixed(1)} %`,
      '',
      '',
      ...Object.values(total),
    ]);
    lines.push([]);
  }
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => String(line[index] ?? '').length)),
  );
  console.log(`\n${row(header, widths)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(line.length ? row(line, widths) : '');
  console.log(
    '"invalid": does not compile (TypeScript checker) or crashes the run; "ignored": disabled by a comment giving',
  );
  console.log(
    'the reason (equivalent mutants). Neither counts in the score: killed and timed out among all the others.',
  );
}

async function main(): Promise<void> {
  const { mutate, rest } = splitArguments(process.argv.slice(2));
  const stray = mutate?.filter((pattern) => !partOf(pattern)) ?? [];
  if (stray.length > 0) {
    throw new Error(
      `--mutate patterns must start with ${PARTS.map((part) => part.folder).join(' or ')}: ${stray.join(', ')}`,
    );
  }
  const started = Date.now();
  const results: { part: Part; report: Report; duration: string }[] = [];
  for (const part of PARTS) {
    const patterns = mutate?.filter((pattern) => partOf(pattern) === part);
    if (patterns && !patterns.some((pattern) => !pattern.startsWith('!'))) continue;
    const reportFile = path.join(REPORTS, `${part.name}.json`);
    fs.rmSync(reportFile, { force: true });
    const partStarted = Date.now();
    console.log(`\n== Mutation testing: ${part.name} ==`);
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'stryker'),
      ['run', part.config, ...(patterns ? ['--mutate', patterns.join(',')] : []), ...rest],
      { cwd: ROOT },
    );
    results.push({
      part,
      report: JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report,
      duration: ms(partStarted),
    });
  }
  printTable(results);
  console.log(`\nReports: ${path.relative(ROOT, REPORTS)}/<part>.html and .json. Whole run: ${ms(started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
