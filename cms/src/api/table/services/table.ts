import type { Core } from '@strapi/strapi';
import {
  DEFAULT_TABLE_MENU_PATH,
  RESTAURANT_NAME,
  TABLE_SCAN_WEEK_DAYS,
  addDaysToDayText,
  checkTableMenuPath,
  genevaDay,
  isTableCode,
  serviceDayOf,
  type DayText,
  type TableListData,
  type TableQrPerPage,
  type TableView,
} from '@ticino/shared';
import { sitePublicUrl } from '../../../utils/public-url';
import { rateLimits } from '../../rate-limit/services/rate-limit';
import { addressHash, contactHashKey } from '../../reservation/contact-hash';
import { drawTableQrSheet } from '../qr-sheet';

export const TABLE_UID = 'api::table.table';
export const TABLE_SCAN_UID = 'api::table.table-scan';

/** Where the page a code leads to is kept: Strapi's core store, shared by every instance on one database. */
const SETTINGS_STORE = { type: 'core', name: 'ticino-tables' } as const;
const MENU_PATH_KEY = 'menuPath';

interface StoredTable {
  documentId: string;
  label: string;
  code?: string | null;
}

interface ScanTotal {
  code: string;
  total: number | string | null;
}

/** « Tables » (docs/product.md#tables): the list staff keep, the scans of their codes, and the page a code leads to. */
const tableService = ({ strapi }: { strapi: Core.Strapi }) => {
  const scansTable = () => strapi.db.metadata.get(TABLE_SCAN_UID).tableName;

  /** Scans per code over the service days from `from` to `to`, both included. */
  async function scanTotals(from: DayText, to: DayText): Promise<Map<string, number>> {
    const rows: ScanTotal[] = await strapi.db
      .connection(scansTable())
      .select('code')
      .sum({ total: 'count' })
      .where('day', '>=', from)
      .andWhere('day', '<=', to)
      .groupBy('code');
    return new Map(rows.map((row) => [row.code, Number(row.total ?? 0)]));
  }

  async function findByCode(code: string): Promise<StoredTable | null> {
    return (await strapi.documents(TABLE_UID).findFirst({
      filters: { code: { $eq: code } },
      fields: ['label', 'code'],
    })) as StoredTable | null;
  }

  return {
    /** Every table by label (« 2 » before « 10 »), with its scans today and over the last seven service days. */
    async list(now: Date): Promise<TableListData> {
      const today = serviceDayOf(now);
      const stored = (await strapi.documents(TABLE_UID).findMany({ fields: ['label', 'code'] })) as StoredTable[];
      const [todays, weeks] = await Promise.all([
        scanTotals(today, today),
        scanTotals(addDaysToDayText(today, 1 - TABLE_SCAN_WEEK_DAYS), today),
      ]);
      const tables: TableView[] = stored
        .map((table) => {
          const code = table.code ?? '';
          return {
            id: table.documentId,
            label: table.label,
            code,
            scansToday: todays.get(code) ?? 0,
            scansWeek: weeks.get(code) ?? 0,
          };
        })
        .sort((a, b) => a.label.localeCompare(b.label, 'fr', { numeric: true }));
      return { today, menuPath: await this.menuPath(), tables };
    },

    async findOne(id: string): Promise<StoredTable | null> {
      const table = await strapi.documents(TABLE_UID).findOne({ documentId: id, fields: ['label', 'code'] });
      return (table as StoredTable | null) ?? null;
    },

    /** A new table: its code is given by the table rules (rules.ts), whatever the caller sends. */
    async create(label: string): Promise<StoredTable> {
      return (await strapi.documents(TABLE_UID).create({ data: { label }, fields: ['label', 'code'] })) as StoredTable;
    },

    /** A new label; null for an unknown table. */
    async rename(id: string, label: string): Promise<StoredTable | null> {
      if (!(await this.findOne(id))) return null;
      return (await strapi.documents(TABLE_UID).update({
        documentId: id,
        data: { label },
        fields: ['label', 'code'],
      })) as StoredTable;
    },

    /** Deletes a table and its counts; false for an unknown table. */
    async remove(id: string): Promise<boolean> {
      const table = await this.findOne(id);
      if (!table) return false;
      await strapi.documents(TABLE_UID).delete({ documentId: id });
      if (table.code) await strapi.db.connection(scansTable()).where({ code: table.code }).delete();
      return true;
    },

    /** The page a scanned code leads to (a page of this site), `/la-carte` until staff choose another. */
    async menuPath(): Promise<string> {
      const stored = await strapi.store(SETTINGS_STORE).get({ key: MENU_PATH_KEY });
      const checked = checkTableMenuPath(stored);
      return checked.ok ? checked.value : DEFAULT_TABLE_MENU_PATH;
    },

    async setMenuPath(path: string): Promise<void> {
      await strapi.store(SETTINGS_STORE).set({ key: MENU_PATH_KEY, value: path });
    },

    /**
     * A scan of `/t/<code>` at `now` from a client address (`clientAddressKey`): one more for that table on that service
     * day, unless the same address scanned it in the last 30 minutes (one guest reloading, or someone inflating the
     * count); and the page to send the guest to. The address is counted only as an HMAC under a key of the day, never
     * kept nor logged in clear. The count goes up in one UPDATE of the day's first row, so two instances never lose a
     * scan; the first scan of a day inserts that row. Should two instances insert one at once, each row holds its own
     * scans (later ones go to the first) and the list adds the rows up.
     */
    async recordScan(code: string, now: Date, addressKey: string): Promise<string> {
      const menuPath = await this.menuPath();
      if (!isTableCode(code) || !(await findByCode(code))) return menuPath;
      const day = serviceDayOf(now);
      const scanner = `${code}:${addressHash(addressKey, genevaDay(now), contactHashKey(strapi))}`;
      if (!(await rateLimits(strapi).consume('tableScanPerAddress', scanner)).allowed) return menuPath;
      const rows = () => strapi.db.connection(scansTable());
      const updated = await rows().where('id', rows().min('id').where({ code, day })).increment('count', 1);
      if (updated === 0) await strapi.documents(TABLE_SCAN_UID).create({ data: { code, day, count: 1 } });
      return menuPath;
    },

    /** « Codes QR des tables »: every table's code on A4 sheets, `perPage` to a page. */
    async qrSheet(perPage: TableQrPerPage): Promise<Buffer> {
      const { tables } = await this.list(new Date());
      const restaurant = await strapi.documents('api::restaurant.restaurant').findFirst({ fields: ['name'] });
      return drawTableQrSheet({
        restaurantName: restaurant?.name || RESTAURANT_NAME,
        publicUrl: sitePublicUrl(),
        tables: tables.map(({ label, code }) => ({ label, code })),
        perPage,
      });
    },
  };
};

export default tableService;
