import { Link, NavLink, Outlet } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

/** Shell of the restaurant pages; the public-site issue brings the full top bar and footer. */
export function RestaurantLayout() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="topbar">
        <nav className="topbar__inner container" aria-label="Navigation principale">
          <Link className="topbar__brand" to="/">
            Trattoria Ticino
          </Link>
          <ul className="topbar__links">
            <li>
              <Link to="/#presentation">A propos de nous</Link>
            </li>
            <li>
              <Link to="/#carte">La carte</Link>
            </li>
            <li>
              <NavLink to="/galerie">Galerie</NavLink>
            </li>
            <li>
              <NavLink to="/contact">Contact</NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <div id="contenu">
        <Outlet />
      </div>
      <footer className="footer">
        <div className="container">
          <Link to="/la-carte">La carte complète</Link>
        </div>
      </footer>
    </>
  );
}
