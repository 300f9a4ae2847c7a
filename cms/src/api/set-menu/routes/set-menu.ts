const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

export default {
  routes: [
    { method: 'GET', path: '/public/set-menus', handler: 'set-menu.publicList', config: { auth: false } },
    { method: 'GET', path: '/set-menus', handler: 'set-menu.list', config: staffOnly },
    { method: 'POST', path: '/set-menus', handler: 'set-menu.create', config: staffOnly },
    { method: 'PUT', path: '/set-menus/:id', handler: 'set-menu.update', config: staffOnly },
    { method: 'DELETE', path: '/set-menus/:id', handler: 'set-menu.delete', config: staffOnly },
  ],
};
