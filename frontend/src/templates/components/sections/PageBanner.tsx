import { Link, useLocation } from 'react-router-dom';

/** Page banner with the page's one h1 and the breadcrumb "Home / title" (Home = first path segment or /). */
export function PageBanner({ title }: { title: string }) {
  const { pathname } = useLocation();
  const firstSegment = pathname.split('/')[1];
  const home = firstSegment?.startsWith('home') ? `/${firstSegment}` : '/';
  return (
    <section className="tpl-banner">
      <div className="tpl-container">
        <h1>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className="tpl-breadcrumb">
            <li>
              <Link to={home}>Home</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
