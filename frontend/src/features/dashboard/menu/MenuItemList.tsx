import { DndContext, closestCenter } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { ComponentProps } from 'react';
import type { MenuItem } from '@ticino/shared';
import type { MenuReordering } from './hooks/useMenuReordering';
import { MenuItemCard, type CardOrdering } from './MenuItemCard';
import { SortableMenuItemCard } from './SortableMenuItemCard';

/** What every card is given, but its item and its pending work. */
type CardActions = Pick<
  ComponentProps<typeof MenuItemCard>,
  'onEdit' | 'onDelete' | 'onHistory' | 'onAvailability' | 'today'
>;

interface MenuItemListProps extends CardActions {
  shown: MenuItem[];
  /** Whether the cards may be moved (a category chosen, no search). */
  ordered: boolean;
  reordering: MenuReordering;
  deleting: ReadonlySet<string>;
  marking: ReadonlySet<string>;
}

/** The cards of the shown items; sortable ones when the list may be ordered. */
export function MenuItemList({ shown, ordered, reordering, deleting, marking, ...actions }: MenuItemListProps) {
  const { sensors, dropped, listRef, moveByStep } = reordering;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={shown.map((item) => item.id)} strategy={rectSortingStrategy}>
        <ul className="admin-items" ref={listRef}>
          {shown.map((item, index) => {
            const props = { ...actions, item, deleting: deleting.has(item.id), marking: marking.has(item.id) };
            if (!ordered) return <MenuItemCard key={item.id} {...props} />;
            const ordering: CardOrdering = { index, count: shown.length, onMove: moveByStep };
            return <SortableMenuItemCard key={item.id} {...props} ordering={ordering} />;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
