import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HydratedContext } from './useHydrated';
import { useStoredFlag } from './useStoredFlag';

function Toggle() {
  const [on, toggle] = useStoredFlag('darkMode');
  return (
    <button type="button" aria-pressed={on} onClick={toggle}>
      Mode sombre
    </button>
  );
}

describe('useStoredFlag', () => {
  it('turns the stored value over when tapped before the page shows it, not the value the server rendered', async () => {
    window.localStorage.setItem('darkMode', 'true');
    // Still the hydration's render: the button shows the server's false.
    render(
      <HydratedContext.Provider value={false}>
        <Toggle />
      </HydratedContext.Provider>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(screen.getByRole('button'));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });
});
