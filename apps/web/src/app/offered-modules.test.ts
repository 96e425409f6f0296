import { describe, expect, it } from 'vitest';
import { MODULE_FLAGS, MODULES, type ModuleConfiguration } from '@portal/domain';
import { offeredModules } from './offered-modules';
import { featureRoutes } from './routes';

const allOn = Object.fromEntries(MODULE_FLAGS.map((f) => [f, true])) as ModuleConfiguration;
const names = (list: { name: string }[]) => list.map((m) => m.name);

describe('offeredModules', () => {
  it('lists only modules whose flag is on and whose pages exist', () => {
    const built = new Set(['/', '/attraction', '/wallet']);
    expect(names(offeredModules(allOn, built))).toEqual(['hotel', 'attraction']);
    expect(names(offeredModules({ ...allOn, showHotel: false }, built))).toEqual(['attraction']);
    expect(names(offeredModules(allOn, new Set(['/', '/attraction', '/visa'])))).toEqual([
      'hotel',
      'attraction',
      'visa',
    ]);
    expect(offeredModules(null, built)).toEqual([]);
  });

  it('reads the routes of this build by default: no advertised module without its home page', () => {
    const registered = new Set(featureRoutes.map((r) => r.path));
    const offered = offeredModules(allOn);
    expect(names(offered)).toContain('attraction');
    for (const m of offered) expect(registered.has(m.home)).toBe(true);
    for (const m of MODULES) if (!registered.has(m.home)) expect(offered).not.toContain(m);
  });
});
