import type { PortalRoute } from '../../app/route-types';
import { homeSearchForms } from '../../app/home-search-forms';
import { preloadHomeImages } from './lib/banners';

/** The hotel search home (group A's "/"): gated by the hotel flag, hotel chat number in the footer. */
export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    // The search form and the first banners load with the page, so its first render is its final
    // layout (no fallback of another height) and the largest image is already on its way.
    lazy: async () => {
      preloadHomeImages();
      const [page] = await Promise.all([import('./pages/home-page'), homeSearchForms.hotel?.preload()]);
      return { Component: page.HomePage };
    },
    handle: { access: 'agent', module: 'hotel', footer: 'hotels' },
  },
];
