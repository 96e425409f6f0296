import type { RouteObject } from 'react-router';
import type { ChatModule, ModuleName } from '@portal/domain';

/**
 * What the shell needs to know about a route:
 * - access 'open': outside the gate (group H); 'agent': behind the login and access gate (groups A-G);
 *   'admin': the company's back office under /admin (its own layout and staff session, features/admin).
 * - module: the business module whose flag must be on (the gate redirects to the first enabled module otherwise).
 * - footer: which module's chat number the footer shows (default: derived from module, else 'general').
 * - resellerOnly: only the reseller role (sub-agents are redirected).
 */
export interface RouteHandle {
  access: 'open' | 'agent' | 'admin';
  module?: ModuleName;
  footer?: ChatModule;
  resellerOnly?: boolean;
  /** Hide the mobile bottom bar (e.g. attraction detail pages). */
  hideBottomBar?: boolean;
  /**
   * Render without the shell's header, footer and bottom bar: the page draws its own full-screen layout
   * (e.g. login and register with their banners). Toasts and scroll-to-top still apply.
   */
  bare?: boolean;
}

export type PortalRoute = Omit<RouteObject, 'handle' | 'children'> & { handle: RouteHandle; path: string };
