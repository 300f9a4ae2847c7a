/** A booking's reference as guests read it (`ABCD-EF23`): it may be shown, the token after it never. */
const REFERENCE = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/i;

/** The path as a browser would decode it; as sent when it does not decode. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A path under /reservation/ (a guest's manage link, or anything near it: another case, more segments, encoded
 * characters) with at most its reference kept and `…` for the rest, so that whoever reads a log or a stored mail holds
 * no token that opens a booking (docs/product.md#table-reservations); null for any other path.
 */
export function maskedManagePath(pathname: string): string | null {
  const decoded = decodedPath(pathname);
  if (!decoded.toLowerCase().startsWith('/reservation/')) return null;
  const [reference = ''] = decoded.slice('/reservation/'.length).split('/');
  return REFERENCE.test(reference) ? `/reservation/${reference}/…` : '/reservation/…';
}

/** A manage link (an absolute address) with its token masked; the address itself when it is no manage link. */
export function maskedManageUrl(url: string): string {
  const address = new URL(url);
  const masked = maskedManagePath(address.pathname);
  return masked === null ? url : `${address.origin}${masked}`;
}
