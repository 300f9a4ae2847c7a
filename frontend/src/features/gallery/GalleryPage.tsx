export function GalleryPage() {
  return (
    <main className="container section">
      <h1>Notre galerie</h1>
    </main>
  );
}
