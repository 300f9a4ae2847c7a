import { ROOMS } from '../../data/rooms';
import { ExpandableGrid } from './ExpandableGrid';
import { RoomCard } from './RoomCard';

/** Rooms grid; with `toggle` it shows 3 of the 6 rooms until VIEW ALL ROOMS is pressed. */
export function RoomGrid({ toggle = false }: { toggle?: boolean }) {
  return (
    <ExpandableGrid
      items={ROOMS}
      renderItem={(room) => <RoomCard key={room.id} room={room} />}
      toggle={toggle ? { expand: 'VIEW ALL ROOMS', collapse: 'CLOSE ALL' } : undefined}
    />
  );
}
