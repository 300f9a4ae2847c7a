import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDateValue, toDateInputValue } from '../components/primitives/format';
import { renderTemplate } from '../test-utils';

const LOAD = { timeout: 8000 };

async function openRoomDetails(path = '/room_details') {
  const user = userEvent.setup();
  const view = renderTemplate(path);
  await screen.findByRole('button', { name: 'Confirm Booking' }, LOAD);
  return { user, ...view };
}

const summaryValue = (label: string) =>
  within(screen.getByRole('complementary', { name: 'Booking summary' })).getByText(label).nextElementSibling;

afterEach(() => Swal.close());

describe('/room_details', () => {
  it('shows the documented defaults when nothing is passed', async () => {
    await openRoomDetails();
    const today = new Date();
    expect(screen.getByRole('heading', { level: 1, name: 'Delux Family Rooms' })).toBeInTheDocument();
    expect(summaryValue('Check In')).toHaveTextContent(formatDateValue(toDateInputValue(today)));
    expect(summaryValue('Check Out')).toHaveTextContent(formatDateValue(toDateInputValue(addDays(today, 3))));
    expect(summaryValue('Rooms')).toHaveTextContent('01');
    expect(summaryValue('Adults')).toHaveTextContent('02');
    expect(summaryValue('Children')).toHaveTextContent('01');
  });

  it('takes its title from the room card that linked to it', async () => {
    const user = userEvent.setup();
    renderTemplate('/home2/find_room');
    await user.click(await screen.findByRole('link', { name: 'Double Suite Rooms' }, LOAD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Double Suite Rooms' }, LOAD)).toBeInTheDocument();
  }, 15_000);

  it('wraps the two photos in both directions', async () => {
    const { user } = await openRoomDetails();
    const carousel = screen.getByRole('group', { name: 'Room photos' });
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Previous photo' }));
    expect(within(carousel).getByText('2 / 2')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    await user.click(within(carousel).getByRole('button', { name: 'Next photo' }));
    expect(within(carousel).getByText('1 / 2')).toBeInTheDocument();
  });

  it('confirming the booking shows the success message, then goes home', async () => {
    const { user, router } = await openRoomDetails('/home3/room_details');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));

    const question = await screen.findByRole('dialog');
    expect(within(question).getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(within(question).getByText('You booking this rooms?')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, i want!' }));

    expect(await screen.findByRole('heading', { name: 'Congratulation!' })).toBeInTheDocument();
    expect(screen.getByText('Booking Successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home3/room_details');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Restaurant home' })).toBeInTheDocument();
  });

  it('cancelling the booking closes the question and stays on the page', async () => {
    const { user, router } = await openRoomDetails();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Booking Successful!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/room_details');
  });
});
