import { useEffect, useState } from 'react';
import { MEAL_CATEGORIES, loadMealMenu, type MealCategory, type MealItem } from '../../api/meal-menu';
import { IMAGE_SLOTS } from '../../data/images';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: MealItem[] };

/** "RESTAURANT FOOD MENU": starts with all four meals; each button shows one (there is no "all" button). */
export function FoodMenu() {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [category, setCategory] = useState<MealCategory | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadMealMenu(controller.signal)
      .then((items) => setLoad({ status: 'ready', items }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      });
    return () => controller.abort();
  }, []);

  const items = load.status === 'ready' ? load.items.filter((item) => !category || item.category === category) : [];

  return (
    <section className="tpl-food-menu" aria-labelledby="tpl-food-menu-title">
      <h2 id="tpl-food-menu-title">RESTAURANT FOOD MENU</h2>
      <div className="tpl-filter" role="group" aria-label="Meal">
        {MEAL_CATEGORIES.map((meal) => (
          <button
            key={meal}
            type="button"
            className="tpl-filter__button"
            aria-pressed={category === meal}
            onClick={() => setCategory(meal)}
          >
            {meal.toUpperCase()}
          </button>
        ))}
      </div>
      {load.status === 'loading' && (
        <p role="status" className="tpl-muted">
          Loading the menu…
        </p>
      )}
      {load.status === 'error' && (
        <p className="tpl-muted">The menu cannot be shown right now. Please ask at reception.</p>
      )}
      {load.status === 'ready' && (
        <ul className="tpl-food-list">
          {items.map((item) => (
            <li key={item.id} className="tpl-food-item" data-category={item.category}>
              <img
                src={item.image}
                alt={item.title}
                width={IMAGE_SLOTS.meal.width}
                height={IMAGE_SLOTS.meal.height}
                loading="lazy"
                decoding="async"
              />
              <div>
                <p className="tpl-food-item__line">
                  <strong className="tpl-food-item__title">{item.title}</strong>
                  <span className="tpl-food-item__price">${item.price.toFixed(2)}</span>
                </p>
                <p className="tpl-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
