/**
 * Lighthouse on the four restaurant pages of the built app, with Lighthouse's mobile settings (a mid-range phone on a
 * slow 4G connection, simulated). Prints the four category scores and the first and largest contentful paints and
 * the total blocking time of each page, the number of elements and the HTML's bytes, with the versions of Chromium and
 * Lighthouse that measured them; asserts nothing.
 *
 *   npm run bench:pages [-- --runs 3] [-- --reports <folder>] [-- --pages /la-carte,/de/speisekarte]
 *
 * Runs what `npm run build` produced, in production mode, on a temporary SQLite file, deleted afterwards, in the
 * system's Chromium (CHROME_PATH, else /usr/bin/chromium, the one .ci/run installs). With several runs, each figure is
 * the median of the runs. `--reports` keeps each run's full Lighthouse report (JSON) there, for its diagnostics.
 * `--pages` measures other pages of the site than the five French ones, e.g. a page beside its translation.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALIZED_PATHS } from '../packages/shared/src/i18n/pages';
import { RESTAURANT_PATHS } from '../packages/shared/src/site-paths';
import { assertBuilt, startBuiltApp, type BuiltApp } from './built-app';
import { ROOT } from './lib';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time' } as const;
/** The page's element count (its DOM-size audit) and the HTML's bytes as sent (its network requests). */
const DOM_SIZE = 'dom-size';
const NETWORK_REQUESTS = 'network-requests';

interface LighthouseReport {
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; title: string; details?: { items?: NetworkRequest[] } }
  >;
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
}

/** As far as this script reads a row of the network-requests audit. */
interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  elements: number;
  /** The page's HTML: bytes sent (compressed) and after decompression. */
  htmlTransferred: number;
  htmlBytes: number;
  /** Audits of the SEO category that did not pass, by title. */
  seoFailures: string[];
}

function readOptions(): { runs: number; reportsDir: string | null; pages: readonly string[] } {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, reports: { type: 'string' }, pages: { type: 'string' } },
    strict: true,
  });
  const runs = /^\d+$/.test(values.runs) ? Number(values.runs) : Number.NaN;
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`--runs takes a whole number above 0, not "${values.runs}".`);
  const pages = values.pages === undefined ? RESTAURANT_PATHS : values.pages.split(',');
  const known: readonly string[] = LOCALIZED_PATHS;
  const unknown = pages.filter((page) => !known.includes(page));
  if (unknown.length > 0)
    throw new Error(`--pages takes the site's pages (${known.join(', ')}), not ${unknown.join(', ')}.`);
  return { runs, reportsDir: values.reports === undefined ? null : path.resolve(values.reports), pages };
}

/** The browser's full version ("Chromium 156.0.8078.108 built on Debian…"): its user agent says only "156.0.0.0". */
function browserVersion(chromePath: string): string {
  return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** One Lighthouse run (its command-line interface, mobile being its default) on `url`. */
function lighthouse(url: string, reportFile: string, chromePath: string): Promise<LighthouseReport> {
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportFile}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse ended with ${code} on ${url}:\n${stderr}`));
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseReport;
      if (report.runtimeError)
        return reject(new Error(`Lighthouse could not audit ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function figuresOf(reports: LighthouseReport[]): PageFigures {
  const score = (category: (typeof CATEGORIES)[number]) =>
    median(reports.map((report) => Math.round((report.categories[category].score ?? 0) * 100)));
  const metric = (audit: string) => median(reports.map((report) => report.audits[audit].numericValue ?? Number.NaN));
  const document = (report: LighthouseReport) =>
    report.audits[NETWORK_REQUESTS].details?.items?.find((request) => request.resourceType === 'Document');
  const seoFailures = new Set<string>();
  for (const report of reports) {
    for (const { id, weight } of report.categories.seo.auditRefs) {
      const audit = report.audits[id];
      if (weight > 0 && audit.score !== null && audit.score < 1) seoFailures.add(audit.title);
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: metric(METRICS.fcp),
    lcp: metric(METRICS.lcp),
    tbt: metric(METRICS.tbt),
    elements: metric(DOM_SIZE),
    htmlTransferred: median(reports.map((report) => document(report)?.transferSize ?? Number.NaN)),
    htmlBytes: median(reports.map((report) => document(report)?.resourceSize ?? Number.NaN)),
    seoFailures: [...seoFailures],
  };
}

async function main(): Promise<void> {
  const { runs, reportsDir, pages } = readOptions();
  assertBuilt();
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticino-bench-pages-'));
  let server: BuiltApp | null = null;
  // The server runs in its own process group: Ctrl-C stops it here rather than leaving it behind.
  process.once('SIGINT', () => {
    void (server?.stop() ?? Promise.resolve()).finally(() => {
      fs.rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
  try {
    // Other programs' load skews the figures: it is printed with them.
    console.log(
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}. Starting the built app on SQLite (temporary file)…`,
    );
    server = await startBuiltApp(
      { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(workDir, 'bench.db') },
      workDir,
    );
    console.log(`Lighthouse ${runs} time(s) per page, mobile settings, in ${chromePath}…\n`);

    const results: { page: string; figures: PageFigures }[] = [];
    const lighthouseVersions = new Set<string>();
    for (const page of pages) {
      const reports: LighthouseReport[] = [];
      for (let run = 0; run < runs; run += 1) {
        const reportName = `${page === '/' ? 'accueil' : page.slice(1).replaceAll('/', '-')}-${run + 1}.json`;
        const reportFile = path.join(reportsDir ?? workDir, reportName);
        const report = await lighthouse(`${server.baseUrl}${page}`, reportFile, chromePath);
        lighthouseVersions.add(report.lighthouseVersion);
        reports.push(report);
      }
      results.push({ page, figures: figuresOf(reports) });
    }

    console.log(
      `${'page'.padEnd(17)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'b.p.'.padStart(6)}${'seo'.padStart(5)}` +
        `${'FCP ms'.padStart(9)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}${'elements'.padStart(10)}` +
        `${'HTML kB'.padStart(9)}${'sent kB'.padStart(9)}`,
    );
    for (const { page, figures } of results) {
      const { scores } = figures;
      console.log(
        `${page.padEnd(17)}${String(scores.performance).padStart(6)}${String(scores.accessibility).padStart(6)}` +
          `${String(scores['best-practices']).padStart(6)}${String(scores.seo).padStart(5)}` +
          `${figures.fcp.toFixed(0).padStart(9)}${figures.lcp.toFixed(0).padStart(9)}${figures.tbt.toFixed(0).padStart(9)}` +
          `${figures.elements.toFixed(0).padStart(10)}${(figures.htmlBytes / 1000).toFixed(1).padStart(9)}` +
          `${(figures.htmlTransferred / 1000).toFixed(1).padStart(9)}`,
      );
    }
    for (const { page, figures } of results) {
      for (const failure of figures.seoFailures) console.log(`  ${page}: SEO audit not passed: ${failure}`);
    }
    console.log(
      `\nMeasured by Lighthouse ${[...lighthouseVersions].join(', ')} in ${browserVersion(chromePath)}; ` +
        `load average at the end ${os.loadavg()[0].toFixed(1)}.`,
    );
    if (reportsDir) console.log(`Lighthouse's reports: ${reportsDir}`);
  } finally {
    await server?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
