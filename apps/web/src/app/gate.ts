import {
  firstEnabledModule,
  isEnabled,
  isEntryDenied,
  moduleByName,
  moduleForPath,
  type PartialConfiguration,
} from '@portal/domain';
import type { RouteHandle } from './route-types';

export interface GateInput {
  isSiteLoading: boolean;
  isLoggedIn: boolean;
  agent: { role: string; configuration: PartialConfiguration } | null;
  handle: RouteHandle | undefined;
  /** The module comes from the route handle, else from the path (spec route groups). */
  pathname?: string;
}

export type GateDecision = { kind: 'allow' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

const allow: GateDecision = { kind: 'allow' };

/**
 * The access gate of spec sections 4 and 6, in one place for every gated route (ADR 0002):
 * loading first (the session is not known yet), then login, entry denied, the route's module flag,
 * and the reseller-only pages.
 */
export function decideAccess({
  isSiteLoading,
  isLoggedIn,
  agent,
  handle,
  pathname,
}: GateInput): GateDecision {
  if (handle?.access === 'open') return allow;
  if (isSiteLoading) return { kind: 'loading' };
  if (!isLoggedIn || !agent) return { kind: 'redirect', to: '/login' };
  const config = agent.configuration;
  if (isEntryDenied(config)) return { kind: 'redirect', to: '/entrydenied' };
  const module = handle?.module ?? (pathname ? moduleForPath(pathname) : null);
  if (module && !isEnabled(config, moduleByName(module).flag)) {
    // Not entry-denied, so at least one other module is on.
    return { kind: 'redirect', to: firstEnabledModule(config, module)?.home ?? '/entrydenied' };
  }
  if (handle?.resellerOnly && agent.role !== 'reseller') {
    // "/" is the hotel home; when hotel is off, go straight to the first enabled module instead of bouncing.
    return { kind: 'redirect', to: firstEnabledModule(config)?.home ?? '/entrydenied' };
  }
  return allow;
}
