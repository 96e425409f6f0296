import { useEffect, type ReactNode } from 'react';
import { CircleCheck, Clock, LogIn, CircleAlert } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { DepositRecord } from '@portal/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { buttonClasses } from '../../../components/ui/button';
import { SkeletonList } from '../../../components/ui/skeleton';
import { api, errorMessage } from '../../../lib/api';
import { useWalletBalanceQuery } from '../api/wallet-balance.api';
import { useDepositQuery } from '../api/wallet.api';
import { readReturnPath } from '../../../lib/payment-return';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POLL_MS = 2000;

/**
 * /b2b/wallet/deposit/{id}/success, where the gateway sends the browser after an approved card
 * payment. Open route: without a session it asks the agent to sign in. The deposit is read back from
 * the server, so the page never claims a credit the ledger does not hold.
 */
export function DepositSuccessPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const session = useAppSelector((s) => s.session);
  const t = useT();

  if (session.isSiteLoading)
    return (
      <Frame>
        <SkeletonList rows={4} label={t('wallet.success.loading', 'Loading')} />
      </Frame>
    );
  if (!session.isLoggedIn || !session.token)
    return (
      <Frame>
        <div className="text-center">
          <LogIn className="mx-auto size-12 text-brand-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {t('wallet.success.signInTitle', 'Sign in to see your deposit')}
          </h1>
          <p className="mt-2 text-slate-600">
            {t(
              'wallet.success.signInText',
              'Your payment has been received by the gateway. Sign in to see the deposit and your new wallet balance.',
            )}
          </p>
          <Link
            to="/login"
            state={{ from: location.pathname }}
            className={buttonClasses('primary', 'lg', 'mt-6')}
          >
            {t('wallet.success.signIn', 'Sign in')}
          </Link>
        </div>
      </Frame>
    );
  if (!UUID.test(id))
    return <NotFound message={t('wallet.success.badLink', 'This deposit link is not valid.')} />;
  return <DepositResult id={id} />;
}

function DepositResult({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const fmt = useFormats();
  const returnPath = readReturnPath(useLocation().search);
  const deposit = useDepositQuery(id, { refetchOnMountOrArgChange: true });
  const status = deposit.data?.status;
  const balance = useWalletBalanceQuery(undefined, { skip: status !== 'confirmed' });

  // A gateway may call back after the browser arrives: ask again until the deposit settles.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = window.setInterval(() => void deposit.refetch(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [status, deposit]);

  // The credit changed the wallet: the header and the wallet page must not show the old figures.
  useEffect(() => {
    if (status === 'confirmed') dispatch(api.util.invalidateTags(['Wallet', 'Transactions']));
  }, [status, dispatch]);

  if (deposit.isLoading)
    return (
      <Frame>
        <SkeletonList rows={4} label={t('wallet.success.loadingDeposit', 'Loading your deposit')} />
      </Frame>
    );
  if (deposit.error || !deposit.data)
    return (
      <NotFound
        message={errorMessage(
          deposit.error,
          t('wallet.success.notFoundText', 'This deposit could not be found.'),
        )}
      />
    );

  const d = deposit.data;
  if (d.status === 'pending')
    return (
      <Frame>
        <div className="text-center" role="status">
          <Clock className="mx-auto size-12 text-amber-500" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {t('wallet.success.confirming', 'Confirming your payment…')}
          </h1>
          <p className="mt-2 text-slate-600">
            {t(
              'wallet.success.waiting',
              'We are waiting for the payment gateway to confirm deposit {number}. This page updates by itself.',
              { number: d.number },
            )}
          </p>
        </div>
      </Frame>
    );
  if (d.status !== 'confirmed')
    return (
      <Frame>
        <div className="text-center">
          <CircleAlert className="mx-auto size-12 text-red-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {t('wallet.success.notCompleted', 'This deposit was not completed')}
          </h1>
          <p className="mt-2 text-slate-600">
            {d.reason ?? t('wallet.success.notApproved', 'The payment was not approved.')}{' '}
            {t('wallet.success.nothingAdded', 'No amount has been added to your wallet.')}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            {returnPath && (
              <Link to={returnPath} className={buttonClasses('secondary', 'lg')}>
                {t('wallet.success.backToCheckout', 'Back to checkout')}
              </Link>
            )}
            <Link to="/wallet" className={buttonClasses('primary', 'lg')}>
              {t('wallet.success.backToWallet', 'Back to wallet')}
            </Link>
          </div>
        </div>
      </Frame>
    );

  return (
    <Frame>
      <div className="text-center">
        <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">
          {t('wallet.success.title', 'Deposit successful')}
        </h1>
        <p className="mt-2 text-slate-600">
          {t('wallet.success.added', '{amount} has been added to your wallet.', {
            amount: fmt.aed(d.amount),
          })}
        </p>
      </div>
      <DepositFacts deposit={d} />
      <div className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-center" data-testid="new-balance">
        <p className="text-sm text-brand-900">{t('wallet.success.newBalance', 'New wallet balance')}</p>
        <p className="text-2xl font-bold text-brand-900 tabular-nums">
          {balance.data ? fmt.aed(balance.data.balance) : '…'}
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {returnPath ? (
          <>
            {/* The top-up was started from a checkout short of funds: back to it, cart untouched. */}
            <Link to={returnPath} className={buttonClasses('primary', 'lg')}>
              {t('wallet.success.returnToCheckout', 'Return to checkout')}
            </Link>
            <Link to="/wallet" className={buttonClasses('secondary', 'lg')}>
              {t('wallet.success.goToWallet', 'Go to wallet')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/wallet" className={buttonClasses('primary', 'lg')}>
              {t('wallet.success.goToWallet', 'Go to wallet')}
            </Link>
            <Link to="/" className={buttonClasses('secondary', 'lg')}>
              {t('wallet.success.continue', 'Continue booking')}
            </Link>
          </>
        )}
      </div>
    </Frame>
  );
}

function DepositFacts({ deposit: d }: { deposit: DepositRecord }) {
  const t = useT();
  const fmt = useFormats();
  const rows: [string, string][] = [
    [t('wallet.success.credited', 'Amount credited'), fmt.aed(d.amount)],
    [t('checkout.cardFee', 'Card fee'), fmt.aed(d.fee)],
    [t('wallet.card.charged', 'Charged to your card'), fmt.aed(d.total)],
    [t('wallet.filters.reference', 'Reference'), `DEP-${d.number}`],
    [t('wallet.success.date', 'Date'), fmt.dateTime(d.resolvedAt ?? d.createdAt, { withZone: true })],
  ];
  return (
    <dl
      className="mt-8 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm"
      data-testid="deposit-facts"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NotFound({ message }: { message: string }) {
  const t = useT();
  return (
    <Frame>
      <div className="text-center">
        <CircleAlert className="mx-auto size-12 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {t('wallet.success.notFound', 'Deposit not found')}
        </h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <Link to="/wallet" className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('wallet.success.goToWallet', 'Go to wallet')}
        </Link>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {children}
      </div>
    </div>
  );
}
