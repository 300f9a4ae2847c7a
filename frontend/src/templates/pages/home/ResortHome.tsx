import { BlogCard } from '../../components/cards/BlogCard';
import { CardSlider } from '../../components/media/CardSlider';
import { CountSelect } from '../../components/forms/CountSelect';
import { GalleryGrid } from '../../components/media/GalleryGrid';
import { Hero } from '../../components/sections/Hero';
import { HeroSearchForm } from '../../components/forms/HeroSearchForm';
import { Img } from '../../components/primitives/Img';
import { NewsletterForm } from '../../components/forms/NewsletterForm';
import { RoomCard } from '../../components/cards/RoomCard';
import { SectionTitle } from '../../components/sections/SectionTitle';
import { StayDateFields } from '../../components/forms/StayDateFields';
import { TemplateSection } from '../../components/sections/TemplateSection';
import { TestimonialSlider } from '../../components/media/Testimonials';
import { PLACES } from '../../data/gallery';
import { templateImage } from '../../data/images';
import { POSTS } from '../../data/posts';
import { ROOMS } from '../../data/rooms';
import { FACILITIES } from '../../data/services';
import { TESTIMONIALS } from '../../data/testimonials';

const HERO = templateImage('hero-resort', 'A resort pool by the lake with palm trees and mountains at sunset');
const INTRO = templateImage('about-1', 'The resort building with balconies over the garden');

export function ResortHome() {
  return (
    <>
      <Hero
        image={HERO}
        kicker="Lakeside resort"
        title="Slow days by the water"
        text="Pool, spa and a private beach, twenty minutes from the city and a world away from it."
      >
        <HeroSearchForm label="Search rooms" submitLabel="Check Availability">
          <StayDateFields />
          <CountSelect label="Adults" name="adults" max={5} />
          <CountSelect label="Children" name="children" max={5} />
        </HeroSearchForm>
      </Hero>
      <TemplateSection className="tpl-split">
        <Img image={INTRO} />
        <div>
          <SectionTitle
            align="start"
            kicker="Welcome"
            title="A resort made for doing very little, very well"
            text="Sixty rooms in a garden that runs down to the lake. Mornings start with breakfast on the terrace; afternoons end on a lounger with a book."
          />
          <p className="tpl-muted">
            Check-in after 02:00pm, check-out before 11:00am. Early arrivals can use the pool and the spa while the room
            is being prepared.
          </p>
        </div>
      </TemplateSection>
      <TemplateSection alt kicker="Facilities" title="Everything for an easy stay">
        <div className="tpl-grid tpl-grid--3">
          {FACILITIES.map((facility) => (
            <article key={facility.title} className="tpl-card tpl-facility">
              <Img image={facility.image} />
              <div className="tpl-card__body">
                <h3>{facility.title}</h3>
                <p className="tpl-muted">{facility.text}</p>
              </div>
            </article>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection kicker="Places" title="Around the resort" text="Select a picture to see it larger.">
        <GalleryGrid images={PLACES} />
      </TemplateSection>
      <TemplateSection alt kicker="Rooms" title="Choose your room">
        <CardSlider
          items={ROOMS}
          itemKey={(room) => room.id}
          renderItem={(room) => <RoomCard room={room} />}
          label="Rooms"
        />
      </TemplateSection>
      <TemplateSection kicker="Testimonials" title="Guests about their stay">
        <TestimonialSlider testimonials={TESTIMONIALS} label="Testimonials" layout="rows" />
      </TemplateSection>
      <TemplateSection alt kicker="Blog" title="Stories from the resort">
        <div className="tpl-grid tpl-grid--3">
          {POSTS.slice(0, 3).map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </div>
        <div className="tpl-subscribe">
          <h2>Subscribe for seasonal offers</h2>
          <NewsletterForm id="tpl-resort-subscribe" />
        </div>
      </TemplateSection>
    </>
  );
}
