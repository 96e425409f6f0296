import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CheckCircle2, CreditCard, Download, Mail, MapPin, Phone } from 'lucide-react';
import type { PaymentLinkState, PublicPaymentLinkAnswer } from '@portal/contracts';
import { LanguageSwitch } from '../../../components/language-switch';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { API_BASE, errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { formatCurrency, formatLongDate, useLanguage, useT, type Translate } from '../../../lib/i18n';
import { FormAlert } from '../../auth/components/form-alert';
import { usePayPaymentLinkMutation, usePublicPaymentLinkQuery } from '../api/payment-links.api';

/** How often, and how long, the page asks again after the gateway sent the client back. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_FOR_MS = 60_000;

function notPayable(t: Translate, state: Exclude<PaymentLinkState, 'open' | 'paid'>): string {
  switch (state) {
    case 'cancelled':
      return t('payLink.cancelled', 'This link was cancelled by your travel agency.');
    case 'expired':
      return t('payLink.expired', 'This link has expired; ask your travel agency for a new one.');
    case 'price_changed':
      return t(
        'payLink.priceChanged',
        'The price of this booking has changed; ask your travel agency for a new link.',
      );
    case 'closed':
      return t(
        'payLink.closed',
        'This booking can no longer be paid through this link; please contact your travel agency.',
      );
    case 'refunded':
      return t(
        'payLink.refunded',
        'This link was paid, but the booking could not be made; the payment was refunded to your card.',
      );
  }
}

/**
 * /pay/:token (issue 39 §2): the page a travel agency's client opens to pay a booking by card. It shows
 * the agency, what is bought and the price to pay, never the agency's own costs; after paying, the
 * client's voucher and invoice.
 */
export function PayPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('paid') === '1';
  const t = useT();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!returned) return;
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, [returned]);
  const [paid, setPaid] = useState(false);
  const waiting = returned && !gaveUp && !paid;
  const link = usePublicPaymentLinkQuery(token, {
    skip: token.length !== 43,
    pollingInterval: waiting ? CONFIRM_POLL_MS : 0,
  });
  if ((link.data?.state === 'paid' || link.data?.state === 'refunded') && !paid) setPaid(true);

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-2xl px-3 py-6 sm:px-6">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch signedIn={false} />
        </div>
        {token.length !== 43 || link.isError ? (
          <FormAlert tone="error">
            {link.isError
              ? errorMessage(link.error)
              : t(
                  'payLink.invalid',
                  'This payment link is not valid. Please check the address your travel agency sent you.',
                )}
          </FormAlert>
        ) : !link.data ? (
          <div
            className="space-y-3"
            role="status"
            aria-label={t('payLink.loading', 'Loading the payment request')}
          >
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <LinkDetails link={link.data} token={token} confirming={waiting} />
        )}
      </div>
    </div>
  );
}

