import type { Core, Modules } from '@strapi/strapi';
import {
  DEFAULT_TABLE_AREAS,
  byTableLabel,
  TABLE_SEATS,
  RESTAURANT_NAME,
  TABLE_SCAN_WEEK_DAYS,
  addDaysToDayText,
  genevaDay,
  isTableCode,
  serviceDayOf,
  type DayText,
  type TableListData,
  type TablePlace,
  type TableQrPerPage,
  type SeatingTable,
  type TableView,
} from '@ticino/shared';
import { sitePublicUrl } from '../../../utils/public-url';
import { rateLimits } from '../../rate-limit/services/rate-limit';
import { tableSettings } from '../../table-setting/services/table-setting';
import { addressHash, contactHashKey } from '../../reservation/contact-hash';
import { drawTableQrSheet } from '../../../site/print';

export const TABLE_UID = 'api::table.table';
export const TABLE_SCAN_UID = 'api::table.table-scan';

interface StoredTable {
  documentId: string;
  label: string;
  code?: string | null;
  seats?: number | null;
  area?: string | null;
  combinableWith?: unknown;
  onlineBookable?: boolean | null;
}

const TABLE_FIELDS = ['label', 'code', 'seats', 'area', 'combinableWith', 'onlineBookable'] as const;

/** A write as sent: the table rules (rules.ts) check every field and complete a new table's with its defaults. */
type TableWrite = Modules.Documents.Params.Data.Input<typeof TABLE_UID>;

/** A stored table's place, a field written before it existed read as its default (the migration fills them). */
export function storedPlace(table: Omit<StoredTable, 'label' | 'documentId'>): TablePlace {
  const joined = Array.isArray(table.combinableWith) ? table.combinableWith : [];
  return {
    seats: table.seats ?? TABLE_SEATS.default,
    area: table.area ?? DEFAULT_TABLE_AREAS[0],
    combinableWith: joined.filter((id): id is string => typeof id === 'string'),
    onlineBookable: table.onlineBookable ?? true,
  };
}

/** The owner's areas (« Salle, Terrasse, Salon » until changed). */
export async function tableAreas(strapi: Core.Strapi): Promise<string[]> {
  return (await tableSettings(strapi).find()).areas;
}

/** Whether « Attribuer les tables » is on: off until the owner turns it on, so a room without a plan books as before. */
export async function assignsTables(strapi: Core.Strapi): Promise<boolean> {
  return (await tableSettings(strapi).find()).assignTables;
}

/** Every table as the seating rule reads it (docs/product.md#tables). */
export async function seatingTables(strapi: Core.Strapi): Promise<SeatingTable[]> {
  const stored = (await strapi.documents(TABLE_UID).findMany({ fields: [...TABLE_FIELDS] })) as StoredTable[];
  return stored.map((table) => ({ id: table.documentId, label: table.label, ...storedPlace(table) }));
}

interface ScanTotal {
  code: string;
  total: number | string | null;
}

/** A table as a write's answer names it: its joins with their labels. */
async function describeTable(
  strapi: Core.Strapi,
  table: StoredTable,
): Promise<Omit<TableView, 'scansToday' | 'scansWeek'>> {
  const place = storedPlace(table);
  const joined = place.combinableWith.length
    ? ((await strapi.documents(TABLE_UID).findMany({
        filters: { documentId: { $in: place.combinableWith } },
        fields: ['label'],
      })) as StoredTable[])
    : [];
  return {
    id: table.documentId,
    label: table.label,
    code: table.code ?? '',
    ...place,
    combinableWith: joined.map(({ documentId, label }) => ({ id: documentId, label })).sort(byTableLabel),
  };
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
      const stored = (await strapi.documents(TABLE_UID).findMany({ fields: [...TABLE_FIELDS] })) as StoredTable[];
      const labels = new Map(stored.map((table) => [table.documentId, table.label]));
      const [todays, weeks] = await Promise.all([
        scanTotals(today, today),
        scanTotals(addDaysToDayText(today, 1 - TABLE_SCAN_WEEK_DAYS), today),
      ]);
      const tables: TableView[] = stored
        .map((table) => {
          const code = table.code ?? '';
          const place = storedPlace(table);
          return {
            id: table.documentId,
            label: table.label,
            code,
            ...place,
            combinableWith: place.combinableWith.flatMap((id) => {
              const label = labels.get(id);
              return label === undefined ? [] : [{ id, label }];
            }),
            scansToday: todays.get(code) ?? 0,
            scansWeek: weeks.get(code) ?? 0,
          };
        })
        .sort(byTableLabel);
      return { today, ...(await this.settings()), tables };
    },

    settings: () => tableSettings(strapi).find(),

    async findOne(id: string): Promise<StoredTable | null> {
      const table = await strapi.documents(TABLE_UID).findOne({ documentId: id, fields: ['label', 'code'] });
      return (table as StoredTable | null) ?? null;
    },

    /**
     * A new table: its code is given, and its place checked, by the table rules (rules.ts), whatever the caller sends.
     */
    async create(data: Record<string, unknown>): Promise<StoredTable> {
      return (await strapi.documents(TABLE_UID).create({
        data: data as TableWrite,
        fields: [...TABLE_FIELDS],
      })) as StoredTable;
    },

    describe: (table: StoredTable) => describeTable(strapi, table),

    /** The fields written, the others kept; null for an unknown table. */
    async update(id: string, data: Record<string, unknown>): Promise<StoredTable | null> {
      if (!(await this.findOne(id))) return null;
      return (await strapi.documents(TABLE_UID).update({
        documentId: id,
        data,
        fields: [...TABLE_FIELDS],
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
    menuPath: async () => (await tableSettings(strapi).find()).menuPath,

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
