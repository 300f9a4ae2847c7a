const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

export default {
  routes: [
    { method: 'GET', path: '/translations', handler: 'translation.grid', config: staffOnly },
    { method: 'PUT', path: '/translations', handler: 'translation.write', config: staffOnly },
  ],
};
