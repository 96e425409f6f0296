import { useState, type FormEvent, type ReactNode } from 'react';
import { Copy, Link2 } from 'lucide-react';
import { plainDateIn } from '@portal/domain';
import type { PaymentLinkDto, PaymentLinkFields, PaymentLinkState } from '@portal/contracts';
import { DateInput } from '../../../components/date-input';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { envelopeFieldErrors } from '../../../lib/error-envelope';
import { errorMessage } from '../../../lib/api';
import { formatAedMinor, formatDateTime } from '../../../lib/format';
import { useT, type Translate } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { FormAlert } from '../../auth/components/form-alert';
import {
  useCancelPaymentLinkMutation,
  useCreatePaymentLinkMutation,
  usePaymentLinksQuery,
  type PaymentLinksFilter,
} from '../api/payment-links.api';

function stateLabel(t: Translate, state: PaymentLinkState): string {
  switch (state) {
    case 'open':
      return t('payLinks.state.open', 'Waiting for the client');
    case 'paid':
      return t('payLinks.state.paid', 'Paid by the client');
    case 'cancelled':
      return t('payLinks.state.cancelled', 'Cancelled');
    case 'expired':
      return t('payLinks.state.expired', 'Expired');
    case 'price_changed':
      return t('payLinks.state.priceChanged', 'Price changed: make a new link');
    case 'closed':
      return t('payLinks.state.closed', 'Closed: the booking was paid or cancelled');
    case 'refunded':
      return t('payLinks.state.refunded', 'Paid, but it could not be booked: refunded to the client');
  }
}

/** A paid cart link: whether its booking is made, and what went back to the client's card. */
function fulfilmentText(t: Translate, link: PaymentLinkDto): string | null {
  if (link.fulfilment === 'booking') return t('payLinks.booking', 'Booking in progress');
  if (link.fulfilment === 'booked' && link.refundAmount > 0)
    return t('payLinks.partRefunded', '{amount} could not be booked and was refunded to the client', {
      amount: formatAedMinor(link.refundAmount),
    });
  return null;
}

function CopyButton({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        void navigator.clipboard.writeText(url).then(
          () => setCopied(true),
          () => window.prompt(t('payLinks.copyPrompt', 'Copy the link'), url),
        )
      }
    >
      <Copy className="size-4" aria-hidden="true" />
      {copied ? t('payLinks.copied', 'Copied') : t('payLinks.copy', 'Copy link')}
    </Button>
  );
}

/**
 * A booking's client payment links (issue 39 §2): the agency sends its client a link to pay the booking
 * by card at the agency's sell price; a new link replaces the open one. Shown for unpaid (pay later)
 * bookings and for any booking that had links.
 */
export function PaymentLinksCard({
  orderId,
  unpaid,
  lastDateForPayment,
}: {
  orderId: string;
  unpaid: boolean;
  lastDateForPayment: string | null;
}) {
  const t = useT();
  const can = useCan();
  const mayCreate = unpaid && can('bookings.book') && lastDateForPayment !== null;
  const [open, setOpen] = useState(false);
  return (
    <PaymentLinksList
      filter={{ orderId }}
      hideEmpty={!mayCreate}
      description={t(
        'payLinks.description',
        'Your client pays this booking by card at your sell price; the booking is then paid and your margin goes to your wallet.',
      )}
      onCreate={mayCreate ? () => setOpen(true) : undefined}
    >
      {open && lastDateForPayment && (
        <CreateLinkDialog
          orderId={orderId}
          lastDateForPayment={lastDateForPayment}
          onClose={() => setOpen(false)}
        />
      )}
    </PaymentLinksList>
  );
}

