export function HomePage() {
  return (
    <main>
      <section className="hero">
        <div className="container">
          <h1>Trattoria Ticino</h1>
        </div>
      </section>
      <section id="presentation" className="container section">
        <h2>A propos de nous</h2>
      </section>
      <section id="carte" className="container section">
        <h2>La carte</h2>
      </section>
    </main>
  );
}
