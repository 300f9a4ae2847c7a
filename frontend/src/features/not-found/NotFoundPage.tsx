import { Link } from 'react-router-dom';
import { usePageTitle } from '../../hooks/usePageTitle';

/** docs/product.md#not-found-page keeps this page's texts in English: lang="en" has screen readers say them as English. */
export function NotFoundPage() {
  usePageTitle('not-found');

  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 lang="en">Page Not Found</h1>
      <Link className="button button--primary" to="/" lang="en">
        Go Home
      </Link>
    </main>
  );
}
