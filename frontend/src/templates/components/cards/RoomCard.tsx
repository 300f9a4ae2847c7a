import { Link } from 'react-router-dom';
import type { Room } from '../../data/rooms';
import { useVariantPath } from '../../hooks/useTemplateRoute';
import { Icon } from '../primitives/Icon';
import { TaggedCard } from './TaggedCard';

export function RoomCard({ room }: { room: Room }) {
  const pathFor = useVariantPath();
  return (
    <TaggedCard className="tpl-room-card" image={room.image} tag={room.price}>
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
    </TaggedCard>
  );
}
