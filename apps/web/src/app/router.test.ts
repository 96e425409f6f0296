import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notFoundRoutes } from '../features/not-found/not-found.routes';
import { buildRoutes, discoveredRoutes, firstSegment } from './router';
import { featureRoutes } from './routes';

/** An address for a route pattern: every parameter filled in. */
const addressOf = (path: string) => path.replace(/:[^/]+/g, 'x1');

/** The path of the deepest route an address matches in a route tree. */
const leafPath = (routes: RouteObject[], address: string) =>
  matchRoutes(routes, address)?.at(-1)?.route.path ?? null;

const withPaths = [...featureRoutes, ...notFoundRoutes].filter((r) => r.path !== '*');

describe('lazy route discovery', () => {
  it('first segments', () => {
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/visa/12/apply')).toBe('visa');
    expect(firstSegment('/tabby-terms&conditions')).toBe('tabby-terms&conditions');
    expect(firstSegment('/Tabby-Terms%26conditions/')).toBe('tabby-terms&conditions');
    expect(firstSegment('/%E0%A4%A')).toBe('%e0%a4%a');
  });

  it('the routes a router starts with match every address as the whole tree does', () => {
    const whole = buildRoutes();
    for (const route of withPaths) {
      const address = addressOf(route.path);
      const expected = leafPath(whole, address);
      expect(expected, address).toBe(route.path);
      expect(leafPath(discoveredRoutes(address).routes, address), address).toBe(expected);
    }
    // Matching ignores case and decodes the path: so does the choice of the starting routes.
    for (const address of ['/VISA/x1', '/Hotel/Avail', '/tabby-terms%26conditions', '/privacy-policy/']) {
      const expected = leafPath(whole, address);
      expect(expected, address).not.toBe('*');
      expect(leafPath(discoveredRoutes(address).routes, address), address).toBe(expected);
    }
    // An address no route knows ends on the catch-all, whole tree or not.
    expect(leafPath(whole, '/no/such/page')).toBe('*');
    expect(leafPath(discoveredRoutes('/no/such/page').routes, '/no/such/page')).toBe('*');
  });

  it('starts small: the home address brings the home route and the catch-all only', () => {
    const start = discoveredRoutes('/').routes;
    const paths: string[] = [];
    const walk = (routes: RouteObject[]) =>
      routes.forEach((r) => {
        if (r.path) paths.push(r.path);
        walk(r.children ?? []);
      });
    walk(start);
    expect(paths.sort()).toEqual(['*', '/']);
  });

  it("patches a new segment's routes under their parents once, and nothing for a known segment", () => {
    const { patchRoutesOnNavigation } = discoveredRoutes('/');
    const patched: { parent: string | null; paths: string[] }[] = [];
    const navigate = (path: string) =>
      patchRoutesOnNavigation({
        path,
        patch: (parent, children) => patched.push({ parent, paths: children.map((c) => String(c.path)) }),
        matches: [],
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });
    void navigate('/visa/x1/apply');
    void navigate('/visa/order');
    void navigate('/');
    void navigate('/login');
    void navigate('/privacy-policy');
    void navigate('/no-such-page');
    const visa = featureRoutes.filter((r) => r.path.startsWith('/visa')).map((r) => r.path);
    expect(patched).toEqual([
      { parent: 'gate', paths: visa },
      { parent: 'root', paths: ['/login'] },
      { parent: 'shell', paths: ['/privacy-policy'] },
    ]);
  });
});
