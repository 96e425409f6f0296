import { describe, expect, it } from 'vitest';
import { checkoutFunds, paymentNotes } from './checkout-funds';

describe('payment options', () => {
  it('show no figure until the wallet and the card fee are known', () => {
    const loading = paymentNotes(36_750, { availableMinor: null, feePercent: null }, 'loading');
    expect(loading).toEqual({
      walletNote: 'Checking your wallet…',
      cardNote: 'Working out the card fee…',
      shortfall: null,
      cardFee: null,
    });
    expect(loading.cardNote).not.toMatch(/No card fee|AED/);
    expect(paymentNotes(36_750, { availableMinor: null, feePercent: null }, 'error').cardNote).toBe(
      'The card fee could not be worked out.',
    );
  });

  it('name the shortfall when the wallet cannot pay, and the card fee once known', () => {
    const notes = paymentNotes(367_500, { availableMinor: 120_435, feePercent: 3 }, 'ready');
    expect(notes.shortfall).toBe(247_065);
    expect(notes.walletNote).toBe('Available: AED 1,204.35 (AED 2,470.65 short for this order)');
    expect(notes.cardNote).toBe('Card fee 3%: AED 110.25');
    expect(paymentNotes(10_000, { availableMinor: 10_000, feePercent: 0 }, 'ready')).toMatchObject({
      shortfall: 0,
      walletNote: 'Available: AED 100.00',
      cardNote: 'No card fee.',
    });
  });

  it('reads the wallet summary in minor units', () => {
    expect(checkoutFunds(undefined)).toEqual({ availableMinor: null, feePercent: null });
  });
});