/** The links of one booking, of the attraction carts or of a quotation; each open one can be copied or cancelled. */
export function PaymentLinksList({
  filter,
  title,
  description,
  hideEmpty,
  onCreate,
  createLabel,
  children,
}: {
  filter: PaymentLinksFilter;
  title?: string;
  description: string;
  hideEmpty: boolean;
  onCreate?: () => void;
  /** The create button's words while no link is open (default "Create payment link"). */
  createLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const links = usePaymentLinksQuery(filter);
  const [cancel, cancelling] = useCancelPaymentLinkMutation();
  const [confirmCancel, setConfirmCancel] = useState<PaymentLinkDto | null>(null);
  const list = links.data?.links ?? [];
  // Links booked once paid (carts, a quotation) name what they sell and the booking made.
  const carts = !('orderId' in filter);
  if (hideEmpty && list.length === 0) return null;

  return (
    <Card className="mb-4 print:hidden">
      <CardHeader
        title={title ?? t('payLinks.title', 'Client payment link')}
        description={description}
        actions={
          onCreate && (
            <Button variant="secondary" size="sm" onClick={onCreate}>
              <Link2 className="size-4" aria-hidden="true" />
              {list.some((l) => l.state === 'open')
                ? t('payLinks.reissue', 'New link')
                : (createLabel ?? t('payLinks.create', 'Create payment link'))}
            </Button>
          )
        }
      />
      <CardBody>
        {links.isError ? (
          <p className="text-sm text-red-700">{errorMessage(links.error)}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">{t('payLinks.none', 'No payment link yet.')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {link.reference} · {formatAedMinor(link.amount)}
                    {carts && link.orderReference ? ` · ${link.orderReference}` : ''}
                  </p>
                  {carts && <p className="truncate text-slate-700">{link.title}</p>}
                  <p className="text-slate-600">
                    {stateLabel(t, link.state)} ·{' '}
                    {link.paidAt
                      ? t('payLinks.paidAt', 'paid {date}', { date: formatDateTime(link.paidAt) })
                      : t('payLinks.dueAt', 'due {date}', { date: formatDateTime(link.dueAt) })}
                    {link.clientEmail ? ` · ${link.clientEmail}` : ''}
                  </p>
                  {fulfilmentText(t, link) && <p className="text-amber-800">{fulfilmentText(t, link)}</p>}
                  {link.state === 'refunded' && link.fulfilmentNote && (
                    <p className="text-slate-600">{link.fulfilmentNote}</p>
                  )}
                </div>
                {link.state === 'open' && (
                  <div className="flex flex-wrap gap-2">
                    <CopyButton url={link.url} />
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noreferrer"
                      className="self-center text-sm font-medium text-brand-700 hover:underline"
                    >
                      {t('payLinks.open', 'Open')}
                    </a>
                    <Button variant="ghost" size="sm" onClick={() => setConfirmCancel(link)}>
                      {t('payLinks.cancel', 'Cancel link')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      {children}
      <Dialog
        open={confirmCancel !== null}
        onOpenChange={(next) => !next && !cancelling.isLoading && setConfirmCancel(null)}
        title={t('payLinks.cancelTitle', 'Cancel payment link {reference}?', {
          reference: confirmCancel?.reference ?? '',
        })}
        description={t('payLinks.cancelText', 'Your client will no longer be able to pay through it.')}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirmCancel(null)}
              disabled={cancelling.isLoading}
            >
              {t('payLinks.keep', 'Keep it')}
            </Button>
            <Button
              variant="danger"
              loading={cancelling.isLoading}
              onClick={() =>
                confirmCancel && void cancel(confirmCancel.id).then(() => setConfirmCancel(null))
              }
            >
              {t('payLinks.cancel', 'Cancel link')}
            </Button>
          </>
        }
      >
        {cancelling.error && <FormAlert tone="error">{errorMessage(cancelling.error)}</FormAlert>}
      </Dialog>
    </Card>
  );
}

function CreateLinkDialog({
  orderId,
  lastDateForPayment,
  onClose,
}: {
  orderId: string;
  lastDateForPayment: string;
  onClose: () => void;
}) {
  const t = useT();
  const [create, created] = useCreatePaymentLinkMutation();
  return (
    <PaymentLinkDialog
      lastDay={plainDateIn(new Date(lastDateForPayment))}
      description={t(
        'payLinks.createText',
        'The link asks your client for your sell price of this booking. A new link replaces the open one.',
      )}
      onSubmit={(fields) => void create({ orderId, ...fields })}
      created={created}
      onClose={onClose}
    />
  );
}

/**
 * The dialog that makes a payment link (a booking's, a cart's): the client's due day, name, e-mail
 * and a message; then the link to copy.
 */
export function PaymentLinkDialog({
  lastDay,
  description,
  onSubmit,
  created,
  onClose,
  children,
}: {
  /** The last day the client may pay (YYYY-MM-DD). */
  lastDay: string;
  description: string;
  /** Fields of what is sold, above the client's (a quotation's stay option). */
  children?: ReactNode;
  onSubmit: (fields: PaymentLinkFields) => void;
  created: { data?: PaymentLinkDto; error?: unknown; isLoading: boolean };
  onClose: () => void;
}) {
  const t = useT();
  const [dueDate, setDueDate] = useState(lastDay);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [message, setMessage] = useState('');
  const fields = envelopeFieldErrors(created.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ dueDate, clientName, clientEmail, message });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !created.isLoading && onClose()}
      title={t('payLinks.createTitle', 'Payment link for your client')}
      description={description}
    >
      {created.data ? (
        <div className="space-y-3">
          <FormAlert tone="success">
            {created.data.clientEmail
              ? t('payLinks.sent', 'Link {reference} made and mailed to {email}.', {
                  reference: created.data.reference,
                  email: created.data.clientEmail,
                })
              : t('payLinks.made', 'Link {reference} made. Copy it and send it to your client.', {
                  reference: created.data.reference,
                })}
          </FormAlert>
          <Input
            readOnly
            value={created.data.url}
            aria-label={t('payLinks.url', 'Payment link')}
            onFocus={(e) => e.target.select()}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <CopyButton url={created.data.url} />
            <Button onClick={onClose}>{t('payLinks.done', 'Done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-3" noValidate>
          {children}
          <Field label={t('payLinks.dueDate', 'Client pays by')} error={fields.dueDate?.[0]}>
            <DateInput
              label={t('payLinks.dueDate', 'Client pays by')}
              value={dueDate}
              min={plainDateIn(new Date())}
              max={lastDay}
              onChange={setDueDate}
            />
          </Field>
          <Field label={t('payLinks.clientName', 'Client name')} error={fields.clientName?.[0]}>
            <Input value={clientName} maxLength={120} onChange={(e) => setClientName(e.target.value)} />
          </Field>
          <Field
            label={t('payLinks.clientEmail', 'Client e-mail (optional: we mail the link)')}
            error={fields.clientEmail?.[0]}
          >
            <Input
              type="email"
              value={clientEmail}
              maxLength={200}
              onChange={(e) => setClientEmail(e.target.value)}
            />
          </Field>
          <Field label={t('payLinks.message', 'Message to your client')} error={fields.message?.[0]}>
            <Textarea rows={2} value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
          </Field>
          {created.error !== undefined && !Object.keys(fields).length && (
            <FormAlert tone="error">{errorMessage(created.error)}</FormAlert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={created.isLoading}>
              {t('payLinks.close', 'Close')}
            </Button>
            <Button type="submit" loading={created.isLoading}>
              {t('payLinks.make', 'Make link')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
