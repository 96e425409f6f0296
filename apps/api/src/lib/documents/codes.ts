import type bwipjs from 'bwip-js/node';
import { lazyModule } from '../lazy-module.ts';
import QRCode from 'qrcode';

/** Loaded on the first barcode (lazy-module.ts). */
const barcodes = lazyModule<typeof bwipjs>('bwip-js/node');

/** A QR code of `text` as PNG bytes (for tickets and vouchers: scanned at the entrance). */
export function qrPng(text: string, width = 220): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', margin: 1, width });
}

/** A Code 128 barcode of `text` with the text under it, as PNG bytes. */
export function barcodePng(text: string): Promise<Buffer> {
  return barcodes().toBuffer({ bcid: 'code128', text, scale: 2, height: 14, includetext: true });
}
