import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SectionLink } from '../../ui/SectionLink';
import { useDarkMode } from '../../hooks/useDarkMode';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { FALLBACK_NAME, useRestaurant } from '../../features/restaurant/useRestaurant';
import { MenuIcon, MoonIcon, SunIcon } from '../../ui/icons';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { useStateResetOn } from '../../hooks/useStateResetOn';
import { usePagePath, useT } from '../../hooks/useLocale';
import { LanguageSwitcher } from './LanguageSwitcher';

/** docs/product.md#top-bar: the top bar turns solid past 100 px. */
export const TOPBAR_SOLID_OFFSET = 100;
const MENU_ID = 'menu-principal';

interface TopBarProps {
  /** The page starts with a hero: the bar stays transparent over it until the visitor scrolls. */
  overHero: boolean;
}

export function TopBar({ overHero }: TopBarProps) {
  const location = useLocation();
  const { restaurant } = useRestaurant();
  const scrolled = useScrolledPast(TOPBAR_SOLID_OFFSET);
  const [dark, toggleDark] = useDarkMode();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  // The menu closes on navigation; large screens show the links inline, so a menu left open on a narrower window
  // closes too.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, `${location.key} ${wide}`);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const pagePath = usePagePath();

  const solid = scrolled || !overHero || menuOpen;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, setMenuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const darkModeButton = (
    <button
      type="button"
      className="topbar__icon-button"
      aria-pressed={dark}
      aria-label={t.layout.darkMode}
      title={dark ? t.layout.toLightMode : t.layout.toDarkMode}
      onClick={toggleDark}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );

  return (
    <header className={`topbar${solid ? ' topbar--solid' : ''}${menuOpen ? ' topbar--open' : ''}`}>
      <nav className="topbar__inner container" aria-label={t.layout.mainNavigation}>
        <Link className="topbar__brand" to={pagePath('home')}>
          {restaurant?.name ?? FALLBACK_NAME}
        </Link>
        {!wide && (
          <div className="topbar__tools">
            {darkModeButton}
            <button
              ref={toggleRef}
              type="button"
              className="topbar__icon-button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={t.layout.menuButton}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </button>
          </div>
        )}
        <ul className="topbar__links" id={MENU_ID}>
          <li>
            <SectionLink section="presentation" onClick={closeMenu}>
              {t.layout.about}
            </SectionLink>
          </li>
          <li>
            <SectionLink section="carte" onClick={closeMenu}>
              {t.layout.menu}
            </SectionLink>
          </li>
          <li>
            <NavLink to={pagePath('gallery')}>{t.layout.gallery}</NavLink>
          </li>
          <li>
            <NavLink to={pagePath('contact')}>{t.layout.contact}</NavLink>
          </li>
          <li>
            <NavLink to={pagePath('booking')}>{t.layout.book}</NavLink>
          </li>
          <li className="topbar__admin">
            <Link to="/admin">Admin</Link>
          </li>
          <li className="topbar__languages">
            <LanguageSwitcher />
          </li>
        </ul>
        {wide && <div className="topbar__tools">{darkModeButton}</div>}
      </nav>
    </header>
  );
}
