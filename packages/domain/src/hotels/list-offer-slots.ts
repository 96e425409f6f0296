import type { ContractListOffer } from './contract-pricing.ts';
import type { BoardCode, HotelCancellationType } from './types.ts';

const BOARD_SLOT: Record<BoardCode, number> = { RO: 0, BB: 1, HB: 2, FB: 3, AI: 4 };
const TYPE_SLOT: Record<HotelCancellationType, number> = {
  Refundable: 0,
  'Partially Refundable': 1,
  'Non Refundable': 2,
};

/**
 * The contract offers a list keeps: per room type, one per board and cancellation type (what
 * priceHotelContracts keys by), the higher contract priority winning, then the lower net, the first on
 * a tie. Both list pricings (from the contracts, and from their daily grids) keep offers through it.
 */
export class BestListOffers {
  private readonly byRoomType = new Map<
    string,
    ({ offer: ContractListOffer; priority: number } | undefined)[]
  >();

  offer(roomTypeId: string, offer: ContractListOffer, priority: number): void {
    let slots = this.byRoomType.get(roomTypeId);
    if (!slots) this.byRoomType.set(roomTypeId, (slots = []));
    const slot = BOARD_SLOT[offer.boardCode] * 3 + TYPE_SLOT[offer.cancellationType];
    const held = slots[slot];
    if (!held || priority > held.priority || (priority === held.priority && offer.net < held.offer.net))
      slots[slot] = { offer, priority };
  }

  /** The kept offers, in no particular order. */
  list(): ContractListOffer[] {
    const out: ContractListOffer[] = [];
    for (const slots of this.byRoomType.values()) for (const b of slots) if (b) out.push(b.offer);
    return out;
  }
}
