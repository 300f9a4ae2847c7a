import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads a QR-bill the way a banking app does, apart from the library that made it: the PDF's first page drawn by
 * poppler's pdftoppm, the QR code found by jsQR (zbarimg cannot read past the Swiss cross), its payload split into the
 * fields of the Swiss Payment Standards' implementation guidelines 2.3, §4.3.3.
 */
export function qrPayloadOf(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-bill-'));
  try {
    const file = path.join(folder, 'slip.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-r',
      '150',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(folder, 'page'),
    ]);
    const png = PNG.sync.read(fs.readFileSync(path.join(folder, 'page.png')));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (!code) throw new Error('No QR code found on the slip');
    return code.data;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The payload's fields by their guideline names; the lines are separated by CR LF or LF. */
export function qrBillFields(payload: string) {
  const lines = payload.split(/\r?\n/);
  const address = (from: number) => ({
    type: lines[from],
    name: lines[from + 1],
    street: lines[from + 2],
    buildingNumber: lines[from + 3],
    postalCode: lines[from + 4],
    town: lines[from + 5],
    country: lines[from + 6],
  });
  return {
    qrType: lines[0],
    version: lines[1],
    coding: lines[2],
    iban: lines[3],
    creditor: address(4),
    ultimateCreditor: lines.slice(11, 18),
    amount: lines[18],
    currency: lines[19],
    debtor: lines.slice(20, 27),
    referenceType: lines[27],
    reference: lines[28],
    message: lines[29],
    trailer: lines[30],
    lines,
  };
}

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** Whether a QR reference's 27th digit is the modulo-10 recursive check digit of its first 26. */
export function qrReferenceHolds(reference: string): boolean {
  if (!/^\d{27}$/.test(reference)) return false;
  let carry = 0;
  for (const digit of reference.slice(0, 26)) carry = MOD10_TABLE[(carry + Number(digit)) % 10];
  return (10 - carry) % 10 === Number(reference[26]);
}

/** Whether a creditor reference (ISO 11649) holds: « RF », two check digits, then up to 21 characters, mod 97 = 1. */
export function creditorReferenceHolds(reference: string): boolean {
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(reference)) return false;
  const moved = `${reference.slice(4)}${reference.slice(0, 4)}`;
  const digits = [...moved].map((character) =>
    /\d/.test(character) ? character : String(character.charCodeAt(0) - 55),
  );
  return BigInt(digits.join('')) % 97n === 1n;
}
