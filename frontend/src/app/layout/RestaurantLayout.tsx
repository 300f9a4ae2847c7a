import { Outlet, useLocation } from 'react-router-dom';
import { pageAndLocaleOf } from '@ticino/shared';
import { ActionBar } from './ActionBar';
import { Footer } from './Footer';
import { LanguageSuggestion } from './LanguageSuggestion';
import { ScrollTopButton } from './ScrollTopButton';
import { TopBar } from './TopBar';
import { useAos } from '../../hooks/useAos';
import { useT } from '../../hooks/useLocale';

/**
 * Shell of the restaurant pages: top bar, page, footer with the legal dialogs, scroll-to-top button, phones' action bar,
 * and the language suggestion.
 */
export function RestaurantLayout() {
  useAos();
  // Only the home page opens on a hero the top bar can float over.
  const overHero = pageAndLocaleOf(useLocation().pathname)?.page === 'home';
  const t = useT();
  return (
    <div className={`restaurant${overHero ? ' restaurant--hero' : ''}`}>
      <a className="skip-link" href="#contenu">
        {t.layout.skipLink}
      </a>
      <TopBar overHero={overHero} />
      <div id="contenu" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      <ScrollTopButton />
      <ActionBar />
      <LanguageSuggestion />
    </div>
  );
}
