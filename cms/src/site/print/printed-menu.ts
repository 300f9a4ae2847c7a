import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  PRINTED_MENU_PATHS,
  isPrintedMenuSection,
  printedMenuLocale,
  unknownPrintedSection,
  wordStaffMessage,
  type Locale,
  type PrintedMenuSection,
  type PublicMenuItem,
  type PublicSetMenu,
  type RestaurantInfo,
} from '@ticino/shared';
import { coalesced, onPublicContentChange, publicContent } from '../content';
import { printedMenuLayout } from './printed-menu-layout';
import { printingThread } from './printing-thread';

/** A printed menu made, with the data it was made from (the public content cache's own objects). */
interface PrintedEntry {
  restaurant: RestaurantInfo | null;
  menu: PublicMenuItem[];
  setMenus: PublicSetMenu[];
  pdf: Promise<PrintedPdf>;
}

interface PrintedPdf {
  bytes: Buffer;
  etag: string;
}

const UNAVAILABLE = 'La carte imprimable est momentanément indisponible. Veuillez réessayer dans un instant.';

/** Each PDF is checked again by the browser before it is shown (a 304 when unchanged): staff print just after an edit. */
const CACHE_CONTROL = 'public, no-cache';

/** « carte.pdf », « carte-vins.pdf », « speisekarte.pdf »: the file name a download is saved under. */
function fileName(locale: Locale, section: PrintedMenuSection | null): string {
  const base = PRINTED_MENU_PATHS[locale].slice(PRINTED_MENU_PATHS[locale].lastIndexOf('/') + 1, -'.pdf'.length);
  return `${section ? `${base}-${section}` : base}.pdf`;
}

/**
 * The printed menus (docs/product.md#printed-menu): each language and part is built once per version of the public
 * data, drawn on a thread of its own (printing-thread.ts), kept in memory and sent as it is. After any change of the menu, the board, the restaurant facts, or at the
 * service day's turn (all told by onPublicContentChange), the ones asked for are built again at once, off the
 * visitors' requests, so that the next one finds its PDF ready.
 */
export function printedMenus(strapi: Core.Strapi) {
  const made = new Map<string, PrintedEntry>();
  const draw = printingThread(strapi);

  async function printed(locale: Locale, section: PrintedMenuSection | null): Promise<PrintedPdf> {
    const content = publicContent(strapi);
    // In the menu's language: the staff's translations, French where one is missing (docs/product.md#printed-menu).
    const [restaurant, menu, setMenus] = await Promise.all([
      content.restaurantFacts(locale),
      content.menuItems(locale),
      content.setMenus(locale),
    ]);
    const key = `${locale}|${section ?? ''}`;
    const kept = made.get(key);
    // The public content cache hands out the same objects until a change: only then can the PDF differ.
    if (kept && kept.restaurant === restaurant && kept.menu === menu && kept.setMenus === setMenus) return kept.pdf;
    const startedAt = performance.now();
    const pdf = draw(printedMenuLayout({ restaurant, menu, setMenus, locale, section })).then((bytes) => {
      strapi.log.debug(`Printed menu ${key} built in ${Math.round(performance.now() - startedAt)} ms`);
      return { bytes, etag: `"${crypto.createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"` };
    });
    made.set(key, { restaurant, menu, setMenus, pdf });
    pdf.catch(() => {
      if (made.get(key)?.pdf === pdf) made.delete(key);
    });
    return pdf;
  }

  const buildAgain = coalesced(
    async () => {
      for (const key of [...made.keys()]) {
        const [locale, section] = key.split('|') as [Locale, PrintedMenuSection | ''];
        await printed(locale, section || null);
      }
    },
    (error) => strapi.log.warn(`Could not build the printed menus again: ${(error as Error).message}`),
  );
  onPublicContentChange(strapi, buildAgain);

  return {
    /** Answers GET and HEAD of a printed menu's address; false for any other address, left to the next handler. */
    async answer(ctx: Context): Promise<boolean> {
      const locale = printedMenuLocale(ctx.path);
      if (!locale || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return false;
      const asked: unknown = ctx.query.section;
      if (asked !== undefined && !isPrintedMenuSection(asked)) {
        // `?section=a&section=b` comes as a list.
        const written = typeof asked === 'string' ? asked : Array.isArray(asked) ? asked.join(', ') : '';
        ctx.status = 400;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = wordStaffMessage(unknownPrintedSection(written));
        return true;
      }
      let pdf: PrintedPdf;
      try {
        pdf = await printed(locale, asked ?? null);
      } catch (error) {
        strapi.log.error(`The printed menu could not be built: ${(error as Error).stack ?? String(error)}`);
        ctx.status = 503;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = UNAVAILABLE;
        return true;
      }
      ctx.set('Cache-Control', CACHE_CONTROL);
      ctx.set('ETag', pdf.etag);
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return true;
      }
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `inline; filename="${fileName(locale, asked ?? null)}"`);
      ctx.body = pdf.bytes;
      return true;
    },
  };
}
