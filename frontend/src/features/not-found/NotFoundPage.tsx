import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page Not Found</h1>
      <Link className="button button--primary" to="/">
        Go Home
      </Link>
    </main>
  );
}
