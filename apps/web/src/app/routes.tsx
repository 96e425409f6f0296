import type { PortalRoute } from './route-types';

/** Each feature's routes (lazy page modules); app/router.tsx wraps them in layouts and gates. */
export const featureRoutes: PortalRoute[] = [];
