import { useState, type FormEvent } from 'react';
import { Copy, Link2 } from 'lucide-react';
import { plainDateIn } from '@portal/domain';
import type { PaymentLinkDto, PaymentLinkState } from '@portal/contracts';
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
  }
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
  const links = usePaymentLinksQuery(orderId);
  const [open, setOpen] = useState(false);
  const [cancel, cancelling] = useCancelPaymentLinkMutation();
  const [confirmCancel, setConfirmCancel] = useState<PaymentLinkDto | null>(null);
  const list = links.data?.links ?? [];
  const mayCreate = unpaid && can('bookings.book') && lastDateForPayment !== null;
  if (!mayCreate && list.length === 0) return null;

  return (
    <Card className="mb-4 print:hidden">
      <CardHeader
        title={t('payLinks.title', 'Client payment link')}
        description={t(
          'payLinks.description',
          'Your client pays this booking by card at your sell price; the booking is then paid and your margin goes to your wallet.',
        )}
        actions={
          mayCreate && (
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              <Link2 className="size-4" aria-hidden="true" />
              {list.some((l) => l.state === 'open')
                ? t('payLinks.reissue', 'New link')
                : t('payLinks.create', 'Create payment link')}
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
                  </p>
                  <p className="text-slate-600">
                    {stateLabel(t, link.state)} ·{' '}
                    {link.paidAt
                      ? t('payLinks.paidAt', 'paid {date}', { date: formatDateTime(link.paidAt) })
                      : t('payLinks.dueAt', 'due {date}', { date: formatDateTime(link.dueAt) })}
                    {link.clientEmail ? ` · ${link.clientEmail}` : ''}
                  </p>
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
      {open && lastDateForPayment && (
        <CreateLinkDialog
          orderId={orderId}
          lastDateForPayment={lastDateForPayment}
          onClose={() => setOpen(false)}
        />
      )}
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
  const lastDay = plainDateIn(new Date(lastDateForPayment));
  const [dueDate, setDueDate] = useState(lastDay);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [message, setMessage] = useState('');
  const fields = envelopeFieldErrors(created.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create({ orderId, dueDate, clientName, clientEmail, message });
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !created.isLoading && onClose()}
      title={t('payLinks.createTitle', 'Payment link for your client')}
      description={t(
        'payLinks.createText',
        'The link asks your client for your sell price of this booking. A new link replaces the open one.',
      )}
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
          {created.error && !Object.keys(fields).length && (
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
