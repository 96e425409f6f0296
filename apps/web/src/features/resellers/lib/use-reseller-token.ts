import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { NO_TOKEN_RESELLER_ERROR, resellersActions } from '../state/resellers.slice';

/**
 * The session token for sub-agent calls. Spec section 8: without a token the call is skipped and
 * "Cant find reseller" is recorded instead.
 */
export function useResellerToken(): string | null {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  useEffect(() => {
    if (!token) dispatch(resellersActions.resellerFailed(NO_TOKEN_RESELLER_ERROR));
    else dispatch(resellersActions.resellerLoaded());
  }, [dispatch, token]);
  return token;
}
