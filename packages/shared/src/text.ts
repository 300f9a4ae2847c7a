/**
 * Control characters (NUL, escapes, DEL…) have no place in a menu or a message: PostgreSQL refuses NUL outright
 * and the others render as nothing or garbage. Line breaks and tabs stay where text may span lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** The text a person meant: control characters dropped, then trimmed; anything not a string is empty. */
export function cleanText(value: unknown, { multiline = false }: { multiline?: boolean } = {}): string {
  if (typeof value !== 'string') return '';
  const withoutControls = value.replace(CONTROL_CHARACTERS, '');
  return (multiline ? withoutControls : withoutControls.replace(LINE_BREAKS_AND_TABS, ' ')).trim();
}
