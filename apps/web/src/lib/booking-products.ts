/** Product names of the booking core (booking_orders.product) as the dashboard shows and links them. */
const LABELS: Record<string, string> = {
  hotel: 'Hotels',
  attraction: 'Attractions',
  visa: 'Visas',
  a2a: 'A2A',
  insurance: 'Insurance',
  flight: 'Flights',
};

export const productLabel = (product: string) => LABELS[product] ?? product;

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
};
export const productColour = (product: string) => COLOURS[product] ?? '#475569';
