import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentForm } from './AppointmentForm';

afterEach(() => Swal.close());

describe('appointment demo', () => {
  it('asks for confirmation even with empty fields, then shows the success message', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    expect(screen.getByLabelText('Name')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Submit Message' }));

    const question = await screen.findByRole('dialog');
    expect(within(question).getByRole('heading', { name: 'Form Fill-Up Complete?' })).toBeInTheDocument();
    expect(within(question).getByText('Please Fill All Type Of Field')).toBeInTheDocument();
    expect(question.querySelector('.swal2-icon.swal2-warning')).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Yes, complete!' }));

    expect(await screen.findByRole('heading', { name: 'Congratulation!' })).toBeInTheDocument();
    expect(screen.getByText('Your Appointment Added Successful!')).toBeInTheDocument();
  });

  it('does nothing more when cancelled', async () => {
    const user = userEvent.setup();
    render(<AppointmentForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Message' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Your Appointment Added Successful!')).not.toBeInTheDocument();
  });
});
