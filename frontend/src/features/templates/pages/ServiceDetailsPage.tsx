import { FoodMenu } from '../components/FoodMenu';
import { Icon } from '../components/Icon';
import { Img } from '../components/Img';
import { PageBanner } from '../components/PageBanner';
import { templateImage } from '../data/images';
import { MEAL_HOURS, RESTAURANT_RULES } from '../data/services';

const TERRACE = templateImage('place-4', 'The restaurant terrace set for dinner by the water');

export function ServiceDetailsPage() {
  return (
    <>
      <PageBanner title="Service Details" />
      <section className="tpl-section">
        <div className="tpl-container tpl-details">
          <div className="tpl-details__main">
            <Img image={TERRACE} eager />
            <h2>The Restaurant Center</h2>
            <p>
              Our kitchen cooks for hotel guests and neighbours alike, from the first coffee of the morning to a late
              dinner. The menu changes with the market; the bread is baked downstairs every night.
            </p>
            <h3>Restaurant rules</h3>
            <ul className="tpl-checklist">
              {RESTAURANT_RULES.map((rule) => (
                <li key={rule}>
                  <Icon name="check" size={16} /> {rule}
                </li>
              ))}
            </ul>
            <h3>Dress code</h3>
            <p>Smart casual in the evening. Swimwear and bathrobes are welcome at the pool bar, not in the dining room.</p>
            <h3>The terrace</h3>
            <p>
              From May to September the terrace opens over the water. It is first come, first served at lunch; for
              dinner, ask reception to keep you a table at sunset.
            </p>
          </div>
          <aside className="tpl-card tpl-summary" aria-labelledby="tpl-hours-title">
            <h2 id="tpl-hours-title">Meal hours</h2>
            <dl>
              {MEAL_HOURS.map(({ meal, hours }) => (
                <div key={meal}>
                  <dt>{meal}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <FoodMenu />
        </div>
      </section>
    </>
  );
}
