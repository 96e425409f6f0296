import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../app/store';
import { sessionActions } from '../stores/session.slice';
import { api } from './api';
import { useLogoutMutation } from './shell-api';

/**
 * Ends the session: revokes it on the server (best effort - an expired session is already gone),
 * clears the local session and the cached server data, and goes to /login.
 */
export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [revoke, { isLoading }] = useLogoutMutation();
  const logout = useCallback(async () => {
    await revoke().catch(() => undefined);
    dispatch(sessionActions.loggedOut());
    dispatch(api.util.resetApiState());
    await navigate('/login', { replace: true });
  }, [dispatch, navigate, revoke]);
  return { logout, isLoggingOut: isLoading };
}
