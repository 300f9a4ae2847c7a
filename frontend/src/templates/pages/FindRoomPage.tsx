import { Link } from 'react-router-dom';
import { ContactBlock } from '../components/sections/ContactBlock';
import { TemplateContactForm } from '../components/forms/TemplateContactForm';
import { FindRoomForm } from '../components/forms/FindRoomForm';
import { Stars } from '../components/primitives/Icon';
import { PageBanner } from '../components/sections/PageBanner';
import { TaggedCard } from '../components/cards/TaggedCard';
import { TemplateSection } from '../components/sections/TemplateSection';
import { FIND_ROOM_ROOMS } from '../data/rooms';
import { useVariantPath } from '../hooks/useTemplateRoute';

export function FindRoomPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="Find Room" />
      <TemplateSection>
        <FindRoomForm />
      </TemplateSection>
      <TemplateSection alt kicker="Available now" title="Rooms for your dates">
        <div className="tpl-grid tpl-grid--3">
          {FIND_ROOM_ROOMS.map((room) => (
            <TaggedCard key={room.title} className="tpl-stay-card" image={room.image} tag={`$${room.price} per night`}>
              <Stars count={room.stars} />
              <h3>
                <Link to={pathFor('room_details')} state={{ title: room.title }}>
                  {room.title}
                </Link>
              </h3>
              <ul className="tpl-facts">
                <li>{room.area}</li>
                <li>{room.beds}</li>
              </ul>
            </TaggedCard>
          ))}
        </div>
      </TemplateSection>
      <TemplateSection className="tpl-split">
        <ContactBlock />
        <TemplateContactForm />
      </TemplateSection>
    </>
  );
}
