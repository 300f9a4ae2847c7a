import { Link } from 'react-router-dom';
import { BlogCard } from '../components/cards/BlogCard';
import { CardSlider } from '../components/media/CardSlider';
import { CheckList } from '../components/primitives/CheckList';
import { Icon } from '../components/primitives/Icon';
import { Img } from '../components/primitives/Img';
import { PageBanner } from '../components/sections/PageBanner';
import { SectionTitle } from '../components/sections/SectionTitle';
import { TeamCard } from '../components/cards/TeamCard';
import { TemplateSection } from '../components/sections/TemplateSection';
import { TestimonialSlider } from '../components/media/Testimonials';
import { VideoPopup } from '../components/media/VideoPopup';
import { HOTEL, VIDEOS } from '../data/contact';
import { templateImage } from '../data/images';
import { POSTS } from '../data/posts';
import { TEAM } from '../data/team';
import { TESTIMONIALS } from '../data/testimonials';
import { useVariantPath } from '../hooks/useTemplateRoute';

const INTRO_IMAGES = [
  templateImage('about-1', 'The hotel facade with balconies and flower boxes'),
  templateImage('about-2', 'A suite with a view over the lake at dusk'),
];
const HIGHLIGHTS = [
  'Five minutes on foot from the station',
  'Breakfast with local bread, cheese and fruit',
  'Reception open day and night',
];
const MANAGER = templateImage('manager', 'Illustrated portrait of the hotel manager, Sofia Marchetti');

export function AboutPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="About Us" />
      <TemplateSection className="tpl-split">
        <div className="tpl-stack-images">
          {INTRO_IMAGES.map((image, index) => (
            <Img key={image.src} image={image} eager={index === 0} />
          ))}
        </div>
        <div>
          <SectionTitle
            align="start"
            kicker="Luxury hotel"
            title="A family-run hotel between the lake and the old town"
            text="Since 2003 we have welcomed travellers in a house built in 1898, restored room by room. Forty-two rooms, a garden, a pool and a restaurant that locals book too."
          />
          <CheckList items={HIGHLIGHTS} />
          <div className="tpl-address">
            <Icon name="pin" />
            <p>
              <strong>{HOTEL.name}</strong>
              <br />
              {HOTEL.address}
            </p>
          </div>
          <Link className="tpl-button" to={pathFor('services')}>
            More about
          </Link>
        </div>
      </TemplateSection>
      <TemplateSection alt className="tpl-split">
        <div className="tpl-media-play">
          <Img image={MANAGER} />
          <VideoPopup youtubeId={VIDEOS.hotelTour} title="A walk through the hotel" />
        </div>
        <div>
          <SectionTitle
            align="start"
            kicker="Hotel manager"
            title="“We run the hotel we would like to stay in.”"
            text="Sofia Marchetti grew up in the house and took it over in 2015. Press play for a short walk through the rooms, the garden and the kitchen."
          />
        </div>
      </TemplateSection>
      <TemplateSection kicker="Our team" title="Meet the expert members">
        <div className="tpl-grid tpl-grid--3">
          {TEAM.slice(0, 3).map((member) => (
            <TeamCard key={member.email} member={member} />
          ))}
        </div>
      </TemplateSection>
      <TemplateSection alt kicker="Client feedback" title="What our guests say">
        <TestimonialSlider testimonials={TESTIMONIALS} label="Client feedback" layout="rows" />
      </TemplateSection>
      <TemplateSection kicker="Latest blog" title="News from the hotel">
        <CardSlider
          items={POSTS}
          itemKey={(post) => post.id}
          renderItem={(post) => <BlogCard post={post} />}
          label="Latest blog posts"
        />
      </TemplateSection>
    </>
  );
}
