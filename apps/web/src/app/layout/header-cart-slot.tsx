/**
 * Header slot for the attraction cart dropdown (spec section 2.2: items, Grand Total, Book Now,
 * "Your Cart is empty....."). The attractions module fills this component; until it arrives the
 * header shows no cart.
 */
export function HeaderCartSlot() {
  return null;
}
