import Papa from 'papaparse';
import {
  MENU_ITEM_FIELDS,
  MENU_ITEM_FIELD_NAMES,
  checkMenuItemField,
  validateMenuItem,
  type DecimalFieldSpec,
  type EnumFieldSpec,
  type MenuFieldSpec,
  type MenuItem,
  type MenuItemField,
  type MenuItemInput,
  type MenuItemValues,
  type TextFieldSpec,
} from './menu';
import { isBoardDish } from './board';
import { PRICE_JUMP_FACTOR, isPriceJump } from './menu-changes';
import { foldForSearch } from './text';
import { staffMessageOf, wordStaffMessage, type StaffMessage, type StaffMessageCode } from './i18n/staff-messages';

/**
 * The menu as a spreadsheet file (docs/product.md#menu-file): UTF-8 with a byte-order mark and `;` between cells,
 * which is what Excel set to Swiss French opens with its accents intact and writes back. Parsing and writing are
 * papaparse's; this module decides the columns, the cells and the messages (`menuCsv.*`, in French).
 */
export const MENU_CSV_DELIMITER = ';';
const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

/** The column that matches a row with the item it describes (an empty cell: a new item). */
export const MENU_CSV_ID_HEADER = 'Identifiant';
/** Rows a file may hold besides its header: a menu has a few hundred items at most. */
export const MENU_CSV_MAX_ROWS = 2000;

type CsvFieldSpec = TextFieldSpec | DecimalFieldSpec | EnumFieldSpec;
const CSV_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'decimal', 'enum']);
const isCsvField = (spec: MenuFieldSpec): spec is CsvFieldSpec => CSV_TYPES.has(spec.type);

/**
 * The item's fields the file carries, in the dashboard form's order: every field of the shared descriptor a cell of
 * text can hold, so a field added to `MENU_ITEM_FIELDS` gets its column by itself. Fields of other kinds stay out
 * of the file and are left as they are by an import.
 */
export const MENU_CSV_FIELDS: readonly MenuItemField[] = MENU_ITEM_FIELD_NAMES.filter((field) =>
  isCsvField(MENU_ITEM_FIELDS[field]),
);

/** The header row: the identifier, then each field's French label. */
export const MENU_CSV_HEADERS: readonly string[] = [
  MENU_CSV_ID_HEADER,
  ...MENU_CSV_FIELDS.map((field) => MENU_ITEM_FIELDS[field].label),
];

/**
 * A cell starting like a formula (« =… », « +… », « -… », « @… ») is written behind an apostrophe, so a spreadsheet
 * shows it as text instead of running it; reading takes the apostrophe off again.
 */
const FORMULA_START = /^[=+\-@]/;
const ESCAPED_FORMULA = /^'(?=[=+\-@])/;

/** The declaration of one of `MENU_CSV_FIELDS`. */
function specOf(field: MenuItemField): CsvFieldSpec {
  const spec: MenuFieldSpec = MENU_ITEM_FIELDS[field];
  // Stryker disable next-line all: unreachable for the fields of MENU_CSV_FIELDS, which are filtered by the same test.
  if (!isCsvField(spec)) throw new Error(`The menu file has no column for ${field}`);
  return spec;
}

/** A field's value as its cell shows it: a price with its two decimals, nothing for an empty optional value. */
export function menuCsvCell(field: MenuItemField, value: MenuItemValues[MenuItemField]): string {
  const spec = specOf(field);
  // A field of the file holds text, a number or a choice (`isCsvField`), never a JSON list or record.
  const held = value as string | number | null | undefined;
  if (held === null || held === undefined) return '';
  return spec.type === 'decimal' && typeof held === 'number' ? held.toFixed(spec.decimals) : String(held);
}

/**
 * The whole menu as a file's text, byte-order mark included, one row per item in the order given. The board's dishes
 * are not the menu's: the file leaves them out (docs/product.md#todays-board).
 */
export function menuToCsv(items: readonly MenuItem[]): string {
  const rows = items
    .filter((item) => !isBoardDish(item))
    .map((item) => [item.id, ...MENU_CSV_FIELDS.map((field) => menuCsvCell(field, item[field]))]);
  const text = Papa.unparse([[...MENU_CSV_HEADERS], ...rows], {
    delimiter: MENU_CSV_DELIMITER,
    newline: LINE_END,
    escapeFormulae: FORMULA_START,
  });
  return `${BYTE_ORDER_MARK}${text}${LINE_END}`;
}

/** A message about one line of the file, the line as a text editor numbers it (the header is line 1). */
export interface MenuCsvLineError {
  line: number;
  message: StaffMessage;
}

/** One row of the file: the item it names (null: a new one) and the values of the columns the file has. */
export interface MenuCsvRow {
  line: number;
  id: string | null;
  input: MenuItemInput;
}

export type MenuCsvParse = { ok: true; rows: MenuCsvRow[] } | { ok: false; errors: MenuCsvLineError[] };

