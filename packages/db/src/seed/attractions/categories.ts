import type { CategorySlug } from './seed-types.ts';

/** Attraction categories in display order, with lucide icon names for the web app. */
export const SEED_CATEGORIES: readonly { slug: CategorySlug; name: string; icon: string }[] = [
  { slug: 'theme-parks', name: 'Theme Parks', icon: 'ferris-wheel' },
  { slug: 'water-parks', name: 'Water Parks', icon: 'waves' },
  { slug: 'desert-safari', name: 'Desert Safari', icon: 'sun' },
  { slug: 'cruises', name: 'Cruises', icon: 'ship' },
  { slug: 'landmarks', name: 'Landmarks', icon: 'building-2' },
  { slug: 'museums', name: 'Museums', icon: 'landmark' },
  { slug: 'tours', name: 'Tours', icon: 'map' },
  { slug: 'adventure', name: 'Adventure', icon: 'mountain' },
  { slug: 'family', name: 'Family', icon: 'users' },
];
