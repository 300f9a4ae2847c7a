import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog } from './dialogs';

describe('dialogs', () => {
  it('confirm resolves true when the confirm button is chosen', async () => {
    const user = userEvent.setup();
    const answer = confirmDialog({ title: 'Vraiment ?', confirmLabel: 'Supprimer', destructive: true });
    const dialog = await screen.findByRole('dialog', { name: 'Vraiment ?' });
    const confirm = screen.getByRole('button', { name: 'Supprimer' });
    expect(confirm).toHaveClass('dialog__destructive');
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(confirm);
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirm resolves false on cancel and on Escape', async () => {
    const user = userEvent.setup();
    const cancelled = confirmDialog({ title: 'Continuer ?' });
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    await expect(cancelled).resolves.toBe(false);

    const escaped = confirmDialog({ title: 'Encore ?' });
    await screen.findByRole('dialog', { name: 'Encore ?' });
    await user.keyboard('{Escape}');
    await expect(escaped).resolves.toBe(false);
  });

  it('an alert shows its title and text and closes with OK', async () => {
    const user = userEvent.setup();
    const closed = alertDialog({ title: 'Erreur', text: 'Détail', tone: 'error' });
    expect(await screen.findByRole('dialog', { name: 'Erreur' })).toHaveTextContent('Détail');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(closed).resolves.toBeUndefined();
  });
});
