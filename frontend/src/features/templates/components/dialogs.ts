import Swal from 'sweetalert2';

/** Booking demo (SPEC §4): resolves true once the guest confirmed and closed the success message. */
export async function confirmBookingDialog(): Promise<boolean> {
  const answer = await Swal.fire({
    title: 'Are you sure?',
    text: 'You booking this rooms?',
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Yes, i want!',
  });
  if (!answer.isConfirmed) return false;
  await Swal.fire({ title: 'Congratulation!', text: 'Booking Successful!', icon: 'success' });
  return true;
}

/** Appointment demo (SPEC §4): the fields are deliberately not checked. */
export async function confirmAppointmentDialog(): Promise<boolean> {
  const answer = await Swal.fire({
    title: 'Form Fill-Up Complete?',
    text: 'Please Fill All Type Of Field',
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: 'Yes, complete!',
  });
  if (!answer.isConfirmed) return false;
  await Swal.fire({ title: 'Congratulation!', text: 'Your Appointment Added Successful!', icon: 'success' });
  return true;
}
