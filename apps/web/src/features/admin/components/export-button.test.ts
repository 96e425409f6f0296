import { describe, expect, it } from 'vitest';
import { exportPath } from './export-button';

describe('exportPath', () => {
  it('keeps the filters, drops paging and empty values', () => {
    expect(
      exportPath('/admin/agents/export', { search: 'a b', status: 'ok', skip: 20, limit: 20, role: '' }),
    ).toBe('/admin/agents/export?search=a+b&status=ok');
    expect(exportPath('/admin/orders/export', { skip: 0, limit: 20 })).toBe('/admin/orders/export');
  });
});
