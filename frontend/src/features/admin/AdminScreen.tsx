/** One screen for /admin, /admin/login and /admin/dashboard (SPEC §2); the dashboard issue builds it out. */
export function AdminScreen() {
  return (
    <main className="admin-screen container section">
      <h1>Administration - Connexion</h1>
    </main>
  );
}
