import { CheckList } from '../components/primitives/CheckList';
import { FoodMenu } from '../components/sections/FoodMenu';
import { Img } from '../components/primitives/Img';
import { PageBanner } from '../components/sections/PageBanner';
import { SummaryCard } from '../components/cards/SummaryCard';
import { TemplateSection } from '../components/sections/TemplateSection';
import { templateImage } from '../data/images';
import { MEAL_HOURS, RESTAURANT_RULES } from '../data/services';

const MEAL_ROWS = MEAL_HOURS.map(({ meal, hours }) => ({ term: meal, value: hours }));
const TERRACE = templateImage('place-4', 'The restaurant terrace set for dinner by the water');

export function ServiceDetailsPage() {
  return (
    <>
      <PageBanner title="Service Details" />
      <TemplateSection className="tpl-details">
        <div className="tpl-details__main">
          <Img image={TERRACE} eager />
          <h2>The Restaurant Center</h2>
          <p>
            Our kitchen cooks for hotel guests and neighbours alike, from the first coffee of the morning to a late
            dinner. The menu changes with the market; the bread is baked downstairs every night.
          </p>
          <h3>Restaurant rules</h3>
          <CheckList items={RESTAURANT_RULES} />
          <h3>Dress code</h3>
          <p>
            Smart casual in the evening. Swimwear and bathrobes are welcome at the pool bar, not in the dining room.
          </p>
          <h3>The terrace</h3>
          <p>
            From May to September the terrace opens over the water. It is first come, first served at lunch; for dinner,
            ask reception to keep you a table at sunset.
          </p>
        </div>
        <SummaryCard titleId="tpl-hours-title" title="Meal hours" rows={MEAL_ROWS} />
      </TemplateSection>
      <TemplateSection alt>
        <FoodMenu />
      </TemplateSection>
    </>
  );
}