/** A price cell as the export writes it (« 7 » and « 7.0 » read as « 7.00 »), or as typed when it is no price. */
function priceCell(raw: unknown): string {
  const { value, error } = checkMenuItemField(MENU_ITEM_FIELDS.price, raw);
  return error === undefined && typeof value === 'number' ? menuCsvCell('price', value) : String(raw);
}

/** Header cells are matched forgivingly: « prix (chf) » and « Categorie » name their columns too. */
const headerKey = (cell: string) => foldForSearch(cell.trim());
const COLUMN_BY_HEADER = new Map<string, MenuItemField | 'id'>([
  [headerKey(MENU_CSV_ID_HEADER), 'id'],
  ...MENU_CSV_FIELDS.map((field) => [headerKey(MENU_ITEM_FIELDS[field].label), field] as const),
]);

/** How many lines of the file a parsed row spans: a quoted cell may hold line breaks. */
const linesSpanned = (cells: readonly string[]) =>
  1 + cells.reduce((sum, cell) => sum + cell.split('\n').length - 1, 0);

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A price as a Swiss spreadsheet may write it: « 24,50 » is read as 24.50. */
function cellInput(spec: CsvFieldSpec, cell: string): string {
  const text = cell.replace(ESCAPED_FORMULA, '');
  return spec.type === 'decimal' ? text.trim().replace(/^(\d*),(\d*)$/, '$1.$2') : text;
}

/** The file's header problems: each names its line and the column. */
type HeaderErrorCode = 'menuCsv.unknownColumn' | 'menuCsv.repeatedColumn' | 'menuCsv.missingColumn';

/**
 * Reads a file written by `menuToCsv` or by a spreadsheet from it: every row checked with the menu's own rules
 * (`validateMenuItem`, on the values the row gives); every problem of the file at once, each with its line number.
 * Blank lines are skipped; a file with any error gives no rows at all.
 */
