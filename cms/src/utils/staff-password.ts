/**
 * The one rule for a staff password of the /admin dashboard, whether it comes from ADMIN_PASSWORD at boot or is typed
 * in /cms for another staff login (docs/product.md#accounts-and-sessions).
 */
export const STAFF_PASSWORD_MIN_LENGTH = 10;

export function isLongEnoughStaffPassword(password: string): boolean {
  return password.length >= STAFF_PASSWORD_MIN_LENGTH;
}
