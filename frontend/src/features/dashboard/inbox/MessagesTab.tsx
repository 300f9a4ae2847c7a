import { useState } from 'react';
import { DELIVERY_STATE_LABELS, type InboxFilter, type InboxMessage } from '@ticino/shared';
import { ApiError } from '../../../lib/api-client';
import { alertDialog, confirmDialog } from '../../../ui/dialogs';
import { Spinner } from '../../../ui/Spinner';
import { deleteMessage, replyLink, updateMessage } from './api/messages-api';
import { useInboxPage, useInboxSummary, useRefreshInbox } from './hooks/useInbox';
import { RetryNotice } from '../../../ui/RetryNotice';
import { mailtoHref } from '../../../lib/mailto';

const receivedFormat = new Intl.DateTimeFormat('fr-CH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

function received(message: InboxMessage): string {
  return receivedFormat.format(new Date(message.receivedAt));
}

/** A 401 already sends the staff member back to the login screen; an alert on top would only confuse. */
function isSessionExpiry(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function deliveryText(message: InboxMessage): string | null {
  const { state, lastError } = message.delivery;
  if (!state) return null;
  const label = `E-mail : ${DELIVERY_STATE_LABELS[state]}`;
  return state !== 'sent' && lastError ? `${label} (${lastError})` : label;
}

interface MessageRowProps {
  message: InboxMessage;
  open: boolean;
  busy: boolean;
  onToggle: (message: InboxMessage) => void;
  onHandled: (message: InboxMessage, handled: boolean) => void;
  onDelete: (message: InboxMessage) => void;
}

function MessageRow({ message, open, busy, onToggle, onHandled, onDelete }: MessageRowProps) {
  const unread = message.readAt === null;
  const handled = message.handledAt !== null;
  const bodyId = `admin-message-${message.id}`;
  const delivery = deliveryText(message);
  return (
    <li className={`admin-message${unread ? ' admin-message--unread' : ''}`} aria-busy={busy}>
      <button
        type="button"
        className="admin-message__summary"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => onToggle(message)}
      >
        <span className="admin-message__from">
          {unread && <span className="badge admin-message__new">Non lu</span>}
          {message.name}
        </span>
        <span className="admin-message__subject">{message.subject}</span>
        <span className="admin-message__meta">
          <time dateTime={message.receivedAt}>{received(message)}</time>
          <span className={`badge${handled ? ' admin-message__handled' : ''}`}>
            {handled ? 'Traité' : 'Non traité'}
          </span>
        </span>
      </button>
      {open && (
        <div className="admin-message__body" id={bodyId}>
          <p>
            De {message.name} &lt;<a href={mailtoHref(message.email)}>{message.email}</a>&gt;
          </p>
          <p className="admin-message__text">{message.message}</p>
          {delivery && <p className="admin-message__delivery">{delivery}</p>}
          <div className="admin-item__actions">
            <a className="button button--primary button--small" href={replyLink(message.email, message.subject)}>
              Répondre
            </a>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-disabled={busy}
              onClick={() => !busy && onHandled(message, !handled)}
            >
              {handled ? 'Marquer comme non traité' : 'Marquer comme traité'}
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              aria-disabled={busy}
              onClick={() => !busy && onDelete(message)}
            >
              {busy && <span className="spinner admin-inline-spinner" aria-hidden="true" />}
              Supprimer
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

interface InboxPagesProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** « Précédent », the page shown and « Suivant ». */
function InboxPages({ page, pageCount, onPage }: InboxPagesProps) {
  return (
    <nav className="admin-messages__pages" aria-label="Pages des messages">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Précédent
      </button>
      <span>
        Page {page} sur {pageCount}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}

/** The guests' messages, newest first (docs/product.md#messages-tab). */
export function MessagesTab() {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { inbox, failed, retry } = useInboxPage(page, filter);
  const summary = useInboxSummary();
  const refresh = useRefreshInbox();

  // After a deletion empties the last page, show the page before it (set while rendering, React's way to adjust
  // state to what was just read).
  const lastPage = Math.max(1, inbox?.pageCount ?? 1);
  if (inbox && page > lastPage) setPage(lastPage);

  const change = async (message: InboxMessage, work: () => Promise<void>, failureTitle: string) => {
    setBusyId(message.id);
    try {
      await work();
      await refresh();
    } catch (error) {
      if (!isSessionExpiry(error)) {
        await alertDialog({
          title: failureTitle,
          text: error instanceof ApiError ? error.message : undefined,
          tone: 'error',
        });
      }
    } finally {
      setBusyId(null);
    }
  };

  const toggle = (message: InboxMessage) => {
    if (openId === message.id) {
      setOpenId(null);
      return;
    }
    setOpenId(message.id);
    if (message.readAt === null) {
      void change(message, () => updateMessage(message.id, { read: true }), 'Erreur lors de la mise à jour');
    }
  };

  const markHandled = (message: InboxMessage, handled: boolean) =>
    void change(message, () => updateMessage(message.id, { handled }), 'Erreur lors de la mise à jour');

  const confirmAndDelete = async (message: InboxMessage) => {
    const confirmed = await confirmDialog({
      title: 'Êtes-vous sûr de vouloir supprimer ce message ?',
      text: `${message.subject} — ${message.name}`,
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (confirmed) await change(message, () => deleteMessage(message.id), 'Erreur lors de la suppression');
  };

  const chooseFilter = (onlyUnhandled: boolean) => {
    setFilter(onlyUnhandled ? 'unhandled' : 'all');
    setPage(1);
  };

  return (
    <section className="admin-messages" aria-label="Messages des clients">
      {summary && !summary.emailNotification && (
        <p className="admin-messages__notice" role="status">
          La notification par e-mail est désactivée : les nouveaux messages n&apos;arrivent que dans cet onglet.
        </p>
      )}
      <div className="admin-messages__toolbar">
        <label className="admin-messages__filter">
          <input
            type="checkbox"
            checked={filter === 'unhandled'}
            onChange={(event) => chooseFilter(event.target.checked)}
          />
          Non traités seulement
        </label>
        {inbox && (
          <p className="admin-count" aria-live="polite">
            {inbox.total} message(s)
          </p>
        )}
      </div>
      {failed ? (
        <RetryNotice
          className="admin-notice admin-notice--error"
          message="Erreur lors du chargement des messages"
          onRetry={retry}
        />
      ) : !inbox ? (
        <div className="admin-notice">
          <Spinner label="Chargement des messages..." visibleLabel />
        </div>
      ) : inbox.messages.length === 0 ? (
        <div className="admin-empty">
          <p className="admin-empty__title">{filter === 'unhandled' ? 'Aucun message non traité' : 'Aucun message'}</p>
        </div>
      ) : (
        <>
          <ul className="admin-messages__list">
            {inbox.messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                open={openId === message.id}
                busy={busyId === message.id}
                onToggle={toggle}
                onHandled={markHandled}
                onDelete={(target) => void confirmAndDelete(target)}
              />
            ))}
          </ul>
          {inbox.pageCount > 1 && <InboxPages page={inbox.page} pageCount={inbox.pageCount} onPage={setPage} />}
        </>
      )}
    </section>
  );
}
