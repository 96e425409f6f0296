import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModuleName } from '@portal/domain';

/**
 * Search forms shown under the home tabs, one per module, registered as lazy components so each form
 * stays in its module's chunk. A module adds one line, e.g.
 * `hotel: lazy(() => import('../features/hotels/components/hotel-search-form')),`
 * (the module file's default export). With no form registered the home page shows the tabs and banners.
 */
export const homeSearchForms: Partial<Record<ModuleName, LazyExoticComponent<ComponentType>>> = {
  attraction: lazy(() => import('../features/attractions/components/attraction-search-form')),
};
