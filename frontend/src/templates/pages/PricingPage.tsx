import { Link } from 'react-router-dom';
import { CheckList } from '../components/primitives/CheckList';
import { FaqAccordion } from '../components/sections/FaqAccordion';
import { PageBanner } from '../components/sections/PageBanner';
import { TemplateSection } from '../components/sections/TemplateSection';
import { FAQ } from '../data/faq';
import { PLANS } from '../data/plans';
import { useVariantPath } from '../hooks/useTemplateRoute';

export function PricingPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="Pricing" />
      <TemplateSection kicker="Extras" title="Add a little more to your stay">
        <div className="tpl-grid tpl-grid--3">
          {PLANS.map((plan, index) => (
            <article key={index} className="tpl-card tpl-plan">
              <h3>{plan.name}</h3>
              <p className="tpl-plan__price">
                <span className="tpl-plan__amount">${plan.price}</span> {plan.period}
              </p>
              <CheckList items={plan.features} />
              <Link className="tpl-button" to={pathFor('find_room')}>
                PURCHASES NOW
              </Link>
            </article>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection alt className="tpl-narrow" kicker="FAQ" title="Frequently asked questions">
        <FaqAccordion entries={FAQ} />
      </TemplateSection>
    </>
  );
}
