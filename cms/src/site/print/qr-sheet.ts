import QRCode from 'qrcode';
import { tableScanUrl, tableShortAddress, type TableQrPerPage } from '@ticino/shared';
import { newPdfDocument, pdfBytes, type PdfFont } from '../../utils/pdf-document';

export interface QrSheetRequest {
  restaurantName: string;
  publicUrl: string;
  tables: { label: string; code: string }[];
  perPage: TableQrPerPage;
}

/** PDF points in a centimetre (72 to the inch). */
const CM = 72 / 2.54;
/** Printers leave about this much blank at the paper's edges: the grid stays inside. */
const PAGE_MARGIN = 1 * CM;
/** The blank a scanner needs around a code, in modules (ISO/IEC 18004). */
const QUIET_MODULES = 4;
/**
 * On a page of its own a code stays the size of a table card's, not of the sheet. Twelve to a page, a code's block
 * comes to 4.6 cm, the code itself over 3.5 cm without its quiet zone.
 */
const MAX_CODE_BLOCK = 12 * CM;
const CELL_PADDING = 0.4 * CM;
const CUT_MARK_ARM = 0.3 * CM;

/** Columns and rows of each page's grid. */
const GRIDS: Record<TableQrPerPage, { columns: number; rows: number }> = {
  1: { columns: 1, rows: 1 },
  4: { columns: 2, rows: 2 },
  12: { columns: 3, rows: 4 },
};

/** The three lines under a code, their font and their size relative to the code's block. */
const CAPTION: { font: PdfFont; scale: number; key: 'restaurantName' | 'label' | 'address' }[] = [
  { font: 'title', scale: 0.09, key: 'restaurantName' },
  { font: 'strong', scale: 0.11, key: 'label' },
  { font: 'text', scale: 0.055, key: 'address' },
];
const LINE_GAP = 1.25;

interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The code's dark modules as filled squares, each row's runs merged into one rectangle: vectors, never an image. */
function drawCode(document: PDFKit.PDFDocument, url: string, x: number, y: number, blockSize: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const module = blockSize / (modules.size + 2 * QUIET_MODULES);
  const origin = { x: x + QUIET_MODULES * module, y: y + QUIET_MODULES * module };
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      document.rect(origin.x + start * module, origin.y + row * module, (column - start) * module, module);
    }
  }
  document.fillColor('#000000').fill();
}

/** One line of text centred in `width`, its size reduced until it fits on one line. */
function centredLine(document: PDFKit.PDFDocument, text: string, font: PdfFont, size: number, cell: Cell, y: number) {
  let fontSize = size;
  document.font(font).fontSize(fontSize);
  while (fontSize > 5 && document.widthOfString(text) > cell.width - 2 * CELL_PADDING) {
    fontSize -= 0.5;
    document.fontSize(fontSize);
  }
  document.fillColor('#000000').text(text, cell.x, y, { width: cell.width, align: 'center', lineBreak: false });
  return fontSize * LINE_GAP;
}

function drawTableCell(
  document: PDFKit.PDFDocument,
  request: QrSheetRequest,
  table: QrSheetRequest['tables'][0],
  cell: Cell,
) {
  const captionHeight = (block: number) => CAPTION.reduce((sum, line) => sum + line.scale * block * LINE_GAP, 0);
  // The block (code and quiet zone) as large as the cell allows under its caption, which grows with it.
  const available = cell.height - 2 * CELL_PADDING;
  const captionShare = CAPTION.reduce((sum, line) => sum + line.scale * LINE_GAP, 0);
  const block = Math.min(cell.width - 2 * CELL_PADDING, available / (1 + captionShare), MAX_CODE_BLOCK);
  const top = cell.y + (cell.height - block - captionHeight(block)) / 2;
  drawCode(document, tableScanUrl(request.publicUrl, table.code), cell.x + (cell.width - block) / 2, top, block);
  const texts = {
    restaurantName: request.restaurantName,
    label: table.label,
    address: tableShortAddress(request.publicUrl, table.code),
  };
  let y = top + block;
  for (const line of CAPTION) y += centredLine(document, texts[line.key], line.font, line.scale * block, cell, y);
}

/** Thin crosses at every corner of the grid's cells: where to cut, outside the codes' quiet zones. */
function drawCutMarks(document: PDFKit.PDFDocument, cells: { columns: number; rows: number }, size: Cell): void {
  document.save().lineWidth(0.5).strokeColor('#777777');
  for (let column = 0; column <= cells.columns; column += 1) {
    for (let row = 0; row <= cells.rows; row += 1) {
      const x = size.x + column * size.width;
      const y = size.y + row * size.height;
      document
        .moveTo(x - CUT_MARK_ARM, y)
        .lineTo(x + CUT_MARK_ARM, y)
        .moveTo(x, y - CUT_MARK_ARM)
        .lineTo(x, y + CUT_MARK_ARM)
        .stroke();
    }
  }
  document.restore();
}

/**
 * « Codes QR des tables » (docs/product.md#tables): A4 pages of 1, 4 or 12 cells with cut marks between them, each
 * cell a table's code (`<PUBLIC_URL>/t/<code>`, error correction M, drawn as vector squares, at least 3 cm wide
 * without its quiet zone) and under it, as real text, the restaurant's name, the table's label and the short address.
 */
export async function drawTableQrSheet(request: QrSheetRequest): Promise<Buffer> {
  const document = newPdfDocument({
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Codes QR des tables — ${request.restaurantName}`, Author: request.restaurantName },
  });
  const grid = GRIDS[request.perPage];
  const pageSize = { width: 595.28, height: 841.89 };
  const cellSize: Cell = {
    x: PAGE_MARGIN,
    y: PAGE_MARGIN,
    width: (pageSize.width - 2 * PAGE_MARGIN) / grid.columns,
    height: (pageSize.height - 2 * PAGE_MARGIN) / grid.rows,
  };
  if (request.tables.length === 0) {
    document.addPage();
    document
      .font('text')
      .fontSize(14)
      .text("Aucune table : ajoutez-en dans l'onglet « Tables ».", PAGE_MARGIN, 120, {
        width: pageSize.width - 2 * PAGE_MARGIN,
        align: 'center',
      });
  }
  request.tables.forEach((table, index) => {
    const place = index % request.perPage;
    if (place === 0) {
      document.addPage();
      drawCutMarks(document, grid, cellSize);
    }
    const column = place % grid.columns;
    const row = Math.floor(place / grid.columns);
    const cell = {
      ...cellSize,
      x: cellSize.x + column * cellSize.width,
      y: cellSize.y + row * cellSize.height,
    };
    drawTableCell(document, request, table, cell);
  });
  return pdfBytes(document);
}
