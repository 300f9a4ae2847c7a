import { Spinner } from './Spinner';

interface RetryNoticeProps {
  /** What could not be loaded, in French (« Erreur lors du chargement du menu »). */
  message: string;
  onRetry: () => void;
  /** The notice's look, which is its page's. */
  className: string;
  /** For a notice that tells its retry under way: false, or while it is, what the button's spinner says. */
  retryingLabel?: string | false;
  /** The button's words on a page in another language than French. */
  retryLabel?: string;
}

/** A load that failed: what failed, and « Réessayer », announced as an alert. */
export function RetryNotice({
  message,
  onRetry,
  className,
  retryingLabel,
  retryLabel = 'Réessayer',
}: RetryNoticeProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={retryingLabel === undefined ? undefined : retryingLabel !== false}
        onClick={onRetry}
      >
        {retryingLabel && <Spinner label={retryingLabel} size="sm" />}
        {retryLabel}
      </button>
    </div>
  );
}
