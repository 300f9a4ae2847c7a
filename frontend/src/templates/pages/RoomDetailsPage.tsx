import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CheckList } from '../components/primitives/CheckList';
import { confirmBookingDialog } from '../components/forms/template-dialogs';
import { formatDateValue, pad2 } from '../components/primitives/format';
import { Icon } from '../components/primitives/Icon';
import { Img } from '../components/primitives/Img';
import { PageBanner } from '../components/sections/PageBanner';
import { TemplateSection } from '../components/sections/TemplateSection';
import { readRoomDetailsState } from '../components/forms/routerState';
import { SummaryCard } from '../components/cards/SummaryCard';
import { DEFAULT_ROOM_TITLE, ROOM_AMENITIES, ROOM_DETAIL_IMAGES } from '../data/rooms';

const HOUSE_RULES = [
  'No smoking anywhere in the building',
  'Quiet hours from 10:00 PM to 7:00 AM',
  'Parties and events only in the meeting rooms',
];

/** Two pictures whose arrows wrap around (docs/product.md#room-details-page). */
function RoomCarousel() {
  const [index, setIndex] = useState(0);
  const count = ROOM_DETAIL_IMAGES.length;
  const image = ROOM_DETAIL_IMAGES[index];
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  return (
    <div className="tpl-carousel" role="group" aria-roledescription="carousel" aria-label="Room photos">
      {image && <Img image={image} eager />}
      <button type="button" className="tpl-carousel__arrow tpl-carousel__arrow--prev" onClick={() => step(-1)}>
        <Icon name="left" size={24} />
        <span className="tpl-visually-hidden">Previous photo</span>
      </button>
      <button type="button" className="tpl-carousel__arrow tpl-carousel__arrow--next" onClick={() => step(1)}>
        <Icon name="right" size={24} />
        <span className="tpl-visually-hidden">Next photo</span>
      </button>
      <p className="tpl-carousel__count" aria-live="polite">
        {index + 1} / {count}
      </p>
    </div>
  );
}

export function RoomDetailsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const booking = readRoomDetailsState(location.state);
  const title = booking.title ?? DEFAULT_ROOM_TITLE;
  const summary = [
    { term: 'Check In', value: formatDateValue(booking.selectedInDate) },
    { term: 'Check Out', value: formatDateValue(booking.selectedOutDate) },
    { term: 'Rooms', value: pad2(booking.room) },
    { term: 'Adults', value: pad2(booking.adult) },
    { term: 'Children', value: pad2(booking.children) },
  ];

  const confirm = async () => {
    if (await confirmBookingDialog()) navigate('/');
  };

  return (
    <>
      <PageBanner title={title} />
      <TemplateSection className="tpl-details">
        <div className="tpl-details__main">
          <RoomCarousel />
          <h2>About this room</h2>
          <p>
            A bright, quiet room on the garden side with a king bed, a sofa that opens for a child, and a bathroom with
            a rain shower and a deep bath. Everything is ready for a long stay: wardrobe space, a desk by the window and
            blackout curtains.
          </p>
          <h3>Check-in and check-out</h3>
          <p>
            Check-in from 9:00 AM (early check-in subject to availability). Check-out before noon; we keep your bags at
            reception for the rest of the day.
          </p>
          <h3>House Rules</h3>
          <CheckList items={HOUSE_RULES} />
          <h3>Children &amp; Extra Beds</h3>
          <p>
            Children of all ages are welcome. A cot or an extra bed can be added on request at no charge for children
            under six.
          </p>
          <h3>Amenities</h3>
          <CheckList items={ROOM_AMENITIES} className="tpl-amenities" />
        </div>
        <SummaryCard titleId="tpl-summary-title" title="Booking summary" rows={summary}>
          <button type="button" className="tpl-button tpl-button--block" onClick={() => void confirm()}>
            Confirm Booking
          </button>
        </SummaryCard>
      </TemplateSection>
    </>
  );
}