function LinkDetails({
  link,
  token,
  confirming,
}: {
  link: PublicPaymentLinkAnswer;
  token: string;
  confirming: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const [pay, paying] = usePayPaymentLinkMutation();
  const [accepted, setAccepted] = useState(false);
  const amount = formatCurrency(link.amount, link.currency, language);
  const { agency, booking } = link;

  const startPaying = async () => {
    const answer = await pay({ token, returnOrigin: window.location.origin });
    if ('data' in answer && answer.data) window.location.assign(answer.data.paymentUrl);
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardBody className="flex flex-wrap items-center gap-4">
          {agency.logo ? (
            <img src={agency.logo} alt={agency.name} className="h-14 max-w-40 object-contain" />
          ) : null}
          <div className="min-w-0">
            <p className="text-lg font-bold text-slate-900">{agency.name}</p>
            <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 shrink-0" aria-hidden="true" /> {agency.address}
              </li>
              <li className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
                <span className="flex items-center gap-1.5">
                  <Phone className="size-4 shrink-0" aria-hidden="true" />{' '}
                  <span dir="ltr">{agency.phone}</span>
                </span>
                <span className="flex min-w-0 items-center gap-1.5 break-all">
                  <Mail className="size-4 shrink-0" aria-hidden="true" /> {agency.email}
                </span>
              </li>
            </ul>
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardBody className="space-y-4">
          <div>
            <h1 className="text-xl font-bold text-slate-900">
              {t('payLink.title', 'Payment request {reference}', { reference: link.reference })}
            </h1>
            {link.clientName && (
              <p className="text-sm text-slate-600">
                {t('payLink.for', 'For {name}', { name: link.clientName })}
              </p>
            )}
          </div>
          {link.message && (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{link.message}</p>
          )}
          <section aria-label={t('payLink.booking', 'What you pay for')} className="space-y-1">
            <h2 className="text-sm font-semibold text-slate-700">
              {t('payLink.booking', 'What you pay for')}
            </h2>
            <p className="font-medium text-slate-900">{booking.title || booking.reference}</p>
            <p className="text-sm text-slate-600">
              {t('payLink.bookingRef', 'Booking {reference} · lead guest {name}', {
                reference: booking.reference,
                name: booking.leadName,
              })}
            </p>
            <ul className="list-disc space-y-0.5 ps-5 text-sm text-slate-700">
              {booking.items.map((item, i) => (
                <li key={i}>
                  {item.description} ·{' '}
                  {item.serviceEndDate
                    ? `${formatLongDate(item.serviceDate, language)} - ${formatLongDate(item.serviceEndDate, language)}`
                    : formatLongDate(item.serviceDate, language)}
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-600">
              {booking.freeCancellationUntil
                ? t('payLink.freeCancel', 'Free cancellation until {date} (Dubai time).', {
                    date: formatDateTime(booking.freeCancellationUntil),
                  })
                : t('payLink.noFreeCancel', 'This booking cannot be cancelled free of charge.')}
            </p>
          </section>
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
            <div>
              <p className="text-sm text-slate-600">{t('payLink.amount', 'Amount to pay')}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid="pay-link-amount">
                {amount}
              </p>
            </div>
            {link.state === 'open' && (
              <p className="text-sm text-slate-600">
                {t('payLink.due', 'Pay by {date} (Dubai time)', { date: formatDateTime(link.dueAt) })}
              </p>
            )}
          </div>

          {link.state === 'paid' ? (
            <div className="space-y-3">
              <FormAlert tone="success">
                <span className="inline-flex items-center gap-1.5">
                  <CheckCircle2 className="size-4" aria-hidden="true" />
                  {t('payLink.paid', 'Payment received. Thank you!')}
                </span>
              </FormAlert>
              {link.documents.length > 0 && (
                <div className="flex flex-wrap gap-2">
                  {link.documents.map((d) => (
                    <a
                      key={d.kind}
                      href={`${API_BASE}${d.path.slice(1)}?lang=${language}`}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {d.kind === 'voucher'
                        ? t('payLink.voucher', 'Voucher')
                        : t('payLink.invoice', 'Invoice')}
                    </a>
                  ))}
                </div>
              )}
            </div>
          ) : confirming ? (
            <FormAlert tone="info">{t('payLink.confirming', 'We are confirming your payment…')}</FormAlert>
          ) : link.state === 'open' ? (
            <div className="space-y-3">
              <label className="flex items-start gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={accepted}
                  onChange={(e) => setAccepted(e.target.checked)}
                />
                {t(
                  'payLink.accept',
                  'I have checked the booking above and accept its cancellation terms. {agency} sells it; the card payment is processed securely by its booking platform.',
                  { agency: agency.name },
                )}
              </label>
              {paying.error && <FormAlert tone="error">{errorMessage(paying.error)}</FormAlert>}
              <Button
                variant="accent"
                size="lg"
                className="w-full sm:w-auto"
                disabled={!accepted}
                loading={paying.isLoading || paying.isSuccess}
                onClick={() => void startPaying()}
              >
                <CreditCard className="size-5" aria-hidden="true" />
                {t('payLink.pay', 'Pay {amount} by card', { amount })}
              </Button>
            </div>
          ) : (
            <FormAlert tone="error">{notPayable(t, link.state)}</FormAlert>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
