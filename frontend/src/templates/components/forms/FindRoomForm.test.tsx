import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../test-utils';

async function openFindRoom(path = '/find_room') {
  const user = userEvent.setup();
  const view = renderTemplate(path);
  await screen.findByRole('heading', { level: 1, name: 'Find Room' }, { timeout: 8000 });
  return { user, ...view };
}

describe('Find Room pickers', () => {
  it('starts at 01 room, 01 adult and 00 children, with minus disabled at each floor', async () => {
    const { user } = await openFindRoom();
    const roomsButton = screen.getByRole('button', { name: /^Rooms:/ });
    expect(roomsButton).toHaveTextContent('01 Room');
    expect(roomsButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(roomsButton);
    expect(roomsButton).toHaveAttribute('aria-expanded', 'true');
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    expect(within(rooms).getByText('01')).toBeInTheDocument();
    expect(within(rooms).getByRole('button', { name: 'Fewer rooms' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Guests:/ }));
    expect(
      within(screen.getByRole('group', { name: 'Adults' })).getByRole('button', { name: 'Fewer adults' }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Children' })).getByRole('button', { name: 'Fewer children' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Guests:/ })).toHaveTextContent('01 Adult, 00 Children');
  });

  it('counts up with a leading zero and stops at the floor on the way down', async () => {
    const { user } = await openFindRoom();
    await user.click(screen.getByRole('button', { name: /^Guests:/ }));
    const children = screen.getByRole('group', { name: 'Children' });
    const more = within(children).getByRole('button', { name: 'More children' });
    const fewer = within(children).getByRole('button', { name: 'Fewer children' });

    await user.click(more);
    await user.click(more);
    expect(within(children).getByText('02')).toBeInTheDocument();
    expect(fewer).toBeEnabled();

    await user.click(fewer);
    await user.click(fewer);
    expect(within(children).getByText('00')).toBeInTheDocument();
    expect(fewer).toBeDisabled();

    const adults = screen.getByRole('group', { name: 'Adults' });
    for (let i = 0; i < 9; i += 1) await user.click(within(adults).getByRole('button', { name: 'More adults' }));
    expect(within(adults).getByText('10')).toBeInTheDocument();
  });

  it('closes a picker again on a second click and with Escape', async () => {
    const { user } = await openFindRoom();
    const rooms = screen.getByRole('button', { name: /^Rooms:/ });
    await user.click(rooms);
    await user.click(rooms);
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    await user.click(rooms);
    await user.keyboard('{Escape}');
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the picker button when Escape closes it from a +/- button', async () => {
    const { user } = await openFindRoom();
    const guests = screen.getByRole('button', { name: /^Guests:/ });
    await user.click(guests);
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    expect(screen.getByRole('button', { name: 'More adults' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(guests).toHaveAttribute('aria-expanded', 'false');
    expect(guests).toHaveFocus();
  });

  it('"Checkout Now" carries dates and counts to the room details of the same variant', async () => {
    const { user, router } = await openFindRoom('/home4/find_room');
    // Date inputs take a whole YYYY-MM-DD value at once, as a date picker sets it.
    fireEvent.change(screen.getByLabelText('Check In'), { target: { value: '2030-06-10' } });
    fireEvent.change(screen.getByLabelText('Check Out'), { target: { value: '2030-06-14' } });

    await user.click(screen.getByRole('button', { name: /^Rooms:/ }));
    await user.click(screen.getByRole('button', { name: 'More rooms' }));
    await user.click(screen.getByRole('button', { name: /^Guests:/ }));
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    await user.click(screen.getByRole('button', { name: 'More children' }));

    await user.click(screen.getByRole('button', { name: 'Checkout Now' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delux Family Rooms' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home4/room_details');
    expect(router.state.location.state).toEqual({
      selectedInDate: '2030-06-10',
      selectedOutDate: '2030-06-14',
      room: 2,
      adult: 3,
      children: 1,
    });
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(within(summary).getByText('Mon, 10 June 2030')).toBeInTheDocument();
    expect(within(summary).getByText('Fri, 14 June 2030')).toBeInTheDocument();
    expect(within(summary).getByText('Rooms').nextElementSibling).toHaveTextContent('02');
    expect(within(summary).getByText('Adults').nextElementSibling).toHaveTextContent('03');
    expect(within(summary).getByText('Children').nextElementSibling).toHaveTextContent('01');
  }, 15_000);
});
