import { SwissQRBill } from 'swissqrbill/pdf';
import { dictionaryFor, francs, type DepositView, type Locale, type PaymentSettings } from '@ticino/shared';
import { newPdfDocument, pdfBytes } from '../../utils/pdf-document';

/** What the slip's page says above the payment part, already in the guest's words where it is a date. */
export interface SlipRequest {
  settings: PaymentSettings & { iban: string };
  deposit: DepositView;
  language: Locale;
  eveningName: string;
  reservationReference: string;
  /** The last day to pay, written out in the guest's language. */
  deadlineText: string;
  restaurantName: string;
}

const QR_BILL_LANGUAGES = { fr: 'FR', en: 'EN', de: 'DE', it: 'IT' } as const;
const MARGIN = 56;

/** The VAT a price includes at `rate` per cent, in centimes: the slip states it only when the owner set a VAT number. */
const includedVat = (centimes: number, rate: number) => Math.round((centimes * rate) / (100 + rate));

/**
 * A booking's deposit as a Swiss QR-bill on A4 (docs/product.md#deposits): a few lines naming the booking, then the
 * payment part and its receipt, made by `swissqrbill` (implementation guidelines 2.3, the creditor's address
 * structured, street and building number apart). The debtor is left blank for the guest to fill, as the guidelines
 * allow; the slip is a VAT receipt only when the owner set a VAT number and rate.
 */
export async function qrBillPdf(request: SlipRequest): Promise<Buffer> {
  const { settings, deposit, language } = request;
  const t = dictionaryFor(language).bookingMail.deposit;
  const centimes = Math.round(deposit.amount * 100);
  const document = newPdfDocument({
    margin: MARGIN,
    info: { Title: t.slipTitle(request.eveningName), Author: request.restaurantName },
  });
  document.font('title').fontSize(22).text(request.restaurantName, { paragraphGap: 6 });
  document.font('subtitle').fontSize(16).text(t.slipTitle(request.eveningName), { paragraphGap: 10 });
  document.font('text').fontSize(11);
  for (const line of [
    t.booking(request.reservationReference),
    t.amount(francs(centimes)),
    t.deadline(request.deadlineText),
  ])
    document.text(line, { paragraphGap: 3 });
  const vat =
    settings.vatNumber && settings.vatRate
      ? t.vatIncluded(String(settings.vatRate), francs(includedVat(centimes, settings.vatRate)), settings.vatNumber)
      : t.notVatInvoice;
  document.moveDown(0.5).text(vat);
  new SwissQRBill(
    {
      currency: 'CHF',
      amount: deposit.amount,
      reference: deposit.reference.reference,
      message: t.booking(request.reservationReference),
      creditor: {
        account: settings.iban,
        name: settings.creditorName,
        address: settings.street,
        ...(settings.buildingNumber ? { buildingNumber: settings.buildingNumber } : {}),
        zip: settings.postalCode,
        city: settings.town,
        country: settings.country,
      },
    },
    { language: QR_BILL_LANGUAGES[language], scissors: true },
  ).attachTo(document);
  return pdfBytes(document);
}
