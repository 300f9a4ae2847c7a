import { Link } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion';
import { Icon } from '../components/Icon';
import { PageBanner } from '../components/PageBanner';
import { SectionTitle } from '../components/SectionTitle';
import { FAQ } from '../data/faq';
import { PLANS } from '../data/plans';
import { useVariantPath } from '../hooks/useTemplateRoute';

export function PricingPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="Pricing" />
      <section className="tpl-section">
        <div className="tpl-container">
          <SectionTitle kicker="Extras" title="Add a little more to your stay" />
          <div className="tpl-grid tpl-grid--3">
            {PLANS.map((plan, index) => (
              <article key={index} className="tpl-card tpl-plan">
                <h3>{plan.name}</h3>
                <p className="tpl-plan__price">
                  <span className="tpl-plan__amount">${plan.price}</span> {plan.period}
                </p>
                <ul className="tpl-checklist">
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" size={16} /> {feature}
                    </li>
                  ))}
                </ul>
                <Link className="tpl-button" to={pathFor('find_room')}>
                  PURCHASES NOW
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container tpl-narrow">
          <SectionTitle kicker="FAQ" title="Frequently asked questions" />
          <FaqAccordion entries={FAQ} />
        </div>
      </section>
    </>
  );
}
