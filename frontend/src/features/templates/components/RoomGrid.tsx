import { useState } from 'react';
import { ROOMS } from '../data/rooms';
import { RoomCard } from './RoomCard';

const COLLAPSED_COUNT = 3;

/** Rooms grid; with `toggle` it shows 3 of the 6 rooms until VIEW ALL ROOMS is pressed. */
export function RoomGrid({ toggle = false }: { toggle?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const rooms = toggle && !expanded ? ROOMS.slice(0, COLLAPSED_COUNT) : ROOMS;
  return (
    <>
      <div className="tpl-grid tpl-grid--3" id="tpl-room-grid">
        {rooms.map((room) => (
          <RoomCard key={room.id} room={room} />
        ))}
      </div>
      {toggle && (
        <p className="tpl-center">
          <button
            type="button"
            className="tpl-button"
            aria-expanded={expanded}
            aria-controls="tpl-room-grid"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'CLOSE ALL' : 'VIEW ALL ROOMS'}
          </button>
        </p>
      )}
    </>
  );
}
