import { describe, expect, it } from 'vitest';
import { activeNavItem } from './admin-nav';

describe('activeNavItem', () => {
  it('lights the section of a page and only the dashboard on /admin', () => {
    expect(activeNavItem('/admin')?.label).toBe('Dashboard');
    expect(activeNavItem('/admin/agents')?.label).toBe('Agents');
    expect(activeNavItem('/admin/agents/8d1c')?.label).toBe('Agents');
    expect(activeNavItem('/admin/visas')?.label).toBe('Visa applications');
    expect(activeNavItem('/admin/quotations/queue')?.label).toBe('Confirmed quotations');
    expect(activeNavItem('/admin/quotations/8d1c')?.label).toBe('Quotations');
    expect(activeNavItem('/admin/security')?.label).toBe('My security');
  });

  it('does not take a longer word for a section', () => {
    expect(activeNavItem('/admin/agentsx')).toBeUndefined();
    expect(activeNavItem('/admin/login')).toBeUndefined();
  });
});
