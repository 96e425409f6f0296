import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ArrowLeft } from 'lucide-react';
import { formatMoney } from '@portal/domain';
import { LoadError } from '../../../components/load-error';
import { StatusBadge } from '../../../components/status-badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton, SkeletonList } from '../../../components/ui/skeleton';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AppLink } from '../../../lib/nav';
import { ObjectHistory } from '../staff/object-history';
import { StaffWorkCard } from '../work/staff-work-card';
import { isProduct, PAYMENT_LABELS, productLabel } from './order-labels';
import { AdminOrderCreditNotes } from './admin-order-credit-notes';
import { OrderLines } from './order-lines';
import { useAdminOrderQuery } from './orders.api';
import { OrderTimeline } from './order-timeline';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const back = (
  <AppLink
    to="/admin/orders"
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
  >
    <ArrowLeft className="rtl:-scale-x-100 size-4" aria-hidden="true" /> All bookings
  </AppLink>
);

/** /admin/orders/:product/:id: one order, its lines (confirm the booked ones), payment and timeline. */
export function AdminOrderPage() {
  const params = useParams();
  const product = params.product ?? '';
  const id = params.id ?? '';
  const valid = isProduct(product);
  const result = useAdminOrderQuery(valid ? { product, id } : skipToken);

  if (!valid)
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <h1 className="text-xl font-bold text-slate-900">Booking not found</h1>
        <p className="text-sm text-slate-600">There is no product "{product}".</p>
      </div>
    );
  if (result.isLoading)
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <h1 className="text-xl font-bold text-slate-900">Booking</h1>
        <Skeleton className="h-24 w-full" />
        <SkeletonList rows={3} label="Loading the booking" />
      </div>
    );
  const order = result.data?.order;
  if (result.error || !order)
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <h1 className="text-xl font-bold text-slate-900">Booking</h1>
        <Card>
          <LoadError
            error={result.error}
            what="this booking"
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        </Card>
      </div>
    );

  const money = (minor: number) => formatMoney(minor, order.currency);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold break-all text-slate-900">{order.referenceNumber}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="-mt-2 text-sm text-slate-600">
        {productLabel(order.product)}
        {order.title ? ` · ${order.title}` : ''}
      </p>
      {order.statusReason ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {order.statusReason}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="Order" />
          <dl className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-2">
            <Item label="Agent">
              {order.agent.agentCode} · <bdi>{order.agent.companyName}</bdi>
            </Item>
            {order.parent ? (
              <Item label="Parent agent">
                {order.parent.agentCode} · <bdi>{order.parent.companyName}</bdi>
              </Item>
            ) : null}
            <Item label="Agent's reference">{order.agentReferenceNumber || '-'}</Item>
            <Item label="Lead guest">{order.leadName ? <bdi>{order.leadName}</bdi> : '-'}</Item>
            <Item label="Lead guest contact">
              {[order.leadEmail, order.leadPhone].filter(Boolean).join(' · ') || '-'}
            </Item>
            <Item label="Booked">{formatDateTime(order.createdAt)}</Item>
            <Item label="Travel">
              {formatDate(order.serviceDate)}
              {order.serviceEndDate && order.serviceEndDate !== order.serviceDate
                ? ` - ${formatDate(order.serviceEndDate)}`
                : ''}
            </Item>
            {order.completedAt ? <Item label="Completed">{formatDateTime(order.completedAt)}</Item> : null}
            {order.cancelledAt ? <Item label="Cancelled">{formatDateTime(order.cancelledAt)}</Item> : null}
          </dl>
        </Card>
        <Card>
          <CardHeader title="Payment" />
          <dl className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-2">
            <Item label="Method">
              {PAYMENT_LABELS[order.payment.method]}
              {order.payment.paidWith && order.payment.method === 'pay_later'
                ? ` (paid by ${PAYMENT_LABELS[order.payment.paidWith].toLowerCase()})`
                : ''}
            </Item>
            <Item label="Paid">
              {order.payment.paidAt ? formatDateTime(order.payment.paidAt) : 'Not paid'}
            </Item>
            {order.payment.payBy ? <Item label="Pay by">{formatDateTime(order.payment.payBy)}</Item> : null}
            <Item label="Invoice">{order.payment.invoiceNumber ?? '-'}</Item>
            <Item label="Agent price">
              <span className="font-semibold">{money(order.totals.agentPrice)}</span>
            </Item>
            <Item label="Client price">{money(order.totals.sellPrice)}</Item>
            <Item label="Net">{money(order.totals.net)}</Item>
            <Item label="VAT">{money(order.totals.vat)}</Item>
            {order.totals.parentEarning ? (
              <Item label="Parent earning">{money(order.totals.parentEarning)}</Item>
            ) : null}
            {order.totals.cardFee ? <Item label="Card fee">{money(order.totals.cardFee)}</Item> : null}
          </dl>
        </Card>
      </div>
      <OrderLines order={order} product={product} />
      <AdminOrderCreditNotes orderId={order._id} />
      <StaffWorkCard subject={{ kind: 'order', key: `${product}:${order._id}` }} />
      <OrderTimeline events={order.timeline} />
      <ObjectHistory object={{ type: 'order', id: order._id }} />
    </div>
  );
}
