import { Link } from 'react-router-dom';
import { ContactBlock } from '../components/ContactBlock';
import { ContactForm } from '../components/ContactForm';
import { FindRoomForm } from '../components/FindRoomForm';
import { Stars } from '../components/Icon';
import { Img } from '../components/Img';
import { PageBanner } from '../components/PageBanner';
import { SectionTitle } from '../components/SectionTitle';
import { FIND_ROOM_ROOMS } from '../data/rooms';
import { useVariantPath } from '../hooks/useTemplateRoute';

export function FindRoomPage() {
  const pathFor = useVariantPath();
  return (
    <>
      <PageBanner title="Find Room" />
      <section className="tpl-section">
        <div className="tpl-container">
          <FindRoomForm />
        </div>
      </section>
      <section className="tpl-section tpl-section--alt">
        <div className="tpl-container">
          <SectionTitle kicker="Available now" title="Rooms for your dates" />
          <div className="tpl-grid tpl-grid--3">
            {FIND_ROOM_ROOMS.map((room) => (
              <article key={room.title} className="tpl-card tpl-stay-card">
                <div className="tpl-card__media">
                  <Img image={room.image} />
                  <span className="tpl-price-tag">${room.price} per night</span>
                </div>
                <div className="tpl-card__body">
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
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="tpl-section">
        <div className="tpl-container tpl-split">
          <ContactBlock />
          <ContactForm />
        </div>
      </section>
    </>
  );
}
