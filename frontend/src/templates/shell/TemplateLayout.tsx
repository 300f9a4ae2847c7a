import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTemplateDarkMode } from '../hooks/useTemplateDarkMode';
import { useTemplateRoute } from '../hooks/useTemplateRoute';
import { HOTEL } from '../data/contact';
import { templatePageTitle } from '../variants';
import { TemplateFooter } from './TemplateFooter';
import { TemplateHeader } from './TemplateHeader';
import '../styles/template.css';

/** Shell of every hotel-template page: own header, footer and dark mode, scoped under `.tpl`. */
export function TemplateLayout() {
  const { page, variant } = useTemplateRoute();
  const [dark, toggleDark] = useTemplateDarkMode();
  useEffect(() => {
    document.title = `${templatePageTitle(variant, page)} — ${HOTEL.name}`;
  }, [page, variant]);
  return (
    <div className={`tpl tpl--${variant ?? 'main'}${dark ? ' tpl--dark' : ''}`} lang="en">
      <a className="tpl-skip" href="#tpl-content">
        Skip to content
      </a>
      <TemplateHeader variant={variant} dark={dark} onToggleDark={toggleDark} />
      <main id="tpl-content">
        <Outlet />
      </main>
      <TemplateFooter />
    </div>
  );
}
