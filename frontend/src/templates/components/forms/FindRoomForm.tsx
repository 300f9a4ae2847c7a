import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useVariantPath } from '../../hooks/useTemplateRoute';
import { Counter } from './Counter';
import { addDays, pad2, toDateInputValue } from '../primitives/format';
import { Picker } from './Picker';
import type { RoomSearchState } from './routerState';

/** docs/product.md#room-and-find-room-pages: at least one room and one adult; children may be zero. */
const FLOOR = { room: 1, adult: 1, children: 0 };

/** "CHECK Availability": dates, Rooms and Guests pickers; "Checkout Now" carries the choice to /room_details. */
export function FindRoomForm() {
  const navigate = useNavigate();
  const pathFor = useVariantPath();
  const [selectedInDate, setInDate] = useState(() => toDateInputValue(new Date()));
  const [selectedOutDate, setOutDate] = useState(() => toDateInputValue(addDays(new Date(), 3)));
  const [room, setRoom] = useState(FLOOR.room);
  const [adult, setAdult] = useState(FLOOR.adult);
  const [children, setChildren] = useState(FLOOR.children);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const state: RoomSearchState = { selectedInDate, selectedOutDate, room, adult, children };
    navigate(pathFor('room_details'), { state });
  };

  return (
    <form className="tpl-availability" onSubmit={submit} aria-labelledby="tpl-availability-title">
      <h2 id="tpl-availability-title">CHECK Availability</h2>
      <div className="tpl-availability__fields">
        <label className="tpl-field">
          <span className="tpl-field__label">Check In</span>
          <input
            className="tpl-input"
            type="date"
            required
            value={selectedInDate}
            onChange={(e) => setInDate(e.target.value)}
          />
        </label>
        <label className="tpl-field">
          <span className="tpl-field__label">Check Out</span>
          <input
            className="tpl-input"
            type="date"
            required
            value={selectedOutDate}
            onChange={(e) => setOutDate(e.target.value)}
          />
        </label>
        <Picker label="Rooms" summary={`${pad2(room)} Room${room > 1 ? 's' : ''}`}>
          <Counter label="Rooms" value={room} min={FLOOR.room} onChange={setRoom} />
        </Picker>
        <Picker label="Guests" summary={`${pad2(adult)} Adult${adult > 1 ? 's' : ''}, ${pad2(children)} Children`}>
          <Counter label="Adults" value={adult} min={FLOOR.adult} onChange={setAdult} />
          <Counter label="Children" value={children} min={FLOOR.children} onChange={setChildren} />
        </Picker>
        <button type="submit" className="tpl-button tpl-button--block">
          Checkout Now
        </button>
      </div>
    </form>
  );
}
