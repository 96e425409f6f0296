import { CircleX } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { BulletList } from '../components/content-page';
import { buttonClasses } from '../../../components/ui/button';
import { readReturnPath } from '../../../lib/payment-return';
import { useT } from '../../../lib/i18n';

/**
 * Gateway return page for a declined or cancelled payment: /payment-decline and
 * /b2b/wallet/deposit/{id}/cancelled (a cancelled wallet top-up).
 */
export function PaymentDeclinePage() {
  const t = useT();
  const { id } = useParams();
  const isDeposit = Boolean(id);
  const returnPath = readReturnPath(useLocation().search);

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="text-center">
          <CircleX aria-hidden className="mx-auto size-14 text-red-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900">
            {t('pages.paymentDeclined', 'Payment declined')}
          </h1>
          <p className="mt-3 text-slate-600">
            {isDeposit
              ? t(
                  'decline.deposit',
                  'Your wallet top-up was cancelled or declined by the payment gateway. No amount has been added to your wallet.',
                )
              : t(
                  'decline.booking',
                  'Your payment was declined or cancelled by the payment gateway. Your booking has not been confirmed.',
                )}
          </p>
          {isDeposit ? (
            <p className="mt-2 text-sm text-slate-500">
              {t('pages.depositReference', 'Deposit reference:')}{' '}
              <span className="font-mono break-all text-slate-700">{id}</span>
            </p>
          ) : null}
        </div>

        <section aria-labelledby="decline-what-happened" className="mt-8 space-y-2 text-slate-700">
          <h2 id="decline-what-happened" className="text-lg font-semibold text-slate-900">
            {t('pages.whatHappened', 'What happened')}
          </h2>
          <p>
            {t(
              'pages.theCardIssuerOr',
              'The card issuer or the payment gateway did not approve the transaction, or the payment window was closed before it finished. If your bank shows a pending hold, it is released automatically by your bank, usually within a few working days.',
            )}
          </p>
        </section>

        <section aria-labelledby="decline-next" className="mt-6 space-y-2 text-slate-700">
          <h2 id="decline-next" className="text-lg font-semibold text-slate-900">
            {t('pages.whatYouCanDo', 'What you can do next')}
          </h2>
          <BulletList
            items={[
              t(
                'decline.checkCard',
                'Check the card details, the available limit and that online payments are enabled on the card.',
              ),
              t(
                'decline.tryAgain',
                'Try again with another card, or top up your wallet by bank transfer and pay from the wallet.',
              ),
              t(
                'decline.debited',
                'If the amount was debited from your account, contact our support team with the time of the payment.',
              ),
            ]}
          />
        </section>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {returnPath && (
            <Link to={returnPath} className={buttonClasses('primary', 'lg')}>
              {t('pages.backToCheckout', 'Back to checkout')}
            </Link>
          )}
          <Link to="/wallet" className={buttonClasses(returnPath ? 'secondary' : 'primary', 'lg')}>
            {t('pages.backToWallet', 'Back to wallet')}
          </Link>
          <Link to="/" className={buttonClasses('secondary', 'lg')}>
            {t('pages.goToHome', 'Go to home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
