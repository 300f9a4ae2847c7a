/**
 * The server's numeric and boolean settings, read strictly: a value that is set but not understood stops the boot
 * with a message naming the variable and what it accepts, instead of silently turning a limit off (`ten`) or
 * refusing every request (an empty value). Unset (or absent from the environment) means the default.
 */
export class SettingError extends Error {
  constructor(name: string, value: string, accepts: string) {
    super(`${name}=${JSON.stringify(value)} is not valid: ${name} accepts ${accepts}.`);
    this.name = 'SettingError';
  }
}

function raw(name: string): string | undefined {
  return process.env[name];
}

export interface IntegerRange {
  min: number;
  max: number;
}

/** A whole number within [min, max]; an empty value is an error, not the default. */
export function integerSetting(name: string, fallback: number, { min, max }: IntegerRange): number {
  const value = raw(name);
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  const parsed = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new SettingError(name, value, `a whole number from ${min} to ${max}`);
  }
  return parsed;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

export function booleanSetting(name: string, fallback: boolean): boolean {
  const value = raw(name);
  if (value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new SettingError(name, value, 'true or false (also 1/0, yes/no, on/off)');
}

export function choiceSetting<T extends string>(name: string, fallback: T, choices: readonly T[]): T {
  const value = raw(name);
  if (value === undefined) return fallback;
  const word = value.trim() as T;
  if (choices.includes(word)) return word;
  throw new SettingError(name, value, `one of ${choices.join(', ')}`);
}
