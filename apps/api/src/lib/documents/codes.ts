import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';

/** A QR code of `text` as PNG bytes (for tickets and vouchers: scanned at the entrance). */
export function qrPng(text: string, width = 220): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 1, width });
}

/** A Code 128 barcode of `text` with the text under it, as PNG bytes. */
export function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 14, includetext: true });
}
