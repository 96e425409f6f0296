import { OrderCreditNotes } from '../../../components/orders/credit-notes';
import { BookedBy } from '../../../components/orders/booked-by';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CheckCircle2, Download, FileText, Printer, SearchX, Ticket } from 'lucide-react';
import { ATTRACTION_PATHS, type ClientDocumentView, type OrderDto } from '@portal/contracts';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { useAttractionOrderQuery } from '../api/orders.api';
import { attractionsActions } from '../attractions.slice';
import { StatusBadge } from '../../../components/status-badge';
import { DocumentViewToggle } from '../../../components/document-view-toggle';
import { UnpaidOrderActions } from '../components/unpaid-order-actions';
import {
  AWAITING_SUPPLIER_POLL_MS,
  AwaitingSupplierNotice,
  isAwaitingSupplier,
} from '../../../components/orders/awaiting-supplier';
import { travellersText } from '../lib/cart-text';
import { ORDERS_PATH } from '../lib/paths';
import { useDownload } from '../../../lib/use-download';
import { useT } from '../../../lib/i18n';
import { useFormats } from '../../../lib/use-formats';

const PAID: readonly OrderDto['status'][] = ['processing', 'completed', 'cancelled'];

/** /attractions/invoice/{id}: the order summary with invoice and tickets downloads and printing. */
export function InvoicePage() {
  const t = useT();
  const fmt = useFormats();
  const { id = '' } = useParams();
  const { data: order, error, isLoading } = useAttractionOrderQuery(id);
  const awaiting = order
    ? isAwaitingSupplier(
        order.status,
        order.lines.map((l) => l.status),
      )
    : false;
  // A card payment or supplier booking still settling is asked again (a supplier that did not answer, slowly).
  const settling = !awaiting && order?.status === 'processing';
  useAttractionOrderQuery(id, {
    skip: !(awaiting || settling),
    pollingInterval: awaiting ? AWAITING_SUPPLIER_POLL_MS : 2000,
  });
  const cart = useAppSelector((s) => s.attractions.cart);
  const dispatch = useAppDispatch();
  const { busy, download } = useDownload();
  const [view, setView] = useState<ClientDocumentView>('client');

  // A paid order (also after the card gateway) takes its lines out of the cart.
  useEffect(() => {
    if (!order || !PAID.includes(order.status)) return;
    for (const line of order.lines) {
      if (cart.some((c) => c._id === line.activity._id))
        dispatch(attractionsActions.removedFromCart(line.activity._id));
    }
  }, [order, cart, dispatch]);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-4xl space-y-3 px-3 py-6 sm:px-6">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (error || !order) {
    return (
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('attractions.thisOrderCouldNot', 'This order could not be loaded')}
        description={errorMessage(
          error,
          t('attractions.pleaseCheckYourOrders', 'Please check your orders list.'),
        )}
        action={
          <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
            {t('attractions.goToOrders', 'Go to orders')}
          </Link>
        }
      />
    );
  }
  const { actions } = order;
  const clientDocs = actions.tickets || actions.vouchers;
  return (
    <div className="mx-auto max-w-4xl px-3 py-6 sm:px-6 print:max-w-none print:p-0">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          {awaiting ? (
            <div className="mb-2">
              <AwaitingSupplierNotice what={t('what.theBooking', 'the booking')} />
            </div>
          ) : (
            order.status === 'completed' && (
              <p className="mb-1 flex items-center gap-2 font-medium text-emerald-700">
                <CheckCircle2 className="size-5" aria-hidden="true" />{' '}
                {t('attractions.bookingSuccessful', 'Booking successful')}
              </p>
            )
          )}
          <h1 className="text-2xl font-bold text-slate-900">Order {order.referenceNumber}</h1>
          <p className="text-sm text-slate-500">
            Your reference {order.agentReferenceNumber} · {fmt.dateTime(order.createdAt, { withZone: true })}
          </p>
          <BookedBy name={order.bookedBy} />
        </div>
        {/* Only documents that exist for this order (an unpaid order has no invoice yet). */}
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          {actions.invoice && (
            <Button
              variant="secondary"
              loading={busy === 'invoice'}
              onClick={() =>
                void download(
                  'invoice',
                  ATTRACTION_PATHS.invoice(order._id),
                  `invoice-${order.referenceNumber}.pdf`,
                )
              }
            >
              <FileText className="size-4" aria-hidden="true" /> {t('attractions.invoicePdf', 'Invoice PDF')}
            </Button>
          )}
          {actions.tickets && (
            <Button
              variant="secondary"
              loading={busy === 'tickets'}
              onClick={() =>
                void download(
                  'tickets',
                  `${ATTRACTION_PATHS.tickets(order._id)}?view=${view}`,
                  `tickets-${order.referenceNumber}.pdf`,
                )
              }
            >
              <Download className="size-4" aria-hidden="true" /> {t('attractions.ticketsPdf', 'Tickets PDF')}
            </Button>
          )}
          {actions.vouchers && (
            <Button
              variant="secondary"
              loading={busy === 'vouchers'}
              onClick={() =>
                void download(
                  'vouchers',
                  `${ATTRACTION_PATHS.vouchers(order._id)}?view=${view}`,
                  `vouchers-${order.referenceNumber}.pdf`,
                )
              }
            >
              <Ticket className="size-4" aria-hidden="true" /> {t('attractions.voucherPdf', 'Voucher PDF')}
            </Button>
          )}
          <Button variant="ghost" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" /> {t('attractions.print', 'Print')}
          </Button>
        </div>
      </div>
      {clientDocs && (
        <DocumentViewToggle
          value={view}
          onChange={setView}
          subject={t('attractions.ticketsAndVouchers', 'Tickets and vouchers')}
        />
      )}
      <UnpaidOrderActions order={order} />
      <OrderCreditNotes orderId={order._id} className="mb-4 print:hidden" />

      <Card className="mb-4 grid gap-3 p-4 text-sm sm:grid-cols-3 sm:p-6">
        <div>
          <p className="text-slate-500">{t('attractions.status', 'Status')}</p>
          <StatusBadge status={order.status} />
        </div>
        <div>
          <p className="text-slate-500">{t('attractions.leadTraveller', 'Lead traveller')}</p>
          <p className="font-medium text-slate-900">{order.leadTraveller.name}</p>
          <p className="text-slate-600">{order.leadTraveller.email}</p>
          <p className="text-slate-600">{order.leadTraveller.phone}</p>
        </div>
        <div>
          <p className="text-slate-500">{t('attractions.payment', 'Payment')}</p>
          <p className="font-medium text-slate-900">
            {order.paymentMethod === 'wallet'
              ? t('attractions.wallet', 'Wallet')
              : t('attractions.card', 'Card')}
          </p>
        </div>
      </Card>

      <Card className="p-4 sm:p-6">
        <ul className="divide-y divide-slate-100">
          {order.lines.map((line) => (
            <li key={line._id} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">{line.attraction.title}</p>
                  <p className="text-sm text-slate-600">{line.activity.name}</p>
                  <p className="text-xs text-slate-500">
                    {fmt.date(line.date)}
                    {line.slot ? ` · ${line.slot.startTime} - ${line.slot.endTime}` : ''} ·{' '}
                    {travellersText({ adult: line.adults, child: line.children, infant: line.infants })}
                    {line.confirmationNumber
                      ? t(
                          'attractions.confirmationConfirmationnumber',
                          ' · Confirmation {confirmationNumber}',
                          { confirmationNumber: line.confirmationNumber },
                        )
                      : ''}
                  </p>
                  {line.statusReason && <p className="text-xs text-red-600">{line.statusReason}</p>}
                  {line.tickets.length > 0 && (
                    <p className="text-xs text-slate-500">
                      {t('attractions.ticketsList', 'Tickets: {numbers}', {
                        numbers: line.tickets.map((ticket) => ticket.ticketNo).join(', '),
                      })}
                    </p>
                  )}
                </div>
                <div className="text-end">
                  <StatusBadge status={line.status} />
                  <p className="mt-1 font-semibold text-slate-900 tabular-nums">
                    {fmt.aedMinor(line.price.agentPrice)}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm">
          {order.totalVat > 0 && (
            <div className="flex justify-between text-slate-600">
              <dt>{t('attractions.vatIncluded', 'VAT included')}</dt>
              <dd className="tabular-nums">{fmt.aedMinor(order.totalVat)}</dd>
            </div>
          )}
          {order.cardFee > 0 && (
            <div className="flex justify-between text-slate-600">
              <dt>{t('attractions.cardFee', 'Card fee')}</dt>
              <dd className="tabular-nums">{fmt.aedMinor(order.cardFee)}</dd>
            </div>
          )}
          <div className="flex justify-between text-base font-semibold">
            <dt>
              {PAID.includes(order.status)
                ? t('attractions.totalPaid', 'Total paid')
                : t('attractions.total', 'Total')}
            </dt>
            <dd className="tabular-nums" data-testid="invoice-total">
              {fmt.aedMinor(order.totalAgentPrice + order.cardFee)}
            </dd>
          </div>
        </dl>
      </Card>
      <p className="mt-4 print:hidden">
        <Link to={ORDERS_PATH} className="text-sm font-medium text-brand-700 hover:underline">
          {t('attractions.viewAllOrders', 'View all orders')}
        </Link>
      </p>
    </div>
  );
}

export default InvoicePage;
