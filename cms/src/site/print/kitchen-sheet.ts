import {
  RESERVATION_STATUS_LABELS,
  adviceHeadings,
  allergensText,
  frenchDayAndDate,
  frenchSpacing,
  type AllergenAdvice,
  type ServiceData,
} from '@ticino/shared';
import { newPdfDocument, pdfBytes } from '../../utils/pdf-document';

export interface KitchenSheetRequest {
  restaurantName: string;
  service: ServiceData;
  /** The restaurant's allergen notice, which ends the sheet. */
  notice: string;
}

const MARGIN = 50;
const SERVICE_WORDS = { lunch: 'Midi', dinner: 'Soir' } as const;

/** « Table 4 », « Tables 2 + 3 », « Sans table ». */
function tablesOf(ids: readonly string[], service: ServiceData): string {
  const labels = ids.flatMap((id) => service.tables.find((table) => table.id === id)?.label ?? []);
  if (labels.length === 0) return 'Sans table';
  return `${labels.length === 1 ? 'Table' : 'Tables'} ${labels.join(' + ')}`;
}

/** One list under its heading; « — » when it is empty, so an empty list is seen as such. */
function list(document: PDFKit.PDFDocument, heading: string, titles: readonly string[]): void {
  document
    .font('strong')
    .fontSize(10)
    .text(frenchSpacing(`${heading} :`), { paragraphGap: 1 });
  document
    .font('text')
    .fontSize(10)
    .text(titles.length > 0 ? titles.join(', ') : '—', { indent: 12, paragraphGap: 4 });
}

function drawAdvice(document: PDFKit.PDFDocument, advice: AllergenAdvice): void {
  const headings = adviceHeadings(advice.allergen);
  document.moveDown(0.3).font('subtitle').fontSize(13).text(headings.name, { paragraphGap: 2 });
  list(document, headings.contains, advice.contains);
  list(document, headings.traces, advice.traces);
  document
    .font('strong')
    .fontSize(10)
    .text(frenchSpacing(`${headings.without} :`), { paragraphGap: 1 });
  if (advice.without.length === 0) document.font('text').text('—', { indent: 12, paragraphGap: 4 });
  for (const { group, titles } of advice.without) {
    document
      .font('text')
      .fontSize(10)
      .text(frenchSpacing(`${group} : ${titles.join(', ')}`), { indent: 12, paragraphGap: 2 });
  }
  list(document, headings.toCheck, advice.toCheck);
}

/**
 * « Fiche allergies » (docs/product.md#allergies): for a service, each booking with allergies (time, tables, party,
 * name), then under each of its allergens what of the day's offer to avoid, to avoid unless the guest agrees, what is
 * declared without it and what is still to check; the restaurant's allergen notice ends it. Real text, for
 * `pdftotext` and screen readers alike.
 */
export async function drawKitchenSheet({ restaurantName, service, notice }: KitchenSheetRequest): Promise<Buffer> {
  const title = `Fiche allergies — ${frenchDayAndDate(service.date)}, ${SERVICE_WORDS[service.service]}`;
  const document = newPdfDocument({ margin: MARGIN, info: { Title: title, Author: restaurantName } });
  document.font('title').fontSize(20).text(title, { paragraphGap: 10 });
  const withAllergies = service.bookings.filter((booking) => booking.allergens.length > 0);
  if (withAllergies.length === 0) {
    document.font('text').fontSize(11).text('Aucune allergie déclarée pour ce service.', { paragraphGap: 10 });
  }
  const adviceOf = new Map(service.allergyAdvice.map((advice) => [advice.allergen, advice]));
  for (const booking of withAllergies) {
    const status = booking.status === 'confirmed' ? '' : ` (${RESERVATION_STATUS_LABELS[booking.status]})`;
    const people = `${booking.partySize} ${booking.partySize === 1 ? 'personne' : 'personnes'}`;
    document
      .moveDown(0.6)
      .font('title')
      .fontSize(15)
      .text(`${booking.time} · ${tablesOf(booking.tables, service)} · ${people} · ${booking.name}${status}`);
    document
      .font('strong')
      .fontSize(11)
      .text(frenchSpacing(`Allergies : ${allergensText(booking.allergens)}`), { paragraphGap: 4 });
    for (const allergen of booking.allergens) {
      const advice = adviceOf.get(allergen);
      if (advice) drawAdvice(document, advice);
    }
  }
  document.moveDown(1).font('text').fontSize(9).fillColor('#333333').text(frenchSpacing(notice));
  return pdfBytes(document);
}
