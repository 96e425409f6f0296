import { describe, expect, it } from 'vitest';
import { findNul } from '../plugins/input-guards.ts';
import { AppError } from './app-error.ts';
import { checkImageSize } from './uploads.ts';

/** Image headers only: the check reads dimensions without decoding pixels. */
const headers = {
  png(width: number, height: number) {
    const b = Buffer.alloc(33);
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(b);
    b.writeUInt32BE(width, 16);
    b.writeUInt32BE(height, 20);
    b.writeUInt8(8, 24);
    return b;
  },
  gif(width: number, height: number) {
    const b = Buffer.alloc(13);
    b.write('GIF89a', 0, 'latin1');
    b.writeUInt16LE(width, 6);
    b.writeUInt16LE(height, 8);
    return b;
  },
  jpeg(width: number, height: number) {
    return Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      // APP0 (JFIF), 16 bytes with its length field
      Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
      Buffer.alloc(6),
      // SOF0: precision, height, width, three components
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]),
      Buffer.alloc(9),
      Buffer.from([0xff, 0xd9]),
    ]);
  },
  /** Extended WebP (VP8X): canvas width and height minus one, 24 bits each. */
  webp(width: number, height: number) {
    const b = Buffer.alloc(30);
    b.write('RIFF', 0, 'latin1');
    b.writeUInt32LE(22, 4);
    b.write('WEBPVP8X', 8, 'latin1');
    b.writeUInt32LE(10, 16);
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
    return b;
  },
};

function refusal(data: Buffer): string | null {
  try {
    checkImageSize('image', data);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(400);
    return (err as AppError).message;
  }
}

describe('image dimensions', () => {
  for (const [kind, make] of Object.entries(headers)) {
    it(`${kind}: accepts ordinary sizes and refuses absurd ones`, () => {
      expect(refusal(make(1, 1))).toBeNull();
      expect(refusal(make(4000, 3000))).toBeNull();
      expect(refusal(make(10_000, 4_000))).toBeNull();
      expect(refusal(make(10_001, 10))).toMatch(/10001 x 10 pixels/);
      expect(refusal(make(9_000, 9_000))).toMatch(/40 megapixels/);
      expect(refusal(make(65_535, 65_535))).toMatch(/65535 x 65535 pixels/);
    });
  }

  it('refuses a PNG declaring 100000 x 100000 pixels', () => {
    expect(refusal(headers.png(100_000, 100_000))).toMatch(/^The image is 100000 x 100000 pixels/);
  });

  it('names the refused file in words, never by its form field name', () => {
    try {
      checkImageSize('passportFistPagePhoto', headers.png(100_000, 100_000), 'Passport first page');
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).message).toMatch(/^Passport first page: The image is 100000 x 100000/);
      expect((err as AppError).details?.fieldErrors).toEqual({
        passportFistPagePhoto: [expect.stringMatching(/^The image is 100000 x 100000/)],
      });
    }
  });

  it('refuses an image whose size cannot be read or is zero', () => {
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]))).toMatch(
      /could not be read/,
    );
    expect(refusal(headers.gif(0, 10))).toMatch(/no size|could not be read/);
  });
});

describe('findNul', () => {
  it('finds NUL in strings, array items and keys, at any depth', () => {
    expect(findNul({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('b.1');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(findNul('\u0000')).toBe('_');
    expect(findNul({ a: 1, b: null, c: true, d: Buffer.from([0]) })).toBeNull();
  });

  it('walks a 100,000-deep object without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findNul(deep)).toMatch(/^a(\.a)+$/);
  });
});
