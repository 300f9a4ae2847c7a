const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// `/menu/statistics` and `/menu/order` are declared before `/menu/:id` so they are not read as an id.
export default {
  routes: [
    { method: 'GET', path: '/public/menu', handler: 'menu.publicList', config: { auth: false } },
    { method: 'GET', path: '/menu', handler: 'menu.list', config: staffOnly },
    { method: 'GET', path: '/menu/statistics', handler: 'menu.statistics', config: staffOnly },
    { method: 'GET', path: '/menu/:id', handler: 'menu.findOne', config: staffOnly },
    { method: 'POST', path: '/menu/import', handler: 'menu-bulk.importFile', config: staffOnly },
    { method: 'POST', path: '/menu/bulk-price', handler: 'menu-bulk.changePrices', config: staffOnly },
    { method: 'POST', path: '/menu', handler: 'menu.create', config: staffOnly },
    { method: 'PUT', path: '/menu/order', handler: 'menu.reorder', config: staffOnly },
    { method: 'PUT', path: '/menu/:id', handler: 'menu.update', config: staffOnly },
    { method: 'PUT', path: '/menu/:id/availability', handler: 'menu.setAvailability', config: staffOnly },
    { method: 'DELETE', path: '/menu/:id', handler: 'menu.delete', config: staffOnly },
    // Multipart, checked for a staff session before its body is read (global::request-body).
    { method: 'POST', path: '/menu/:id/photo', handler: 'menu.setPhoto', config: staffOnly },
    { method: 'PATCH', path: '/menu/:id/photo', handler: 'menu.setPhotoAlt', config: staffOnly },
    { method: 'DELETE', path: '/menu/:id/photo', handler: 'menu.removePhoto', config: staffOnly },
  ],
};
