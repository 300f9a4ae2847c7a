/** Accounts the end-to-end app is started with (see global-setup.ts). */
export const STAFF = { username: 'admin', password: 'staff-e2e-2026' } as const;
export const CMS_ADMIN = { email: 'owner@example.org', password: 'Backoffice-2026' } as const;
