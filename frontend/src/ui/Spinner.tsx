interface SpinnerProps {
  /** Read by screen readers; shown next to the spinner when `visibleLabel` is set. */
  label: string;
  visibleLabel?: boolean;
  size?: 'sm' | 'md';
}

export function Spinner({ label, visibleLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <span className={`spinner-status spinner-status--${size}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={visibleLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}
