/** Staff only, like the menu-management routes. */
const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };
/** Public, or a staff session entering a phone booking or a walk-in (then not rate-limited). */
const booking = { auth: false as const, middlewares: ['api::reservation.booking-rate-limit'] };
const guest = { auth: false as const };

// docs/product.md#table-reservations
export default {
  routes: [
    { method: 'GET', path: '/public/availability', handler: 'reservation.availability', config: guest },
    { method: 'POST', path: '/reservations', handler: 'reservation.create', config: booking },
    // Before any `/reservations/:reference` route, so `summary` and `pause` are not read as references.
    { method: 'GET', path: '/reservations/summary', handler: 'reservation.summary', config: staffOnly },
    { method: 'GET', path: '/reservations/pause', handler: 'reservation.pause', config: staffOnly },
    { method: 'PUT', path: '/reservations/pause', handler: 'reservation.setPause', config: staffOnly },
    { method: 'GET', path: '/reservations', handler: 'reservation.list', config: staffOnly },
    { method: 'GET', path: '/service', handler: 'reservation.service', config: staffOnly },
    { method: 'GET', path: '/service/kitchen-sheet.pdf', handler: 'reservation.kitchenSheet', config: staffOnly },
    { method: 'GET', path: '/reservations/:reference/times', handler: 'reservation.times', config: staffOnly },
    { method: 'PUT', path: '/reservations/:reference', handler: 'reservation.update', config: staffOnly },
    { method: 'GET', path: '/public/reservations/:reference', handler: 'reservation.guestFind', config: guest },
    {
      method: 'GET',
      path: '/public/reservations/:reference/qr-bill.pdf',
      handler: 'reservation.guestSlip',
      config: guest,
    },
    { method: 'PUT', path: '/public/reservations/:reference', handler: 'reservation.guestUpdate', config: guest },
    { method: 'DELETE', path: '/public/reservations/:reference', handler: 'reservation.guestCancel', config: guest },
  ],
};
