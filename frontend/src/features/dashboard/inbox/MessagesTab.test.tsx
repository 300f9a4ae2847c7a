import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  validateInboxQuery,
  type InboxMessage,
  type InboxMessageUpdate,
  type InboxPageResponse,
  type InboxSummaryResponse,
} from '@ticino/shared';
import { server } from '../../../test/server';
import { renderDashboard, setUpAdminTestEnvironment } from '../shared/test-support';

setUpAdminTestEnvironment();

function message(index: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: `m${index}`,
    name: `Client ${index}`,
    email: `client${index}@example.ch`,
    subject: `Sujet ${index}`,
    message: `Bonjour, message numéro ${index}.`,
    // Newest first: a higher index is older.
    receivedAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - index * 60_000).toISOString(),
    readAt: null,
    handledAt: null,
    delivery: { state: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-20T12:00:05.000Z' },
    ...overrides,
  };
}

/** A mock inbox that pages, marks and deletes like the server, recording each change. */
function mockInbox(initial: InboxMessage[], { emailNotification = true } = {}) {
  const state = { messages: [...initial], changes: [] as string[] };
  const find = (id: unknown) => state.messages.find((candidate) => candidate.id === id);
  server.use(
    http.get('/api/messages/summary', () =>
      HttpResponse.json<InboxSummaryResponse>({
        success: true,
        data: {
          unread: state.messages.filter((item) => !item.readAt).length,
          unhandled: state.messages.filter((item) => !item.handledAt).length,
          emailNotification,
        },
      }),
    ),
    http.get('/api/messages', ({ request }) => {
      const query = validateInboxQuery(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.ok) return HttpResponse.json({ success: false, message: 'invalid' }, { status: 400 });
      const { page, pageSize, filter } = query.values;
      const matching = state.messages.filter((item) => filter === 'all' || !item.handledAt);
      return HttpResponse.json<InboxPageResponse>({
        success: true,
        data: {
          messages: matching.slice((page - 1) * pageSize, page * pageSize),
          page,
          pageSize,
          total: matching.length,
          pageCount: Math.ceil(matching.length / pageSize),
        },
      });
    }),
    http.patch('/api/messages/:id', async ({ params, request }) => {
      const target = find(params.id);
      if (!target) return HttpResponse.json({ success: false, message: 'Message introuvable' }, { status: 404 });
      const change = (await request.json()) as InboxMessageUpdate;
      state.changes.push(`${target.id} ${JSON.stringify(change)}`);
      const now = new Date().toISOString();
      if (change.read !== undefined) target.readAt = change.read ? (target.readAt ?? now) : null;
      if (change.handled !== undefined) target.handledAt = change.handled ? now : null;
      return HttpResponse.json({ success: true, message: 'Message mis à jour', data: target });
    }),
    http.delete('/api/messages/:id', ({ params }) => {
      state.changes.push(`${String(params.id)} deleted`);
      state.messages = state.messages.filter((item) => item.id !== params.id);
      return HttpResponse.json({ success: true, message: 'Message supprimé' });
    }),
  );
  return state;
}

async function openMessagesTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: /^Messages/ }));
  return screen.findByRole('region', { name: 'Messages des clients' });
}

function rowOf(subject: string): HTMLElement {
  return screen.getByText(subject).closest('li') as HTMLElement;
}

