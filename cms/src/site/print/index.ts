/**
 * What the product prints, each drawn from the data it is given: the printed menu (/carte.pdf, on a thread of its
 * own), the tables' QR codes, the kitchen's « Fiche allergies » and a deposit's Swiss QR-bill.
 */
export { printedMenus } from './printed-menu';
export { drawTableQrSheet } from './qr-sheet';
export { drawKitchenSheet } from './kitchen-sheet';
export { qrBillPdf } from './qr-bill';
