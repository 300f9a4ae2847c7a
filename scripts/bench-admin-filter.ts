/**
 * Times the staff dashboard's list filter (search + category + count + per-category breakdown)
 * on 3,000 menu items. It prints figures and asserts nothing: timings belong to a benchmark, not a test.
 *
 *   npx tsx scripts/bench-admin-filter.ts
 */
import { performance } from 'node:perf_hooks';
import { NO_LAW_DETAILS, MENU_CATEGORIES, type MenuItem } from '@ticino/shared';
import { ALL_CATEGORIES, filterMenuItems, type MenuFilter } from '../frontend/src/features/dashboard/menu/menu-filter';

const ITEM_COUNT = 3_000;
const WARM_UP_RUNS = 50;
const TIMED_RUNS = 500;

const DISHES = ['Fondue', 'Raclette', 'Entrecôte', 'Filets de perche', 'Pizza', 'Risotto', 'Tagliatelle', 'Tiramisu'];
const WORDS = [
  'gruyère',
  'vacherin',
  'cèpes',
  'truffe',
  'tomates',
  'basilic',
  'citron',
  'polenta',
  'merlot',
  'chasselas',
];

/** Deterministic pseudo-random numbers, so every run measures the same list. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function buildItems(count: number): MenuItem[] {
  const random = seededRandom(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index}`,
    title: `${pick(DISHES)} ${pick(WORDS)} n° ${index}`,
    price: Math.round(random() * 9_000 + 500) / 100,
    description: Array.from({ length: 12 }, () => pick(WORDS)).join(' '),
    category: pick(MENU_CATEGORIES),
    availability: 'disponible',
    soldOutOn: null,
    availableFrom: null,
    availableUntil: null,
    boardUntil: null,
    position: index,
    ...NO_LAW_DETAILS,
    photo: null,
  }));
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const SCENARIOS: { name: string; filter: MenuFilter }[] = [
  { name: 'no filter', filter: { search: '', category: ALL_CATEGORIES } },
  { name: 'search "truffe"', filter: { search: 'truffe', category: ALL_CATEGORIES } },
  { name: 'search "FONDUE" (case)', filter: { search: 'FONDUE', category: ALL_CATEGORIES } },
  { name: 'category only', filter: { search: '', category: 'Nos Spécialités' } },
  { name: 'search + category', filter: { search: 'cèpes', category: 'Vins Rouges - Italie' } },
  { name: 'search, no match', filter: { search: 'sushi', category: ALL_CATEGORIES } },
];

const items = buildItems(ITEM_COUNT);
console.log(
  `filterMenuItems on ${ITEM_COUNT} items, ${TIMED_RUNS} timed runs per scenario (after ${WARM_UP_RUNS} warm-up runs)\n`,
);
console.log(
  `${'scenario'.padEnd(26)}${'found'.padStart(7)}${'median ms'.padStart(12)}${'p95 ms'.padStart(10)}${'max ms'.padStart(10)}`,
);
for (const { name, filter } of SCENARIOS) {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) filterMenuItems(items, filter);
  const durations: number[] = [];
  let found = 0;
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const started = performance.now();
    found = filterMenuItems(items, filter).items.length;
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(26)}${String(found).padStart(7)}${percentile(durations, 0.5).toFixed(3).padStart(12)}` +
      `${percentile(durations, 0.95).toFixed(3).padStart(10)}${durations[durations.length - 1].toFixed(3).padStart(10)}`,
  );
}
