import type { fr } from './dictionaries/fr';

/**
 * The shape every language's dictionary must have: the French dictionary's, each text a string and each phrasing
 * with blanks a function of the same arguments. A language missing one of the French keys, or holding one French
 * lacks, does not compile (packages/shared/tests/i18n-types.test.ts).
 */
type ShapeOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : ShapeOf<T[K]>;
};

export type Dictionary = ShapeOf<typeof fr>;
