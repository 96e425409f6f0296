import { createElement, lazy, type ComponentType } from 'react';
import type { ModuleName } from '@portal/domain';

/** A lazily loaded form that a route can load ahead of its first render. */
export type PreloadableForm = ComponentType & { preload: () => Promise<unknown> };

/**
 * Renders the module directly once loaded; before that through React.lazy (Suspense). A page that
 * preloads it with its own code (home.routes.ts) therefore never shows the fallback, whose different
 * height moved everything below the form (the layout shift of the signed-in home, issue 11).
 */
function preloadable(load: () => Promise<{ default: ComponentType }>): PreloadableForm {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  const Form = () => createElement(loaded ?? Lazy);
  return Object.assign(Form, { preload });
}

/**
 * Search forms shown under the home tabs, one per module, registered as lazy components so each form
 * stays in its module's chunk. A module adds one line, e.g.
 * `hotel: preloadable(() => import('../features/hotels/components/hotel-search-form')),`
 * (the module file's default export). With no form registered the home page shows the tabs and banners.
 */
export const homeSearchForms: Partial<Record<ModuleName, PreloadableForm>> = {
  hotel: preloadable(() => import('../features/hotels/components/hotel-search-form')),
  attraction: preloadable(() => import('../features/attractions/components/attraction-search-form')),
};
