import { useCallback, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HOTEL } from '../data/contact';
import { NAVIGATION } from '../data/navigation';
import { Icon } from '../components/primitives/Icon';
import { TargetLink } from '../components/primitives/NavTarget';
import { useOutsideClick } from '../hooks/useOutsideClick';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { variantPath, type TemplateVariant } from '../variants';
import { useStateResetOn } from '../../hooks/useStateResetOn';

/** docs/product.md#template-layout: the apartment header turns solid after 120 px, the others after 100 px. */
const SOLID_AFTER = { apartment: 120, other: 100 };

/** Placeholder link of the template (docs/product.md#template-navigation). */
const PLACEHOLDER = '#';

interface TemplateHeaderProps {
  variant?: TemplateVariant;
  dark: boolean;
  onToggleDark: () => void;
}

function ApartmentTopBar() {
  return (
    <div className="tpl-topbar">
      <div className="tpl-container tpl-topbar__inner">
        <ul className="tpl-topbar__group">
          <li>
            <a href={PLACEHOLDER}>Payment Options</a>
          </li>
          <li className="tpl-topbar__address">
            <Icon name="pin" size={16} /> {HOTEL.address}
          </li>
        </ul>
        <ul className="tpl-topbar__group">
          <li>
            <a href={PLACEHOLDER}>My Bookings</a>
          </li>
          <li>
            <a className="tpl-topbar__bell" href={PLACEHOLDER} aria-label="Notifications, 4 new">
              <Icon name="bell" size={18} />
              <span className="tpl-badge" aria-hidden="true">
                4
              </span>
            </a>
          </li>
          <li>
            <a href={PLACEHOLDER}>Our Review</a>
          </li>
          <li>
            <a href={PLACEHOLDER}>Login</a>
          </li>
          <li>
            <a href={PLACEHOLDER}>Sign Up</a>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function TemplateHeader({ variant, dark, onToggleDark }: TemplateHeaderProps) {
  const solid = useScrolledPast(variant === 'home5' ? SOLID_AFTER.apartment : SOLID_AFTER.other);
  const { pathname } = useLocation();
  // Menu and submenu close on navigation.
  const [menuOpen, setMenuOpen] = useStateResetOn(false, pathname);
  const [openSubmenu, setOpenSubmenu] = useStateResetOn<string | null>(null, pathname);
  const navRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    setOpenSubmenu(null);
  }, [setMenuOpen, setOpenSubmenu]);

  const closeSubmenu = useCallback(() => setOpenSubmenu(null), [setOpenSubmenu]);
  useOutsideClick(navRef, Boolean(openSubmenu), closeSubmenu);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (menuOpen) {
      closeMenu();
      menuToggleRef.current?.focus();
      return;
    }
    if (!openSubmenu) return;
    // A link of the closing submenu is about to be hidden: focus goes back to the button that opened it.
    const menuItem = event.target instanceof Element ? event.target.closest('.tpl-menu__item') : null;
    const submenuButton = menuItem?.querySelector('button');
    closeSubmenu();
    submenuButton?.focus();
  };

  // Tabbing past the end of the open menu would otherwise land on the page hidden underneath it.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) closeMenu();
  };

  return (
    <header className={`tpl-header${solid ? ' is-solid' : ''}${menuOpen ? ' is-open' : ''}`}>
      {variant === 'home5' && <ApartmentTopBar />}
      <nav
        ref={navRef}
        className="tpl-container tpl-nav"
        aria-label="Hotel navigation"
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
      >
        <Link className="tpl-brand" to={variantPath(variant, 'home')}>
          <span className="tpl-brand__mark" aria-hidden="true">
            L
          </span>
          {HOTEL.name}
        </Link>
        <button
          ref={menuToggleRef}
          type="button"
          className="tpl-icon-button tpl-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls="tpl-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          <span className="tpl-visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id="tpl-menu" className="tpl-nav__panel">
          <ul className="tpl-menu">
            {NAVIGATION.map((menu) => (
              <li key={menu.label} className={`tpl-menu__item${openSubmenu === menu.label ? ' is-open' : ''}`}>
                {menu.children ? (
                  <>
                    <button
                      type="button"
                      className="tpl-menu__link"
                      aria-expanded={openSubmenu === menu.label}
                      onClick={() => setOpenSubmenu((open) => (open === menu.label ? null : menu.label))}
                    >
                      {menu.label} <Icon name="chevron" size={16} />
                    </button>
                    <ul className="tpl-submenu">
                      {menu.children.map((item) => (
                        <li key={item.label}>
                          <TargetLink to={item.to}>{item.label}</TargetLink>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  menu.to && (
                    <TargetLink className="tpl-menu__link" to={menu.to}>
                      {menu.label}
                    </TargetLink>
                  )
                )}
              </li>
            ))}
          </ul>
          <div className="tpl-nav__actions">
            <button
              type="button"
              className="tpl-icon-button"
              aria-pressed={dark}
              aria-label="Dark mode"
              onClick={onToggleDark}
            >
              <Icon name={dark ? 'sun' : 'moon'} />
            </button>
            <Link className="tpl-button" to={variantPath(variant, 'find_room')}>
              Book Now
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
