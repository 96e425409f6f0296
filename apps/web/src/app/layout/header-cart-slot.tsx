import { HeaderCart } from '../../features/attractions/components/header-cart';

/** Header slot for the attraction cart dropdown (spec section 2.2); its content loads on first open. */
export function HeaderCartSlot() {
  return <HeaderCart />;
}
