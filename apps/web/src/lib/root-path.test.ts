import { describe, expect, it } from 'vitest';
import { rootPath } from './root-path';

describe('rootPath', () => {
  it('anchors relative paths at the site root and keeps root paths and http(s) URLs', () => {
    expect(rootPath('brand/favicon.svg')).toBe('/brand/favicon.svg');
    expect(rootPath('./brand/favicon.svg')).toBe('/brand/favicon.svg');
    expect(rootPath('/brand/favicon.svg')).toBe('/brand/favicon.svg');
    expect(rootPath(' https://cdn.example.test/icon.png ')).toBe('https://cdn.example.test/icon.png');
  });

  it('resolves to the same file from a nested page as from the home page', () => {
    const nested = new URL(rootPath('brand/favicon.svg'), 'http://portal.test/attractions/details/5');
    const home = new URL(rootPath('brand/favicon.svg'), 'http://portal.test/');
    expect(nested.href).toBe(home.href);
    expect(nested.pathname).toBe('/brand/favicon.svg');
  });
});
