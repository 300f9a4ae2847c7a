import { useEffect } from 'react';
import {
  dayInWords,
  eveningHead,
  formatChf,
  type EveningFormAnswer,
  type PublicEvening,
  type PublicSetMenu,
} from '@ticino/shared';
import { useT, useTextLang } from '../../hooks/useLocale';
import { EveningBooking, type AllergyFields } from './EveningBooking';

/** The set menu an evening serves: each course, its dishes to choose from, named in the page's language. */
function SetMenuCourses({ setMenu }: { setMenu: PublicSetMenu }) {
  const t = useT();
  const textLang = useTextLang();
  return (
    <div className="evening__set-menu">
      <p className="evening__set-menu-name" lang={textLang(setMenu, 'name')}>
        {setMenu.name}
      </p>
      {setMenu.courses.map((course, index) => {
        const courseId = `soiree-service-${index + 1}`;
        return (
          <div role="group" className="evening__course" key={courseId} aria-labelledby={courseId}>
            <h3 className="evening__course-name" id={courseId}>
              <span lang={textLang(setMenu, `courses.${course.name}`)}>{course.name}</span>
              {course.dishes.length > 1 && <span className="set-menu__choice"> · {t.setMenus.choice}</span>}
            </h3>
            <ul className="evening__dishes">
              {course.dishes.map((dish) => (
                <li key={dish.id} lang={textLang(dish, 'title')}>
                  {dish.title}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

interface EveningPageProps {
  evening: PublicEvening;
  /** The set menu it serves, as the public set menus give it; null when its menu is written out, or not found. */
  setMenu: PublicSetMenu | null;
  allergies: AllergyFields;
  /** The server's answer to the form posted without JavaScript: only the server's render of a post has one. */
  answer?: EveningFormAnswer | null;
  /** The token the form posts without JavaScript, from the server's page. */
  formToken?: string | null;
  onCoversChanged: () => void;
}

/**
 * An evening's page (docs/product.md#evenings): its name, description, date, arrival times, price per person, the
 * deposit per person when one is asked (paid by QR-bill), the covers left (« Complet » at none), its menu, its
 * cancellation terms, and its booking form. The evening's texts are those staff translated, or their French, marked so
 * on the pages in other languages.
 */
export function EveningPage({
  evening,
  setMenu,
  allergies,
  answer = null,
  formToken = null,
  onCoversChanged,
}: EveningPageProps) {
  const t = useT();
  const texts = t.evening;
  const textLang = useTextLang();
  const { title } = eveningHead(evening, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const full = evening.coversLeft <= 0;
  const menuText = !setMenu && evening.menuText;

  return (
    <main className="contact evening-page">
      <header className="contact__banner">
        <div className="container">
          <p className="eyebrow">{texts.eyebrow}</p>
          <h1 className="contact__title" lang={textLang(evening, 'name')}>
            {evening.name}
          </h1>
        </div>
      </header>
      <div className="container evening-page__body">
        <div className="evening-page__about">
          {evening.description && (
            <p className="evening__description" lang={textLang(evening, 'description')}>
              {evening.description}
            </p>
          )}
          <dl className="fact-list evening__facts">
            <dt>{texts.date}</dt>
            <dd>{dayInWords(evening.date, t)}</dd>
            <dt>{texts.times}</dt>
            <dd>{evening.times.length > 0 ? evening.times.join(' · ') : texts.noTimeLeft}</dd>
            <dt>{texts.price}</dt>
            <dd>{formatChf(evening.pricePerPerson)}</dd>
            {evening.deposit > 0 && (
              <>
                <dt>{texts.deposit}</dt>
                <dd>
                  {formatChf(evening.deposit)}
                  <span className="evening__hint">{texts.depositHint}</span>
                </dd>
              </>
            )}
            <dt>{texts.places}</dt>
            <dd className={full ? 'evening__full' : undefined}>
              {full ? texts.full : texts.placesLeft(evening.coversLeft)}
            </dd>
          </dl>
          {(setMenu || menuText) && (
            <section className="evening__section" aria-labelledby="soiree-menu-titre">
              <h2 className="evening__heading" id="soiree-menu-titre">
                {texts.menu}
              </h2>
              {setMenu ? (
                <SetMenuCourses setMenu={setMenu} />
              ) : (
                <p className="evening__menu-text" lang={textLang(evening, 'menuText')}>
                  {menuText}
                </p>
              )}
            </section>
          )}
          {evening.cancellationTerms && (
            <section className="evening__section" aria-labelledby="soiree-conditions-titre">
              <h2 className="evening__heading" id="soiree-conditions-titre">
                {texts.terms}
              </h2>
              <p className="evening__terms" lang={textLang(evening, 'cancellationTerms')}>
                {evening.cancellationTerms}
              </p>
            </section>
          )}
        </div>
        <div className="contact__form-panel evening-page__booking">
          <EveningBooking
            evening={evening}
            allergies={allergies}
            answer={answer}
            formToken={formToken}
            onCoversChanged={onCoversChanged}
          />
        </div>
      </div>
    </main>
  );
}
