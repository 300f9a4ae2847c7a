import type { fr } from './dictionaries/fr';

/**
 * The shape every language's dictionary must have: the French dictionary's, each text a string and each phrasing
 * with blanks a function of the same arguments. A language missing one of the French keys, or holding one French
 * lacks, does not compile (packages/shared/tests/i18n-types.test.ts).
 */
/** A list of texts, as long as the French one when that is declared `as const`. */
type Strings<List extends readonly string[]> = { readonly [I in keyof List]: string };

type ShapeOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? Strings<T[K]>
        : ShapeOf<T[K]>;
};

export type Dictionary = ShapeOf<typeof fr>;
