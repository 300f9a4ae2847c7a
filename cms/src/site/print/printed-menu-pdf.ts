import { dictionaryFor } from '@ticino/shared';
import { newPdfDocument, pdfBytes } from '../../utils/pdf-document';
import type { PrintedDish, PrintedMenuLayout, PrintedNotes, PrintedSection, PrintedText } from './printed-menu-layout';

/** The site's colours (frontend/src/styles/tokens.css, light theme): ink, muted ink, accent, rules. */
const INK = '#1f1b16';
const MUTED = '#6b6257';
const ACCENT = '#b23a2e';
const RULE = '#e6ddcf';

/** 2 cm margins (PDF points: 72 to the inch), and the width of the prices' column. */
const MARGIN = 57;
const PRICE_COLUMN = 120;
const GUTTER = 14;

const SIZE = { heading: 30, subheading: 18, address: 9, section: 16, dish: 10.5, marks: 8, detail: 8.5, note: 8 };

type Document = PDFKit.PDFDocument;

/**
 * Draws what `draw` writes as marked content in `lang` when it has one (`/Span <</Lang (fr)>> BDC`), so that a screen
 * reader and a translator read a French staff text as French on a page in another language.
 */
function inLanguage(document: Document, lang: string | undefined, draw: () => void): void {
  if (lang) document.markContent('Span', { lang });
  draw();
  if (lang) document.endMarkedContent();
}

/** Starts a new page when `height` no longer fits on this one, so that a dish or a heading is never cut in two. */
function keepTogether(document: Document, height: number): void {
  if (document.y + height > document.page.height - document.page.margins.bottom) document.addPage();
}

const contentWidth = (document: Document) =>
  document.page.width - document.page.margins.left - document.page.margins.right;

function drawHeader(document: Document, layout: PrintedMenuLayout): void {
  const width = contentWidth(document);
  document.fillColor(INK).font('title').fontSize(SIZE.heading).text(layout.heading, { align: 'center', width });
  document.fillColor(ACCENT).font('subtitle').fontSize(SIZE.subheading).text(layout.subheading, { align: 'center' });
  if (layout.address) {
    document.moveDown(0.3).fillColor(MUTED).font('text').fontSize(SIZE.address);
    document.text(layout.address, { align: 'center', width });
  }
  document.moveDown(1.2);
}

function sectionHeading(document: Document, title: string, note: string | undefined): void {
  const left = document.page.margins.left;
  const width = contentWidth(document);
  // The heading stays with its first dish: room for it and two lines more.
  keepTogether(document, 70);
  document.fillColor(ACCENT).font('subtitle').fontSize(SIZE.section).text(title, left, document.y, { width });
  const ruleY = document.y + 2;
  document
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  document.y = ruleY + 6;
  if (note) document.fillColor(MUTED).font('text').fontSize(SIZE.detail).text(note, left, document.y, { width });
}

function dishHeight(document: Document, dish: PrintedDish, textWidth: number): number {
  document.font('strong').fontSize(SIZE.dish);
  let height = document.heightOfString(dish.marks ? `${dish.title}  ${dish.marks}` : dish.title, { width: textWidth });
  document.font('text').fontSize(SIZE.detail);
  for (const detail of dish.details) height += document.heightOfString(detail.text, { width: textWidth });
  return height + 6;
}

/** The dish's name (its marks after it, smaller) beside its price, right-aligned in its column; its details below. */
function drawDish(document: Document, dish: PrintedDish): void {
  const left = document.page.margins.left;
  const width = contentWidth(document);
  const textWidth = width - PRICE_COLUMN - GUTTER;
  keepTogether(document, dishHeight(document, dish, textWidth));
  const top = document.y;
  inLanguage(document, dish.lang, () => {
    document.fillColor(INK).font('strong').fontSize(SIZE.dish);
    document.text(dish.title, left, top, { width: textWidth, continued: dish.marks !== '' });
    if (dish.marks) document.fillColor(MUTED).font('text').fontSize(SIZE.marks).text(`  ${dish.marks}`);
  });
  const titleBottom = document.y;
  document.fillColor(INK).font('strong').fontSize(SIZE.dish);
  document.text(dish.price, left + width - PRICE_COLUMN, top, { width: PRICE_COLUMN, align: 'right' });
  document.y = Math.max(titleBottom, document.y);
  document.fillColor(MUTED).font('text').fontSize(SIZE.detail);
  for (const detail of dish.details) drawParagraph(document, detail, textWidth);
  document.y += 6;
}

function drawParagraph(document: Document, paragraph: PrintedText, width: number): void {
  inLanguage(document, paragraph.lang, () =>
    document.text(paragraph.text, document.page.margins.left, document.y, { width }),
  );
}

function drawSection(document: Document, section: PrintedSection): void {
  sectionHeading(document, section.title, section.note);
  for (const dish of section.dishes) drawDish(document, dish);
  document.moveDown(0.8);
}

function drawNotes(document: Document, notes: PrintedNotes): void {
  const left = document.page.margins.left;
  const width = contentWidth(document);
  keepTogether(document, 50);
  document
    .fillColor(INK)
    .font('strong')
    .fontSize(SIZE.note + 1)
    .text(notes.title, left, document.y, { width });
  document.moveDown(0.2).fillColor(MUTED).font('text').fontSize(SIZE.note);
  for (const paragraph of notes.paragraphs) {
    drawParagraph(document, paragraph, width);
    document.moveDown(0.2);
  }
  document.moveDown(0.6);
}

/** « Page 1 sur 3 » at the foot of each page, once the number of pages is known. */
function numberPages(document: Document, layout: PrintedMenuLayout): void {
  const { start, count } = document.bufferedPageRange();
  const pageNumber = dictionaryFor(layout.locale).menu.printPage;
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    const bottom = document.page.margins.bottom;
    // Written in the bottom margin: without lifting it, pdfkit would start a page for the text.
    document.page.margins.bottom = 0;
    document.fillColor(MUTED).font('text').fontSize(SIZE.note);
    document.text(pageNumber(index + 1, count), MARGIN, document.page.height - bottom / 2 - 4, {
      width: contentWidth(document),
      align: 'center',
      lineBreak: false,
    });
    document.page.margins.bottom = bottom;
  }
}

/**
 * The printed menu as an A4 PDF (docs/product.md#printed-menu): real, selectable text in the site's typefaces,
 * embedded as subsets, with its title, author and language in its metadata.
 */
export async function printedMenuPdf(layout: PrintedMenuLayout): Promise<Buffer> {
  const document = newPdfDocument({
    margin: MARGIN,
    bufferPages: true,
    lang: layout.locale,
    displayTitle: true,
    info: { Title: layout.documentTitle, Author: layout.author, Subject: layout.subheading },
  });
  drawHeader(document, layout);
  for (const section of layout.sections) drawSection(document, section);
  for (const notes of layout.notes) drawNotes(document, notes);
  numberPages(document, layout);
  return pdfBytes(document);
}
