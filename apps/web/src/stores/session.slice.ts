import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentRecord } from '@portal/contracts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/** Agent session of spec sections 3 and 4. */
export interface SessionState {
  isSiteLoading: boolean;
  agent: AgentRecord | null;
  token: string | null;
  isLoggedIn: boolean;
  forgotPasswordEmail: string;
}

export const initialSessionState = (): SessionState => ({
  isSiteLoading: true,
  agent: null,
  token: readStorage(STORAGE_KEYS.token),
  isLoggedIn: false,
  forgotPasswordEmail: '',
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    agentFetched(state, action: PayloadAction<AgentRecord>) {
      state.agent = action.payload;
      state.isLoggedIn = true;
      state.isSiteLoading = false;
    },
    agentFetchFailed(state) {
      state.isSiteLoading = false;
    },
    loggedIn(state, action: PayloadAction<{ agent: AgentRecord; token: string }>) {
      state.agent = action.payload.agent;
      state.token = action.payload.token;
      state.isLoggedIn = true;
      state.isSiteLoading = false;
      writeStorage(STORAGE_KEYS.token, action.payload.token);
    },
    /**
     * Registration keeps the new agent and, when the answer carries one, stores the token; it never signs
     * in (spec section 4). The sign-up answer has no token until the agent is verified, and a missing
     * token must not wipe whatever storage holds.
     */
    registered(state, action: PayloadAction<{ agent: AgentRecord; token?: string | null }>) {
      state.agent = action.payload.agent;
      const { token } = action.payload;
      if (token) {
        state.token = token;
        writeStorage(STORAGE_KEYS.token, token);
      }
    },
    agentUpdated(state, action: PayloadAction<AgentRecord>) {
      state.agent = action.payload;
    },
    loggedOut(state) {
      state.agent = null;
      state.token = null;
      state.isLoggedIn = false;
      state.isSiteLoading = false;
      writeStorage(STORAGE_KEYS.token, null);
    },
    forgotPasswordEmailSet(state, action: PayloadAction<string>) {
      state.forgotPasswordEmail = action.payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;
