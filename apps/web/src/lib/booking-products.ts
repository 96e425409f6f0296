import { t } from './i18n';

/** Product names of the booking core (booking_orders.product) as the dashboard shows them, in the reader's language. */
export function productLabel(product: string): string {
  switch (product) {
    case 'hotel':
      return t('product.hotel', 'Hotels');
    case 'attraction':
      return t('product.attraction', 'Attractions');
    case 'visa':
      return t('product.visa', 'Visas');
    case 'a2a':
      return t('product.a2a', 'A2A');
    case 'insurance':
      return t('product.insurance', 'Insurance');
    case 'flight':
      return t('product.flight', 'Flights');
    case 'quotation':
      return t('product.quotation', 'Quotations');
    default:
      return product;
  }
}

/** The booking's details page (a visa's is its application), else the product's order list. */
export function bookingPath(product: string, targetId: string): string {
  const id = encodeURIComponent(targetId);
  switch (product) {
    case 'hotel':
      return `/hotel/order/${id}/details`;
    case 'visa':
      return `/visa/order/${id}/details`;
    case 'a2a':
      return `/a2a/order/${id}`;
    case 'insurance':
      return `/insurance/order/orderView/${id}`;
    case 'flight':
      return `/b2b/flight/order/details/${id}`;
    case 'attraction':
      return '/attraction/order';
    case 'quotation':
      return '/quotation/list';
    default:
      return '/';
  }
}

/** Fixed colours per product, so a product keeps its colour across periods (chart and legend). */
const COLOURS: Record<string, string> = {
  hotel: '#1d4ed8',
  attraction: '#c2410c',
  visa: '#047857',
  a2a: '#7c3aed',
  insurance: '#be123c',
  flight: '#0e7490',
  quotation: '#a16207',
};
export const productColour = (product: string) => COLOURS[product] ?? '#475569';
