import type { ComponentProps } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MenuItemCard } from './MenuItemCard';

type SortableMenuItemCardProps = Omit<ComponentProps<typeof MenuItemCard>, 'dragHandle' | 'cardRef' | 'cardStyle'>;

/**
 * A card that can be dragged within its category by its handle, with a mouse or a finger
 * (docs/product.md#order-within-a-category). The handle is left out of the keyboard order and of what screen readers
 * read: « Monter » and « Descendre » do the same from the keyboard.
 */
export function SortableMenuItemCard(props: SortableMenuItemCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.item.id,
  });
  return (
    <MenuItemCard
      {...props}
      cardRef={setNodeRef}
      cardStyle={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
      dragHandle={
        <span
          ref={setActivatorNodeRef}
          className="admin-item__handle"
          title={`Glisser pour déplacer ${props.item.title}`}
          data-drag-handle={props.item.id}
          {...attributes}
          {...listeners}
          tabIndex={-1}
          role="presentation"
          aria-hidden="true"
        >
          ⠿
        </span>
      }
    />
  );
}
