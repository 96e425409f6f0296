import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SELECTED_CURRENCY, homeActions, homeSlice, initialHomeState } from './home.slice';
import { memoryStorage } from './test-storage';

const currencies = [
  { isocode: 'AED', conversionRate: 1, flag: '🇦🇪' },
  { isocode: 'USD', conversionRate: 0.2723, flag: '🇺🇸' },
  { isocode: 'INR', conversionRate: 22.7, flag: '🇮🇳' },
];

const reduce = homeSlice.reducer;

afterEach(() => vi.unstubAllGlobals());

describe('home slice', () => {
  it('starts with AED at rate 1 and the UAE flag', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    expect(initialHomeState().selectedCurrency).toEqual({ isocode: 'AED', conversionRate: 1, flag: '🇦🇪' });
  });

  it('matches the saved currency case-insensitively once the list loads', () => {
    vi.stubGlobal('localStorage', memoryStorage({ currency: 'usd' }));
    const state = reduce(initialHomeState(), homeActions.currenciesLoaded(currencies));
    expect(state.selectedCurrency).toEqual({ isocode: 'USD', conversionRate: 0.2723, flag: '🇺🇸' });
  });

  it('falls back to AED when the saved currency is not in the list', () => {
    vi.stubGlobal('localStorage', memoryStorage({ currency: 'XYZ' }));
    const state = reduce(initialHomeState(), homeActions.currenciesLoaded(currencies));
    expect(state.selectedCurrency).toEqual(DEFAULT_SELECTED_CURRENCY);
  });

  it('falls back to AED when nothing is saved', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const state = reduce(initialHomeState(), homeActions.currenciesLoaded(currencies));
    expect(state.selectedCurrency.isocode).toBe('AED');
  });

  it('picking a currency applies it and stores its isocode under `currency`', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const state = reduce(initialHomeState(), homeActions.currencyPicked(currencies[2]!));
    expect(state.selectedCurrency.isocode).toBe('INR');
    expect(storage.getItem('currency')).toBe('INR');
    // A later reload of the list keeps the picked currency.
    expect(reduce(state, homeActions.currenciesLoaded(currencies)).selectedCurrency.conversionRate).toBe(
      22.7,
    );
  });

  it('shows the error alert only when it has a text', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const empty = reduce(initialHomeState(), homeActions.errorShown({ title: 'Error', text: '' }));
    expect(empty.errorAlert.status).toBe(false);
    const shown = reduce(empty, homeActions.errorShown({ title: 'Error', text: 'Payment failed' }));
    expect(shown.errorAlert).toEqual({ status: true, title: 'Error', text: 'Payment failed' });
    expect(reduce(shown, homeActions.errorClosed()).errorAlert.status).toBe(false);
  });

  it('shows and closes the success alert', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const shown = reduce(initialHomeState(), homeActions.successShown({ title: 'Saved', text: 'Done' }));
    expect(shown.successAlert).toEqual({ status: true, title: 'Saved', text: 'Done' });
    expect(reduce(shown, homeActions.successClosed()).successAlert.status).toBe(false);
  });
});
