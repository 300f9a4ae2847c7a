/** Staff only, like the menu-management routes (the one place that names the guard for this file). */
const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// `/messages/summary` is declared before `/messages/:id` so it is not read as an id.
export default {
  routes: [
    { method: 'GET', path: '/messages', handler: 'inbox.list', config: staffOnly },
    { method: 'GET', path: '/messages/summary', handler: 'inbox.summary', config: staffOnly },
    { method: 'PATCH', path: '/messages/:id', handler: 'inbox.update', config: staffOnly },
    { method: 'DELETE', path: '/messages/:id', handler: 'inbox.remove', config: staffOnly },
  ],
};
