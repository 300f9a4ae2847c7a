import { contactHashKey, contactHashes } from '../api/reservation/contact-hash';
import type { DataMigration } from './data-migration';

/**
 * Bookings made before the no-show block matched keyed hashes get theirs, so that their no-shows still count once
 * the anonymising has removed the clear e-mail and phone.
 */
const migration: DataMigration = {
  id: '2026-11-26-reservation-contact-hashes',
  async up(strapi) {
    const key = contactHashKey(strapi);
    const rows = (await strapi.db.query('api::reservation.reservation').findMany({
      select: ['id', 'email', 'phone'],
      where: { emailHash: { $null: true }, phoneHash: { $null: true } },
    })) as { id: number; email: string | null; phone: string | null }[];
    for (const { id, email, phone } of rows) {
      if (!email && !phone) continue;
      await strapi.db.query('api::reservation.reservation').update({
        where: { id },
        data: contactHashes(email, phone, key),
      });
    }
  },
};

export default migration;
