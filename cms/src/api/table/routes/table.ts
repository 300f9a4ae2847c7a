/** Staff only, like the other dashboard routes. */
const staffOnly = { auth: false as const, middlewares: ['api::staff-auth.staff-only'] };

// docs/product.md#tables (the scans' own address, /t/<code>, is global::table-scan's, outside /api)
export default {
  routes: [
    { method: 'GET', path: '/tables', handler: 'table.list', config: staffOnly },
    { method: 'POST', path: '/tables', handler: 'table.create', config: staffOnly },
    { method: 'GET', path: '/tables/qr-codes', handler: 'table.qrSheet', config: staffOnly },
    { method: 'PUT', path: '/tables/:id', handler: 'table.update', config: staffOnly },
    { method: 'DELETE', path: '/tables/:id', handler: 'table.remove', config: staffOnly },
    { method: 'GET', path: '/table-settings', handler: 'table.settings', config: staffOnly },
    { method: 'PUT', path: '/table-settings', handler: 'table.saveSettings', config: staffOnly },
  ],
};
