import { formatChf, setMenuScheduleFrom, type PublicSetMenu } from '@ticino/shared';
import { useT, useTextLang } from '../../hooks/useLocale';
import { DishLawDetails } from './DishLawDetails';

interface SetMenuSectionProps {
  setMenus: PublicSetMenu[];
  /** Makes the section's ids unique on its page. */
  idPrefix: string;
}

/**
 * « Formules » (docs/product.md#set-menus): each set menu with its price, when it is served (always the sentence, never
 * « served now »: the server's page must not depend on the hour), and each course's dishes to choose from with the
 * law's details as on the menu. No price per dish: the set menu's is the price. Nothing when there is none.
 */
export function SetMenuSection({ setMenus, idPrefix }: SetMenuSectionProps) {
  const t = useT();
  // Names are the staff's, French where not translated (docs/product.md#translations).
  const textLang = useTextLang();
  if (setMenus.length === 0) return null;
  const titleId = `${idPrefix}-formules-titre`;
  return (
    <section className="set-menus" id={`${idPrefix}-formules`} aria-labelledby={titleId}>
      <h2 className="set-menus__title" id={titleId}>
        {t.setMenus.heading}
      </h2>
      <p className="set-menus__intro">{t.setMenus.intro}</p>
      {setMenus.map((setMenu) => {
        const menuId = `${idPrefix}-formule-${setMenu.id}`;
        return (
          <article className="set-menu" key={setMenu.id} aria-labelledby={menuId}>
            <div className="set-menu__line">
              <h3 className="set-menu__name" id={menuId} lang={textLang(setMenu, 'name')}>
                {setMenu.name}
              </h3>
              <span className="dish__leader" aria-hidden="true" />
              <span className="dish__price">{formatChf(setMenu.price)}</span>
            </div>
            <p className="set-menu__schedule">{setMenuScheduleFrom(setMenu, t)}</p>
            {setMenu.courses.map((course, index) => {
              const courseId = `${menuId}-service-${index + 1}`;
              return (
                // A group, not a landmark: every set menu may have its « Entrée ».
                <div role="group" className="set-menu__course" key={courseId} aria-labelledby={courseId}>
                  <h4 className="set-menu__course-name" id={courseId}>
                    <span lang={textLang(setMenu, `courses.${course.name}`)}>{course.name}</span> ·{' '}
                    <span className="set-menu__choice">{t.setMenus.choice}</span>
                  </h4>
                  <ul className="set-menu__dishes">
                    {course.dishes.map((dish) => (
                      <li
                        className={`set-menu__dish${dish.availability === 'épuisé' ? ' set-menu__dish--sold-out' : ''}`}
                        key={dish.id}
                      >
                        <div className="dish__text">
                          <div className="set-menu__line">
                            <h5 className="set-menu__dish-title" lang={textLang(dish, 'title')}>
                              {dish.title}
                            </h5>
                            {dish.availability === 'épuisé' && <span className="dish__sold-out">{t.menu.soldOut}</span>}
                          </div>
                          <p className="set-menu__dish-description" lang={textLang(dish, 'description')}>
                            {dish.description}
                          </p>
                          <DishLawDetails item={dish} />
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </article>
        );
      })}
    </section>
  );
}
