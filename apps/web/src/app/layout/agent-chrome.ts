import { lazy } from 'react';

/**
 * The header and footer parts only a signed-in agent sees (tabs and menus, wallet, cart, profile menu,
 * bottom bar) are
 * one chunk loaded on demand, so visitors of /login and /register do not download them (issue 2
 * section 9). `preloadAgentChrome` starts the download early when a stored token makes a sign-in likely.
 */
const load = () => import('./agent-header');

export const preloadAgentChrome = (): void => void load();

export const AgentHeaderTabs = lazy(() => load().then((m) => ({ default: m.HeaderTabs })));
export const AgentHeaderTools = lazy(() => load().then((m) => ({ default: m.AgentHeaderTools })));
export const AgentProfileMenu = lazy(() => load().then((m) => ({ default: m.ProfileMenu })));
export const AgentBottomBar = lazy(() => load().then((m) => ({ default: m.BottomBar })));
