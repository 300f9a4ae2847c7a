export function ContactPage() {
  return (
    <main className="container section">
      <h1>Contact</h1>
    </main>
  );
}
