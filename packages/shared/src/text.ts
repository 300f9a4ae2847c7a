/**
 * Control characters (NUL, escapes, DEL…) have no place in a menu or a message: PostgreSQL refuses NUL outright
 * and the others render as nothing or garbage. Line breaks and tabs stay where text may span lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\v\f\u000E-\u001F\u007F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** The text a person meant: control characters dropped, then trimmed; anything not a string is empty. */
export function cleanText(value: unknown, { multiline = false }: { multiline?: boolean } = {}): string {
  if (typeof value !== 'string') return '';
  const withoutControls = value.replace(CONTROL_CHARACTERS, '');
  return (multiline ? withoutControls : withoutControls.replace(LINE_BREAKS_AND_TABS, ' ')).trim();
}

/** Letters that stay one letter after Unicode decomposition but are written as two by whoever types without them. */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };
const COMBINING_MARKS = /\p{M}/gu;
const LIGATURE_LETTERS = /[œæß]/g;

/**
 * A text as a forgiving search compares it (docs/product.md#menu-search-and-filters): lower case, accents and other
 * marks dropped, ligatures spelled out (« Bœuf CRÈME » → « boeuf creme »), compatibility forms such as « ﬁ » unfolded.
 * Both the searched text and what was typed go through it, so « œ » typed finds « oe » and « oe » finds « œ ».
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLocaleLowerCase('fr')
    .replace(LIGATURE_LETTERS, (letter) => LIGATURES[letter]);
}

/**
 * An ordinary address a visitor may type on a public form: no spaces, one @, a domain of letters, digits and hyphens
 * with a top-level part of 2+ letters; no `?`, `&`, `=` or `%` before the @, which would turn a staff member's
 * « reply » link into one that adds recipients or headers (`+` stays allowed).
 */
export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS.test(value);
const EMAIL_ADDRESS = /^[^\s@?&=%]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}$/u;

/** A name that carries a link or an address (« www.… », « …@… », « ://… », « ….ch/… »): the restaurant mails it. */
export const looksLikeLink = (value: string): boolean => LINK_LIKE.test(value);
const LINK_LIKE = /@|:\/\/|www\.|\.\p{L}{2,}\//iu;

/**
 * Whether a guest's form (booking, waiting list, group request, contact) came with its hidden field filled: people
 * never see `website`, robots fill it. Such a post is answered as a person's is, and nothing is kept.
 */
export function filledByRobot(input: unknown): boolean {
  const website = input && typeof input === 'object' ? (input as { website?: unknown }).website : undefined;
  return typeof website === 'string' && website.trim() !== '';
}
