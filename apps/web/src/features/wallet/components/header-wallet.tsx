import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useWalletBalanceQuery } from '../api/wallet-balance.api';
import { formatConverted } from '../../../lib/money';
import { NO_TOKEN_WALLET_ERROR, walletActions } from '../state/wallet.slice';

const CLOSE_DELAY_MS = 150;

/**
 * The header's Wallet link and its hover panel "Wallet Amount" (spec section 2.2): the balance is
 * fetched when the header loads and again on each hover; without a token no call is made and the
 * spec's error is recorded instead (section 8).
 */
export function HeaderWallet() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const recordedError = useAppSelector((s) => s.wallet.balanceError);
  const { data, error, isFetching, refetch } = useWalletBalanceQuery(undefined, { skip: !token });
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelId = useId();

  useEffect(() => {
    if (!token) dispatch(walletActions.balanceFailed(NO_TOKEN_WALLET_ERROR));
    else if (error) dispatch(walletActions.balanceFailed(errorMessage(error, NO_TOKEN_WALLET_ERROR)));
    else if (data) dispatch(walletActions.balanceLoaded());
  }, [dispatch, token, error, data]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    if (open) return;
    setOpen(true);
    if (!token) dispatch(walletActions.balanceFailed(NO_TOKEN_WALLET_ERROR));
    else if (!isFetching) void refetch();
  }, [dispatch, isFetching, open, refetch, token]);

  const hide = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  }, []);

  return (
    <div
      className="relative hidden sm:block"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink
        to="/wallet"
        aria-describedby={open ? panelId : undefined}
        className={({ isActive }) =>
          cn(
            'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
          )
        }
      >
        <Wallet className="size-5" aria-hidden="true" />
        <span>Wallet</span>
      </NavLink>
      {open && (
        <div
          id={panelId}
          role="tooltip"
          data-testid="wallet-panel"
          className="absolute top-full right-0 z-40 mt-1 w-64 animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-sm font-semibold text-slate-600">Wallet Amount</p>
          {data ? (
            <>
              <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
                {formatConverted(data.balance, currency)}
              </p>
              {data.pendingBalance > 0 && (
                <p className="mt-1 text-xs text-slate-500 tabular-nums">
                  Pending: {formatConverted(data.pendingBalance, currency)}
                </p>
              )}
              {data.creditAmount > 0 && (
                <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
                  Credit used {formatConverted(data.creditUsed, currency)} /{' '}
                  {formatConverted(data.creditAmount, currency)}
                </p>
              )}
            </>
          ) : recordedError && !isFetching ? (
            <p className="mt-1 text-sm text-red-600">{recordedError}</p>
          ) : (
            <div aria-hidden="true" className="mt-2 h-6 w-32 animate-pulse rounded bg-slate-200" />
          )}
        </div>
      )}
    </div>
  );
}
