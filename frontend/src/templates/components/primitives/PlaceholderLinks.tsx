interface PlaceholderLinksProps {
  items: readonly string[];
  className: string;
  label?: string;
}

/** Decorative links (categories, tags, networks): the template has no pages behind them, so each points at "#". */
export function PlaceholderLinks({ items, className, label }: PlaceholderLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <a href="#">{item}</a>
        </li>
      ))}
    </ul>
  );
}
