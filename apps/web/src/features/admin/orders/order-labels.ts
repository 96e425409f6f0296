import {
  ADMIN_ORDER_PRODUCTS,
  ADMIN_ORDER_STATUS_FILTERS,
  type AdminOrderProduct,
  type AdminOrderStatusFilter,
} from '@portal/contracts';
import { STATUS_LABELS } from '../../../components/status-badge';
import { assigneeFilterOf } from '../work/assignee-filter';

export const PRODUCT_LABELS: Record<AdminOrderProduct, string> = {
  hotel: 'Hotel',
  attraction: 'Attraction',
  flight: 'Flight',
  visa: 'Visa',
  a2a: 'A2A ticket',
  insurance: 'Insurance',
};

export const productLabel = (product: string): string =>
  PRODUCT_LABELS[product as AdminOrderProduct] ?? product;

export const isProduct = (value: string): value is AdminOrderProduct =>
  (ADMIN_ORDER_PRODUCTS as readonly string[]).includes(value);

export const PRODUCT_OPTIONS = ADMIN_ORDER_PRODUCTS.map((p) => ({ value: p, label: PRODUCT_LABELS[p] }));

/** The status filter: order statuses, then the line statuses staff work from (dashboard links). */
const STATUS_FILTER_LABELS: Record<AdminOrderStatusFilter, string> = {
  ...STATUS_LABELS,
  booked: 'Line booked: to confirm',
  confirmed: 'Line confirmed',
  pending_supplier: 'Line awaiting supplier',
};

export const isStatusFilter = (value: string): value is AdminOrderStatusFilter =>
  (ADMIN_ORDER_STATUS_FILTERS as readonly string[]).includes(value);

export const STATUS_OPTIONS = ADMIN_ORDER_STATUS_FILTERS.map((s) => ({
  value: s,
  label: STATUS_FILTER_LABELS[s],
}));

/** The list's filters, in the URL query; unknown product or status values (an edited URL) read as none. */
export const ORDER_FILTER_KEYS = [
  'product',
  'status',
  'agent',
  'search',
  'dateFrom',
  'dateTo',
  'assignee',
] as const;
export type OrderFilterValues = Record<(typeof ORDER_FILTER_KEYS)[number], string>;
export const ORDER_FILTER_PARSE = {
  product: (raw: string) => (isProduct(raw) ? raw : ''),
  status: (raw: string) => (isStatusFilter(raw) ? raw : ''),
  assignee: (raw: string) => assigneeFilterOf(raw) ?? '',
};

export const PAYMENT_LABELS = { wallet: 'Wallet', card: 'Card', pay_later: 'Pay later' } as const;
