import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import type { MenuCategory, MenuItem } from '@ticino/shared';

/** What the live region says after a move, e.g. « Tiramisù » déplacé en position 2 sur 7. */
const movedMessage = (item: MenuItem, index: number, count: number) =>
  `« ${item.title} » déplacé en position ${index + 1} sur ${count}`;

/**
 * Moving the shown cards within `category` (docs/product.md#order-within-a-category), by dragging or by « Monter » and
 * « Descendre »; null when the list may not be ordered. Says each move in a live region and keeps the focus on the
 * moved card's button.
 */
export function useMenuReordering(
  shown: MenuItem[],
  category: MenuCategory | null,
  saveOrder: (category: MenuCategory, ids: string[]) => Promise<unknown>,
) {
  const listRef = useRef<HTMLUListElement>(null);
  // The move button to focus again once the list shows the new order.
  const movedButton = useRef<{ id: string; step: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  const reorder = useCallback(
    (from: number, to: number) => {
      if (!category || from === to || to < 0 || to >= shown.length) return;
      const next = arrayMove(shown, from, to);
      setAnnouncement(movedMessage(shown[from], to, next.length));
      void saveOrder(
        category,
        next.map((item) => item.id),
      );
    },
    [category, shown, saveOrder],
  );

  const moveByStep = useCallback(
    (item: MenuItem, step: -1 | 1) => {
      const from = shown.findIndex((entry) => entry.id === item.id);
      movedButton.current = { id: item.id, step };
      reorder(from, from + step);
    },
    [shown, reorder],
  );

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    reorder(
      shown.findIndex((item) => item.id === active.id),
      shown.findIndex((item) => item.id === over.id),
    );
  };

  // The moved card's button keeps the focus; at the top or the bottom, where it is disabled, the other one takes it.
  useLayoutEffect(() => {
    const moved = movedButton.current;
    if (!moved || !listRef.current) return;
    movedButton.current = null;
    const button = (step: -1 | 1) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-item="${CSS.escape(moved.id)}"][data-move="${step === -1 ? 'up' : 'down'}"]`,
      );
    const target = button(moved.step);
    (target && !target.disabled ? target : button(moved.step === -1 ? 1 : -1))?.focus();
  }, [shown]);

  return { listRef, sensors, announcement, moveByStep, dropped };
}

export type MenuReordering = ReturnType<typeof useMenuReordering>;
