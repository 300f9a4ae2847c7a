const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };
const guest = { auth: false as const };

// docs/product.md#evenings
export default {
  routes: [
    { method: 'GET', path: '/public/evenings', handler: 'evening.publicList', config: guest },
    { method: 'GET', path: '/evenings', handler: 'evening.list', config: staffOnly },
    { method: 'POST', path: '/evenings', handler: 'evening.create', config: staffOnly },
    { method: 'PUT', path: '/evenings/:id', handler: 'evening.update', config: staffOnly },
    { method: 'DELETE', path: '/evenings/:id', handler: 'evening.delete', config: staffOnly },
  ],
};
