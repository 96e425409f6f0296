import { useEffect, useId, useState } from 'react';
import { Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useWalletBalanceQuery } from '../api/wallet-balance.api';
import { NO_TOKEN_WALLET_ERROR, walletActions } from '../state/wallet.slice';
import { useFormats } from '../../../lib/use-formats';

/**
 * The header's Wallet link and its hover panel "Wallet Amount" (spec section 2.2): the balance is
 * fetched when the header loads and again on each hover; without a token no call is made and the
 * spec's error is recorded instead (section 8). Small screens, which cannot hover, show the balance
 * in the link itself.
 *
 * The panel must never hide a control (issue 17): it lets every pointer event through to the page
 * under it, so it is open only while the pointer is on the link itself (or the link has keyboard
 * focus) and closes as soon as the pointer moves on, on Escape, and on a press anywhere.
 */
export function HeaderWallet() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const currency = useAppSelector((s) => s.home.selectedCurrency);
  const t = useT();
  const fmt = useFormats();
  const recordedError = useAppSelector((s) => s.wallet.balanceError);
  const { data, error, isFetching, refetch } = useWalletBalanceQuery(undefined, { skip: !token });
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!token) dispatch(walletActions.balanceFailed(NO_TOKEN_WALLET_ERROR));
    else if (error) dispatch(walletActions.balanceFailed(errorMessage(error, NO_TOKEN_WALLET_ERROR)));
    else if (data) dispatch(walletActions.balanceLoaded());
  }, [dispatch, token, error, data]);

  // Escape dismisses it wherever the focus is (WCAG 1.4.13), a press anywhere closes it.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', close, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', close, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const show = () => {
    if (open) return;
    setOpen(true);
    if (!token) dispatch(walletActions.balanceFailed(NO_TOKEN_WALLET_ERROR));
    else if (!isFetching) void refetch();
  };

  const balance = data ? fmt.converted(data.balance, currency) : null;

  return (
    <div className="relative">
      <NavLink
        to="/wallet"
        aria-describedby={open ? panelId : undefined}
        // A touch also fires mouse events; only a real hover opens the panel.
        onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
        onPointerLeave={() => setOpen(false)}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && show()}
        onBlur={() => setOpen(false)}
        className={({ isActive }) =>
          cn(
            'inline-flex items-center gap-1 rounded-lg px-1.5 py-2 text-sm font-medium transition-colors sm:gap-2 sm:px-3',
            isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
          )
        }
      >
        <Wallet className="hidden size-5 shrink-0 min-[380px]:block" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('bottomBar.wallet', 'Wallet')}</span>
        {/* The mobile header's balance (issue 17); large screens keep it in the hover panel. */}
        <span
          data-testid="header-balance"
          className="text-xs font-semibold whitespace-nowrap tabular-nums sm:hidden"
        >
          {balance ?? (
            <span className="inline-block h-3 w-14 animate-pulse rounded bg-slate-200 align-middle" />
          )}
        </span>
      </NavLink>
      {open && (
        <div
          id={panelId}
          role="tooltip"
          data-testid="wallet-panel"
          className="pointer-events-none absolute top-full end-0 z-40 mt-1 w-60 animate-fade-in rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <p className="text-sm font-semibold text-slate-600">{t('wallet.amount', 'Wallet Amount')}</p>
          {data ? (
            <>
              <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{balance}</p>
              {data.pendingBalance > 0 && (
                <p className="mt-1 text-xs text-slate-500 tabular-nums">
                  {t('wallet.pending', 'Pending: {amount}', {
                    amount: fmt.converted(data.pendingBalance, currency),
                  })}
                </p>
              )}
              {data.creditAmount > 0 && (
                // An amount never breaks inside ("AED" / "2,000.00" on two lines): each stays whole.
                <p className="mt-0.5 text-xs text-slate-500 tabular-nums">
                  {t('wallet.creditUsed', 'Credit used')}{' '}
                  <span className="whitespace-nowrap">{fmt.converted(data.creditUsed, currency)}</span> /{' '}
                  <span className="whitespace-nowrap">{fmt.converted(data.creditAmount, currency)}</span>
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
