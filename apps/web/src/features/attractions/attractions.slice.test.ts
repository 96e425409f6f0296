import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../stores/test-storage';
import {
  attractionsActions as a,
  attractionsSlice,
  initialAttractionsState,
  type AttractionCartItem,
  type FavouriteAttraction,
} from './attractions.slice';

const reduce = attractionsSlice.reducer;

function line(over: Partial<AttractionCartItem> = {}): AttractionCartItem {
  return {
    _id: 'act-1',
    name: 'At the Top (Levels 124 + 125)',
    date: '2030-01-10',
    activityType: 'normal',
    base: 'person',
    adult: 2,
    child: 1,
    infant: 0,
    adultPrice: 17_900,
    childPrice: 13_900,
    infantPrice: 0,
    price: 49_700,
    isPromoAdded: false,
    b2bPromoAmountAdult: 1_000,
    b2bPromoAmountChild: 500,
    attractionId: 'attr-1',
    attractionTitle: 'Burj Khalifa At the Top',
    image: '/attractions/burj-khalifa-at-the-top.svg',
    transferType: 'none',
    hours: null,
    vehicles: [],
    slot: null,
    ...over,
  };
}

const fav = (id: string): FavouriteAttraction => ({
  _id: id,
  title: `Attraction ${id}`,
  image: null,
  destination: 'Dubai',
  priceFrom: 10_000,
});

afterEach(() => vi.unstubAllGlobals());

describe('cart', () => {
  it('starts from the stored cart and drops lines that cannot be checked out', () => {
    vi.stubGlobal(
      'localStorage',
      memoryStorage({ agentExcursionCart: JSON.stringify([line(), { _id: 'x' }, 'junk']) }),
    );
    expect(initialAttractionsState().cart).toEqual([line()]);
  });

  it('survives a corrupt stored value', () => {
    vi.stubGlobal('localStorage', memoryStorage({ agentExcursionCart: '{not json', agentFavourites: '{}' }));
    expect(initialAttractionsState()).toEqual({ cart: [], favourites: [] });
  });

  it('merges by _id: a later line replaces the earlier one, and the result is stored', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    let state = reduce(initialAttractionsState(), a.addedToCart(line()));
    state = reduce(state, a.addedToCart(line({ _id: 'act-2', price: 100 })));
    state = reduce(state, a.addedToCart(line({ adult: 3, price: 67_600 })));
    expect(state.cart.map((i) => [i._id, i.adult])).toEqual([
      ['act-1', 3],
      ['act-2', 2],
    ]);
    expect(JSON.parse(storage.getItem('agentExcursionCart')!)).toEqual(state.cart);
  });

  it('removes one line and empties the cart', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    let state = reduce(initialAttractionsState(), a.addedToCart([line(), line({ _id: 'act-2' })]));
    state = reduce(state, a.removedFromCart('act-1'));
    expect(state.cart.map((i) => i._id)).toEqual(['act-2']);
    state = reduce(state, a.cartEmptied());
    expect(state.cart).toEqual([]);
    expect(localStorage.getItem('agentExcursionCart')).toBe('[]');
  });

  it('applies and removes the promo: adults x promo adult + children x promo child', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    let state = reduce(initialAttractionsState(), a.addedToCart(line()));
    state = reduce(state, a.promoApplied('act-1'));
    expect(state.cart[0]).toMatchObject({ isPromoAdded: true, price: 49_700 - 2 * 1_000 - 500 });
    state = reduce(state, a.promoRemoved('act-1'));
    expect(state.cart[0]).toMatchObject({ isPromoAdded: false, price: 49_700 });
  });

  it('leaves hourly transfer lines unchanged by the promo', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const hourly = line({ base: 'hourly', activityType: 'transfer', hours: 3 });
    const state = reduce(reduce(initialAttractionsState(), a.addedToCart(hourly)), a.promoApplied('act-1'));
    expect(state.cart[0]).toEqual(hourly);
  });
});

describe('favourites', () => {
  it('toggling adds at the front, toggling again removes, and the list is stored', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    let state = reduce(initialAttractionsState(), a.favouriteToggled(fav('1')));
    state = reduce(state, a.favouriteToggled(fav('2')));
    expect(state.favourites.map((f) => f._id)).toEqual(['2', '1']);
    state = reduce(state, a.favouriteToggled(fav('1')));
    expect(state.favourites.map((f) => f._id)).toEqual(['2']);
    expect(JSON.parse(storage.getItem('agentFavourites')!)).toEqual([fav('2')]);
  });

  it('follows another tab after a storage change', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const state = initialAttractionsState();
    storage.setItem('agentFavourites', JSON.stringify([fav('9')]));
    expect(reduce(state, a.reloadedFromStorage()).favourites).toEqual([fav('9')]);
  });
});
