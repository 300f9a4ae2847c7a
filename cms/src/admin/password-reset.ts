/** The link to Strapi's « Mot de passe oublié » page, on the /cms login page. */
const HIDE_RESET_LINK = 'a[href$="/auth/forgot-password"] { display: none !important; }';

/**
 * A reset link can only reach someone when the server sends e-mail: until GET /api/public/back-office says it does,
 * the link stays hidden (docs/guide-proprietaire.md gives the owner the way back in without it).
 */
export function offerPasswordResetOnlyWithEmail(): void {
  const style = document.createElement('style');
  style.textContent = HIDE_RESET_LINK;
  document.head.append(style);
  fetch('/api/public/back-office', { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: { passwordResetByEmail?: boolean } } | null) => {
      if (body?.data?.passwordResetByEmail === true) style.remove();
    })
    .catch(() => undefined);
}
