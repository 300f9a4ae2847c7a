import { addDays, toDateInputValue } from '../primitives/format';

/** Router state carried from Find Room to /room_details (docs/product.md#template-data). */
export interface RoomSearchState {
  selectedInDate: string;
  selectedOutDate: string;
  room: number;
  adult: number;
  children: number;
}

/** docs/product.md#room-details-page defaults when nothing is passed: today, today + 3 days, 2 adults, 1 child, 1 room. */
export function defaultRoomSearch(today = new Date()): RoomSearchState {
  return {
    selectedInDate: toDateInputValue(today),
    selectedOutDate: toDateInputValue(addDays(today, 3)),
    room: 1,
    adult: 2,
    children: 1,
  };
}

function field<T>(state: unknown, key: string, isValid: (value: unknown) => value is T): T | undefined {
  if (typeof state !== 'object' || state === null || !(key in state)) return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  return isValid(value) ? value : undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads whatever a link passed in router state, falling back field by field on the defaults. */
export function readRoomDetailsState(state: unknown): RoomSearchState & { title?: string } {
  const defaults = defaultRoomSearch();
  return {
    title: field(state, 'title', isText),
    selectedInDate: field(state, 'selectedInDate', isText) ?? defaults.selectedInDate,
    selectedOutDate: field(state, 'selectedOutDate', isText) ?? defaults.selectedOutDate,
    room: field(state, 'room', isCount) ?? defaults.room,
    adult: field(state, 'adult', isCount) ?? defaults.adult,
    children: field(state, 'children', isCount) ?? defaults.children,
  };
}

/** The post title passed by a blog card, if any. */
export function readTitleState(state: unknown): string | undefined {
  return field(state, 'title', isText);
}
