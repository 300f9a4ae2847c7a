export function MenuPage() {
  return (
    <main className="container section">
      <h1>La carte</h1>
    </main>
  );
}
