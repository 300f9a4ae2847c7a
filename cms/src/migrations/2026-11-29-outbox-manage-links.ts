import { storedBody } from '../api/outgoing-mail/services/outgoing-mail';
import type { DataMigration } from './data-migration';

const OUTGOING_UID = 'api::outgoing-mail.outgoing-mail';

/** An absolute address under /reservation/ in a mail's text: the guest's manage link, which ends its line. */
const MANAGE_URL = /https?:\/\/\S+?\/reservation\/\S+/i;

interface Row {
  id: number;
  text: string;
  html: string;
  deliveryState: string;
}

/**
 * Mails stored before the outbox sealed the guests' manage links kept them in clear (in the database and its
 * backups): each gets its link masked; one still waiting to be sent keeps it sealed beside, as new mails do.
 */
const migration: DataMigration = {
  id: '2026-11-29-outbox-manage-links',
  async up(strapi) {
    const rows = (await strapi.db.query(OUTGOING_UID).findMany({
      select: ['id', 'text', 'html', 'deliveryState'],
      where: { text: { $contains: '/reservation/' } },
    })) as Row[];
    let masked = 0;
    for (const { id, text, html, deliveryState } of rows) {
      const [manageUrl] = MANAGE_URL.exec(text) ?? [];
      if (!manageUrl) continue;
      const body = storedBody({ text, html, manageUrl });
      await strapi.db.query(OUTGOING_UID).update({
        where: { id },
        data: deliveryState === 'pending' ? body : { ...body, sealedLink: null },
      });
      masked += 1;
    }
    if (masked > 0) strapi.log.info(`Outbox: the manage links of ${masked} stored mail(s) are masked.`);
  },
};

export default migration;
