import { Link } from 'react-router-dom';
import type { Room } from '../data/rooms';
import { useVariantPath } from '../hooks/useTemplateRoute';
import { Icon } from './Icon';
import { Img } from './Img';

export function RoomCard({ room }: { room: Room }) {
  const pathFor = useVariantPath();
  return (
    <article className="tpl-card tpl-room-card">
      <div className="tpl-card__media">
        <Img image={room.image} />
        <span className="tpl-price-tag">{room.price}</span>
      </div>
      <div className="tpl-card__body">
        <h3>
          <Link to={pathFor('room_details')} state={{ title: room.name }}>
            {room.name}
          </Link>
        </h3>
        <ul className="tpl-facts">
          <li>
            <Icon name="user" size={16} /> Adults {room.adults}
          </li>
          <li>Size {room.size}</li>
        </ul>
        <p className="tpl-muted">{room.description}</p>
      </div>
    </article>
  );
}
