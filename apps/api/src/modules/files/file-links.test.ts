import { describe, expect, it } from 'vitest';
import { checkFileLink, fileUrl, signFileLink, staffFileUrl } from './file-links.ts';

const secret = 'x'.repeat(40);
const id = '6f1c1c1e-3c1b-4a57-9a51-2f9c3b1e2a10';
const now = new Date('2026-03-01T10:20:00Z');

describe('signed file links', () => {
  it('are valid for one to two hours and stable within the hour', () => {
    const link = signFileLink(secret, id, now);
    expect(link.exp).toBe(Date.parse('2026-03-01T12:00:00Z') / 1000);
    expect(signFileLink(secret, id, new Date('2026-03-01T10:59:59Z'))).toEqual(link);
    expect(checkFileLink(secret, id, link, now)).toBe('ok');
    expect(checkFileLink(secret, id, link, new Date('2026-03-01T12:00:00Z'))).toBe('expired');
  });

  it('refuse another id, another expiry, another secret or a changed signature', () => {
    const link = signFileLink(secret, id, now);
    expect(checkFileLink(secret, id.replace('6', '7'), link, now)).toBe('bad-signature');
    expect(checkFileLink(secret, id, { ...link, exp: link.exp + 3600 }, now)).toBe('bad-signature');
    expect(checkFileLink('y'.repeat(40), id, link, now)).toBe('bad-signature');
    expect(checkFileLink(secret, id, { ...link, sig: link.sig.slice(1) }, now)).toBe('bad-signature');
  });

  it('staff links expire within 10 to 15 minutes, not hours', () => {
    const url = new URL(staffFileUrl(secret, id, now), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp).toBe(Date.parse('2026-03-01T10:30:00Z') / 1000);
    const link = { exp, sig: url.searchParams.get('sig') ?? '' };
    expect(checkFileLink(secret, id, link, new Date('2026-03-01T10:29:59Z'))).toBe('ok');
    expect(checkFileLink(secret, id, link, new Date('2026-03-01T10:30:00Z'))).toBe('expired');
    const late = Number(
      new URL(staffFileUrl(secret, id, new Date('2026-03-01T10:24:59Z')), 'http://x').searchParams.get('exp'),
    );
    expect(late * 1000 - Date.parse('2026-03-01T10:24:59Z')).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('builds the public URL', () => {
    expect(fileUrl(secret, id, now)).toMatch(
      new RegExp(`^/api/v1/files/${id}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`),
    );
  });
});
