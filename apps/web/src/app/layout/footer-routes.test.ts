import { describe, expect, it } from 'vitest';
import type { ChatModule } from '@portal/domain';
import { featureRoutes } from '../routes';
import { footerModuleOf } from './footer-chat';

/** Spec section 2.1: the footer's chat number by route group A-E; group F and the open pages are general. */
function specFooter(path: string): ChatModule {
  const p = path.toLowerCase();
  if (p === '/' || p.startsWith('/hotel/')) return 'hotels';
  if (p === '/quotation' || p.startsWith('/quotation/')) return 'quotations';
  if (p === '/attraction' || p.startsWith('/attraction/') || p.startsWith('/attractions/'))
    return 'attractions';
  if (p === '/payment/approval') return 'attractions';
  if (p === '/visa' || p.startsWith('/visa/')) return 'visas';
  if (p === '/a2a' || p.startsWith('/a2a/')) return 'a2as';
  return 'general';
}

describe('footer chat number of every route (SHELL-100)', () => {
  it('follows the route groups of spec section 2.1: the /markup/* pages (group F) show the general number', () => {
    const agentRoutes = featureRoutes.filter((r) => r.handle.access !== 'admin');
    expect(agentRoutes.some((r) => r.path.startsWith('/markup/'))).toBe(true);
    for (const route of agentRoutes)
      expect(footerModuleOf(route.handle), route.path).toBe(specFooter(route.path));
  });
});
