import type { Core, UID } from '@strapi/strapi';

/**
 * SQLite: makes the current transaction the database's writer before it reads anything. A transaction that reads
 * first and writes next cannot wait for another program's write: SQLite answers « database is locked » at once rather
 * than risk a deadlock. One that starts with a write (here an update of no row) waits its turn like any single write.
 * PostgreSQL locks rows, not the file: nothing to do there.
 */
export async function takeWriteLockFirst(strapi: Core.Strapi, uid: UID.Schema): Promise<void> {
  if (strapi.db.dialect.client !== 'sqlite') return;
  const { tableName } = strapi.db.metadata.get(uid);
  await strapi.db.transaction(({ trx }) =>
    trx(tableName)
      .whereRaw('0 = 1')
      .update({ id: trx.raw('??', ['id']) }),
  );
}
