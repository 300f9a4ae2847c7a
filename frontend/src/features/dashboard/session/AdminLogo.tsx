/** The restaurant's mark (the site's favicon): a Swiss cross on pomodoro red. */
export function AdminLogo({ size = 56 }: { size?: number }) {
  return <img className="admin-logo" src="/favicon.svg" alt="" width={size} height={size} />;
}
