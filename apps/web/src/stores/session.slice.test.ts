import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentRecord } from '@portal/contracts';
import { initialSessionState, sessionActions, sessionSlice } from './session.slice';
import { memoryStorage } from './test-storage';

const agent = {
  _id: '7c1e1f5e-8a4f-4c69-9c1e-3b1f2f0c9a11',
  name: 'Sara Khan',
  role: 'reseller',
} as AgentRecord;
const reduce = sessionSlice.reducer;

afterEach(() => vi.unstubAllGlobals());

describe('session slice', () => {
  it('starts logged out and loading, with the token from agent-string', () => {
    vi.stubGlobal('localStorage', memoryStorage({ 'agent-string': 'tok' }));
    expect(initialSessionState()).toMatchObject({
      isSiteLoading: true,
      isLoggedIn: false,
      token: 'tok',
      agent: null,
    });
  });

  it('a fetched agent logs in and ends loading', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const state = reduce(initialSessionState(), sessionActions.agentFetched(agent));
    expect(state).toMatchObject({ isSiteLoading: false, isLoggedIn: true, agent });
  });

  it('a failed fetch ends loading and stays logged out', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const state = reduce(initialSessionState(), sessionActions.agentFetchFailed());
    expect(state).toMatchObject({ isSiteLoading: false, isLoggedIn: false, agent: null });
  });

  it('login stores the token; logout removes it', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const inState = reduce(initialSessionState(), sessionActions.loggedIn({ agent, token: 'jwt' }));
    expect(inState.isLoggedIn).toBe(true);
    expect(storage.getItem('agent-string')).toBe('jwt');
    const outState = reduce(inState, sessionActions.loggedOut());
    expect(outState).toMatchObject({ isLoggedIn: false, agent: null, token: null });
    expect(storage.getItem('agent-string')).toBeNull();
  });

  it('registration saves the token but does not log in', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const state = reduce(initialSessionState(), sessionActions.registered({ agent, token: 'jwt' }));
    expect(state.isLoggedIn).toBe(false);
    expect(storage.getItem('agent-string')).toBe('jwt');
  });

  it('registration without a token keeps the agent and leaves storage alone', () => {
    const storage = memoryStorage({ 'agent-string': 'older' });
    vi.stubGlobal('localStorage', storage);
    const start = { ...initialSessionState(), isSiteLoading: false };
    const state = reduce(start, sessionActions.registered({ agent }));
    expect(state).toMatchObject({ agent, isLoggedIn: false, isSiteLoading: false, token: 'older' });
    expect(storage.getItem('agent-string')).toBe('older');
    const withNull = reduce(initialSessionState(), sessionActions.registered({ agent, token: null }));
    expect(withNull.isLoggedIn).toBe(false);
    expect(storage.getItem('agent-string')).toBe('older');
  });
});
