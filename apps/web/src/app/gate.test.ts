import { describe, expect, it } from 'vitest';
import type { ModuleConfiguration } from '@portal/domain';
import { decideAccess, type GateInput } from './gate';

const allOn: ModuleConfiguration = {
  showHotel: true,
  showAttraction: true,
  showFlight: true,
  showVisa: true,
  showA2a: true,
  showQuotaion: true,
  showInsurance: true,
};
const allOff: ModuleConfiguration = Object.fromEntries(
  Object.keys(allOn).map((k) => [k, false]),
) as ModuleConfiguration;

const input = (over: Partial<GateInput> = {}): GateInput => ({
  isSiteLoading: false,
  isLoggedIn: true,
  agent: { role: 'reseller', configuration: allOn },
  handle: { access: 'agent' },
  ...over,
});

describe('decideAccess', () => {
  it('lets open routes through whatever the session', () => {
    expect(
      decideAccess(
        input({ isSiteLoading: true, isLoggedIn: false, agent: null, handle: { access: 'open' } }),
      ),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('shows loading while the session loads, before deciding on login', () => {
    expect(decideAccess(input({ isSiteLoading: true, isLoggedIn: false, agent: null }))).toEqual({
      kind: 'loading',
    });
  });

  it('sends visitors who are not logged in to /login', () => {
    expect(decideAccess(input({ isLoggedIn: false, agent: null }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('denies entry when the configuration is missing, null or all off', () => {
    for (const configuration of [null, undefined, allOff, {}]) {
      expect(decideAccess(input({ agent: { role: 'reseller', configuration } }))).toEqual({
        kind: 'redirect',
        to: '/entrydenied',
      });
    }
  });

  it('redirects a disabled module to the first enabled module in registry order', () => {
    const config = { ...allOn, showHotel: false };
    expect(
      decideAccess(
        input({
          agent: { role: 'reseller', configuration: config },
          handle: { access: 'agent', module: 'hotel' },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/attraction',
    });
    const onlyInsurance = { ...allOff, showInsurance: true };
    expect(
      decideAccess(
        input({
          agent: { role: 'reseller', configuration: onlyInsurance },
          handle: { access: 'agent', module: 'visa' },
        }),
      ),
    ).toEqual({ kind: 'redirect', to: '/insurance' });
  });

  it('from another module goes to the hotel home first when hotel is on', () => {
    const config = { ...allOn, showVisa: false };
    expect(
      decideAccess(
        input({
          agent: { role: 'reseller', configuration: config },
          handle: { access: 'agent', module: 'visa' },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('checks the insurance page against its own flag, not the quotation flag', () => {
    const config = { ...allOn, showQuotaion: false };
    expect(
      decideAccess(
        input({
          agent: { role: 'reseller', configuration: config },
          handle: { access: 'agent', module: 'insurance' },
        }),
      ),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('lets an enabled module through', () => {
    expect(decideAccess(input({ handle: { access: 'agent', module: 'a2a' } }))).toEqual({ kind: 'allow' });
  });

  it('sends sub-agents away from reseller-only pages', () => {
    const handle = { access: 'agent' as const, resellerOnly: true };
    expect(decideAccess(input({ agent: { role: 'sub-agent', configuration: allOn }, handle }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decideAccess(
        input({ agent: { role: 'sub-agent', configuration: { ...allOn, showHotel: false } }, handle }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/attraction',
    });
    expect(decideAccess(input({ handle }))).toEqual({ kind: 'allow' });
  });
});

describe('decideAccess by path', () => {
  it('applies a module flag to any path of that module, even without a matched route', () => {
    const configuration = { ...allOn, showVisa: false };
    expect(decideAccess(input({ agent: { role: 'reseller', configuration }, pathname: '/visa' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess(input({ agent: { role: 'reseller', configuration }, pathname: '/wallet' }))).toEqual({
      kind: 'allow',
    });
  });

  it('gates /markup/visa and /markup/quotation by their modules, like the other module paths', () => {
    const agent = (configuration: ModuleConfiguration) => ({ role: 'reseller', configuration });
    const noVisa = { ...allOn, showVisa: false };
    const noQuote = { ...allOn, showHotel: false, showQuotaion: false };
    expect(decideAccess(input({ agent: agent(noVisa), pathname: '/markup/visa' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess(input({ agent: agent(noQuote), pathname: '/markup/quotation' }))).toEqual({
      kind: 'redirect',
      to: '/attraction',
    });
    expect(decideAccess(input({ agent: agent(allOn), pathname: '/markup/visa' }))).toEqual({ kind: 'allow' });
    expect(decideAccess(input({ agent: agent(noVisa), pathname: '/markup/attraction' }))).toEqual({
      kind: 'allow',
    });
  });
});
