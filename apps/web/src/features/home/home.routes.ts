import type { PortalRoute } from '../../app/route-types';
import { homeSearchForms } from '../../app/home-search-forms';
import { nextTask } from '../../lib/next-task';
import { preloadHomeImages } from './lib/banners';

/** The hotel search home (group A's "/"): gated by the hotel flag, hotel chat number in the footer. */
export const homeRoutes: PortalRoute[] = [
  {
    path: '/',
    // The search form and the first banners load with the page, so its first render is its final
    // layout (no fallback of another height) and the largest image is already on its way.
    lazy: async () => {
      preloadHomeImages();
      // The form's chunks are asked for one task later: Vite appends a preload link on the main thread
      // for each chunk a lazy import needs, and the form's with the page's and the layouts' made one
      // long task on a phone (issue 11).
      const form = nextTask().then(() => homeSearchForms.hotel?.preload());
      const [page] = await Promise.all([import('./pages/home-page'), form]);
      return { Component: page.HomePage };
    },
    handle: { access: 'agent', module: 'hotel', footer: 'hotels' },
  },
];
