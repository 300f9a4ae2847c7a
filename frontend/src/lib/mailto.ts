/**
 * A `mailto:` link to one address, each part percent-encoded (RFC 6068), so an address can add no recipient nor header
 * (« a?bcc=… »); `subject` prefilled when given.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = address.split('@').map(encodeURIComponent).join('@');
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