describe('messages tab', () => {
  it('shows the unread count on the tab and lists the newest messages first, a page at a time', async () => {
    const user = userEvent.setup();
    const messages = Array.from({ length: 23 }, (_, index) => message(index + 1, { readAt: index < 20 ? null : 'x' }));
    await renderDashboard(undefined, () => mockInbox(messages));
    const tab = await screen.findByRole('tab', { name: 'Messages, 20 non lu(s)' });
    expect(tab).toHaveTextContent('20');

    const panel = await openMessagesTab(user);
    expect(await within(panel).findByText('23 message(s)')).toBeInTheDocument();
    const subjects = within(panel)
      .getAllByText(/^Sujet \d+$/)
      .map((element) => element.textContent);
    expect(subjects).toHaveLength(20);
    expect(subjects.slice(0, 2)).toEqual(['Sujet 1', 'Sujet 2']);
    expect(within(panel).getByText('Page 1 sur 2')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Suivant' }));
    expect(await within(panel).findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByText(/^Sujet \d+$/)
        .map((element) => element.textContent),
    ).toEqual(['Sujet 21', 'Sujet 22', 'Sujet 23']);
  });

  it('opens a message, which marks it read, and offers a reply with the subject prefilled', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockInbox>;
    await renderDashboard(undefined, () => {
      api = mockInbox([message(1), message(2, { subject: 'Salle privée & anniversaire' })]);
    });
    await screen.findByRole('tab', { name: 'Messages, 2 non lu(s)' });
    await openMessagesTab(user);

    const row = await waitFor(() => rowOf('Salle privée & anniversaire'));
    expect(within(row).getByText('Non lu')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { expanded: false }));
    expect(within(row).getByText('Bonjour, message numéro 2.')).toBeInTheDocument();
    expect(within(row).getByText('E-mail : envoyé')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Répondre' })).toHaveAttribute(
      'href',
      'mailto:client2@example.ch?subject=Re%3A%20Salle%20priv%C3%A9e%20%26%20anniversaire',
    );
    await waitFor(() => expect(within(rowOf('Salle privée & anniversaire')).queryByText('Non lu')).toBeNull());
    expect(api.changes).toEqual(['m2 {"read":true}']);
    expect(await screen.findByRole('tab', { name: 'Messages, 1 non lu(s)' })).toBeInTheDocument();
  });

  it('marks a message handled and back, and filters the unhandled ones', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockInbox>;
    await renderDashboard(undefined, () => {
      api = mockInbox([message(1, { readAt: 'x' }), message(2, { readAt: 'x' })]);
    });
    const panel = await openMessagesTab(user);
    await within(panel).findByText('2 message(s)');

    await user.click(within(rowOf('Sujet 1')).getByRole('button', { expanded: false }));
    await user.click(within(rowOf('Sujet 1')).getByRole('button', { name: 'Marquer comme traité' }));
    await waitFor(() => expect(within(rowOf('Sujet 1')).getByText('Traité')).toBeInTheDocument());

    await user.click(within(panel).getByRole('checkbox', { name: 'Non traités seulement' }));
    expect(await within(panel).findByText('1 message(s)')).toBeInTheDocument();
    expect(within(panel).queryByText('Sujet 1')).toBeNull();
    expect(within(panel).getByText('Sujet 2')).toBeInTheDocument();

    await user.click(within(panel).getByRole('checkbox', { name: 'Non traités seulement' }));
    await within(panel).findByText('2 message(s)');
    await user.click(within(rowOf('Sujet 1')).getByRole('button', { name: 'Marquer comme non traité' }));
    await waitFor(() => expect(within(rowOf('Sujet 1')).getByText('Non traité')).toBeInTheDocument());
    expect(api.changes).toEqual(['m1 {"handled":true}', 'm1 {"handled":false}']);
  });

  it('deletes a message only after confirmation', async () => {
    const user = userEvent.setup();
    let api!: ReturnType<typeof mockInbox>;
    await renderDashboard(undefined, () => {
      api = mockInbox([message(1, { readAt: 'x' }), message(2, { readAt: 'x' })]);
    });
    const panel = await openMessagesTab(user);
    await within(panel).findByText('2 message(s)');
    await user.click(within(rowOf('Sujet 2')).getByRole('button', { expanded: false }));

    await user.click(within(rowOf('Sujet 2')).getByRole('button', { name: 'Supprimer' }));
    let confirm = await screen.findByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ce message ?' });
    expect(confirm).toHaveTextContent('Sujet 2 — Client 2');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.changes).toEqual([]);

    await user.click(within(rowOf('Sujet 2')).getByRole('button', { name: 'Supprimer' }));
    confirm = await screen.findByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ce message ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await within(panel).findByText('1 message(s)')).toBeInTheDocument();
    expect(within(panel).queryByText('Sujet 2')).toBeNull();
    expect(api.changes).toEqual(['m2 deleted']);
  });

  it('says when e-mail notification is off and shows a pending delivery with its error', async () => {
    const user = userEvent.setup();
    const pending = message(1, {
      delivery: { state: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED', sentAt: null },
    });
    await renderDashboard(undefined, () => mockInbox([pending], { emailNotification: false }));
    const panel = await openMessagesTab(user);
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      "La notification par e-mail est désactivée : les nouveaux messages n'arrivent que dans cet onglet.",
    );
    await user.click(within(rowOf('Sujet 1')).getByRole('button', { expanded: false }));
    expect(within(rowOf('Sujet 1')).getByText('E-mail : en attente (connect ECONNREFUSED)')).toBeInTheDocument();
  });

  it('says so when the inbox is empty, and when loading fails offers to retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    await renderDashboard(undefined, () => {
      mockInbox([]);
      server.use(
        // The first read fails; the next ones fall through to the mock inbox.
        http.get('/api/messages', () => {
          if (failures-- > 0) {
            return HttpResponse.json({ success: false, message: 'Une erreur est survenue' }, { status: 500 });
          }
          return undefined;
        }),
      );
    });
    const panel = await openMessagesTab(user);
    expect(await within(panel).findByText('Erreur lors du chargement des messages')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(await within(panel).findByText('Aucun message')).toBeInTheDocument();
  });
});
