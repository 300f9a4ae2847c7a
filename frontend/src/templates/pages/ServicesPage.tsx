import { Link } from 'react-router-dom';
import { pad2 } from '../components/primitives/format';
import { Img } from '../components/primitives/Img';
import { PageBanner } from '../components/sections/PageBanner';
import { TemplateSection } from '../components/sections/TemplateSection';
import { FACILITY_BLOCKS } from '../data/services';
import { useVariantPath } from '../hooks/useTemplateRoute';

export function ServicesPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="Service" />
      <TemplateSection kicker="Facilities" title="Everything under one roof">
        {FACILITY_BLOCKS.map((block, index) => (
          <article key={index} className={`tpl-feature${index % 2 ? ' tpl-feature--reverse' : ''}`}>
            <Img image={block.image} className="tpl-feature__image" />
            <div className="tpl-feature__text">
              <p className="tpl-kicker">{pad2(index + 1)}</p>
              <h3>{block.title}</h3>
              <p className="tpl-muted">{block.text}</p>
              <Link className="tpl-text-link" to={pathFor('service_details')}>
                Read More<span className="tpl-visually-hidden">: {block.title}</span>
              </Link>
            </div>
          </article>
        ))}
        <p className="tpl-center">
          <Link className="tpl-button" to={pathFor('our_team')}>
            View More
          </Link>
        </p>
      </TemplateSection>
    </>
  );
}
