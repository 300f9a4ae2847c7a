import { Icon } from './Icon';

interface CheckListProps {
  items: readonly string[];
  /** `tpl-amenities` sets the same ticked items out in columns. */
  className?: string;
}

export function CheckList({ items, className = 'tpl-checklist' }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} /> {item}
        </li>
      ))}
    </ul>
  );
}