export function parseMenuCsv(text: string): MenuCsvParse {
  const content = text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
  const parsed = Papa.parse<string[]>(content, { delimiter: MENU_CSV_DELIMITER, skipEmptyLines: false });
  const errors: MenuCsvLineError[] = [];

  // Each row's first line in the file, counted from the lines the rows before it spanned.
  let nextLine = 1;
  const lined = parsed.data.map((cells) => {
    const line = nextLine;
    nextLine += linesSpanned(cells);
    return { line, cells };
  });
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    const row = lined[unclosed.row ?? lined.length - 1] ?? lined[lined.length - 1];
    const line = row?.line ?? 1;
    return { ok: false, errors: [{ line, message: staffMessageOf('menuCsv.unclosedQuote', { line }) }] };
  }

  const filled = lined.filter((row) => !isBlank(row.cells));
  const header = filled.shift();
  if (!header) return { ok: false, errors: [{ line: 1, message: staffMessageOf('menuCsv.empty') }] };
  if (filled.length > MENU_CSV_MAX_ROWS) {
    const tooMany = staffMessageOf('menuCsv.tooManyRows', { max: MENU_CSV_MAX_ROWS });
    return { ok: false, errors: [{ line: header.line, message: tooMany }] };
  }

  const columns: (MenuItemField | 'id')[] = [];
  const headerError = (code: HeaderErrorCode, name: string) =>
    errors.push({ line: header.line, message: staffMessageOf(code, { line: header.line, name }) });
  for (const cell of header.cells) {
    const column = COLUMN_BY_HEADER.get(headerKey(cell));
    const name = cell.trim();
    if (!column) headerError('menuCsv.unknownColumn', name);
    else if (columns.includes(column)) headerError('menuCsv.repeatedColumn', name);
    else columns.push(column);
  }
  const needed: (MenuItemField | 'id')[] = [
    'id',
    ...MENU_CSV_FIELDS.filter((field) => MENU_ITEM_FIELDS[field].required),
  ];
  for (const column of needed) {
    if (!columns.includes(column)) {
      headerError('menuCsv.missingColumn', column === 'id' ? MENU_CSV_ID_HEADER : MENU_ITEM_FIELDS[column].label);
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const rows: MenuCsvRow[] = [];
  const firstLineOfId = new Map<string, number>();
  for (const { line, cells } of filled) {
    if (cells.length !== columns.length) {
      const cellCount = { line, found: cells.length, expected: columns.length };
      errors.push({ line, message: staffMessageOf('menuCsv.cellCount', cellCount) });
      continue;
    }
    const input: MenuItemInput = {};
    let id: string | null = null;
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (column === 'id') id = cell.trim() || null;
      else input[column] = cellInput(specOf(column), cell);
    });
    if (id !== null) {
      const first = firstLineOfId.get(id);
      if (first === undefined) firstLineOfId.set(id, line);
      else errors.push({ line, message: staffMessageOf('menuCsv.repeatedId', { line, id, first }) });
    }
    rows.push({ line, id, input });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** One field's change in an import's preview, both values as the file shows them. */
export interface ImportFieldChange {
  field: MenuItemField;
  label: string;
  before: string;
  after: string;
}

/** What an import would do (docs/product.md#menu-file), each row by its line in the file. */
export interface MenuImportPlan {
  added: { line: number; values: MenuItemValues }[];
  changed: { line: number; id: string; title: string; values: MenuItemValues; changes: ImportFieldChange[] }[];
  removed: { id: string; title: string; category: MenuItem['category'] }[];
  unchanged: number;
}

export type MenuImportCheck = { ok: true; plan: MenuImportPlan } | { ok: false; errors: MenuCsvLineError[] };

/**
 * Compares the file's rows with the menu as it is: a row without an identifier adds an item, a row naming an item
 * replaces the fields the file has (the others are kept), an item no row names is removed. Every row is checked
 * with the menu's rules as the item it would leave; a row naming no item is an error.
 */
export function planMenuImport(every: readonly MenuItem[], rows: readonly MenuCsvRow[]): MenuImportCheck {
  // The board's dishes are not in the file: it neither names nor removes them (docs/product.md#todays-board).
  const current = every.filter((item) => !isBoardDish(item));
  const byId = new Map(current.map((item) => [item.id, item]));
  const named = new Set<string>();
  const errors: MenuCsvLineError[] = [];
  const plan: MenuImportPlan = { added: [], changed: [], removed: [], unchanged: 0 };

  for (const { line, id, input } of rows) {
    const existing = id === null ? undefined : byId.get(id);
    if (id !== null && !existing) {
      errors.push({ line, message: staffMessageOf('menuCsv.unknownId', { line, id }) });
      continue;
    }
    // A drink priced by quantity takes its price from its first quantity, which the file has no column for: a new
    // price there would be dropped without a word (docs/product.md#swiss-food-and-price-law).
    const firstQuantity = existing?.quantities[0];
    if (
      existing &&
      firstQuantity &&
      input.price !== undefined &&
      priceCell(input.price) !== priceCell(existing.price)
    ) {
      const { quantity, price } = firstQuantity;
      const message = staffMessageOf('menuCsv.priceByQuantity', { line, title: existing.title, quantity, price });
      errors.push({ line, message });
      continue;
    }
    const result = validateMenuItem(existing ? { ...existing, ...input } : input, { stored: existing });
    if (!result.ok) {
      for (const field of MENU_ITEM_FIELD_NAMES) {
        const message = result.errors[field];
        // The line's sentence quotes the field's refusal in its French words.
        if (message) {
          errors.push({
            line,
            message: staffMessageOf('menuCsv.field', { line, message: wordStaffMessage(message) }),
          });
        }
      }
      continue;
    }
    if (!existing) {
      plan.added.push({ line, values: result.values });
      continue;
    }
    named.add(existing.id);
    // The price guard (docs/product.md#price-guard): a file is where a lost decimal point hides best.
    if (isPriceJump(existing.price, result.values.price)) {
      const jump = { line, before: existing.price, after: result.values.price, factor: PRICE_JUMP_FACTOR };
      errors.push({ line, message: staffMessageOf('menuCsv.priceJump', jump) });
      continue;
    }
    const changes = MENU_CSV_FIELDS.flatMap((field): ImportFieldChange[] => {
      const before = menuCsvCell(field, existing[field]);
      const after = menuCsvCell(field, result.values[field]);
      return before === after ? [] : [{ field, label: MENU_ITEM_FIELDS[field].label, before, after }];
    });
    if (changes.length === 0) plan.unchanged += 1;
    else plan.changed.push({ line, id: existing.id, title: existing.title, values: result.values, changes });
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  plan.removed = current
    .filter((item) => !named.has(item.id))
    .map(({ id, title, category }) => ({ id, title, category }));
  return { ok: true, plan };
}

/** `POST /api/menu/import` (docs/product.md#menu-api): the file's text, and whether to write it or only preview it. */
export interface MenuImportRequest {
  csv: string;
  mode: 'preview' | 'apply';
  /** The `version` of the preview the staff approved: the import is refused if the menu changed since. */
  version?: string;
}

/** What the import would do (preview) or did (apply), and the menu's version it was planned on. */
export interface MenuImportResult extends MenuImportPlan {
  applied: boolean;
  version: string;
}

/** A line's problem as the API answers it: its French words, and their code and values to tell it by. */
export interface MenuFileLine {
  line: number;
  message: string;
  code: StaffMessageCode;
  params?: StaffMessage['params'];
}

/** The answer to a file with errors: nothing is written, every problem is listed by line. */
export interface MenuFileFailure {
  success: false;
  message: string;
  code: StaffMessageCode;
  params?: StaffMessage['params'];
  lines: MenuFileLine[];
}
