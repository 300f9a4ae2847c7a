import Swal from 'sweetalert2';

interface Question {
  title: string;
  text: string;
  confirmButtonText: string;
}

/** Asks with a warning and, once confirmed, shows the success message; resolves true when both are closed. */
async function confirmThenCongratulate(question: Question, successText: string): Promise<boolean> {
  const answer = await Swal.fire({ ...question, icon: 'warning', showCancelButton: true });
  if (!answer.isConfirmed) return false;
  await Swal.fire({ title: 'Congratulation!', text: successText, icon: 'success' });
  return true;
}

/** Booking demo (docs/product.md#template-dialogs). */
export function confirmBookingDialog(): Promise<boolean> {
  return confirmThenCongratulate(
    { title: 'Are you sure?', text: 'You booking this rooms?', confirmButtonText: 'Yes, i want!' },
    'Booking Successful!',
  );
}

/** Appointment demo (docs/product.md#template-dialogs): the fields are deliberately not checked. */
export function confirmAppointmentDialog(): Promise<boolean> {
  return confirmThenCongratulate(
    { title: 'Form Fill-Up Complete?', text: 'Please Fill All Type Of Field', confirmButtonText: 'Yes, complete!' },
    'Your Appointment Added Successful!',
  );
}
