import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../stores/test-storage';
import {
  a2aSlice,
  initialA2aState,
  saveEnquiry,
  setTravellers,
  startEnquiry,
  storedEnquiry,
  updatePassenger,
} from './a2a.slice';

const run = (...actions: Parameters<typeof a2aSlice.reducer>[1][]) =>
  actions.reduce(a2aSlice.reducer, initialA2aState());

describe('a2a state (spec sections 3 and 9)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });

  it('starts with 1 traveller and one empty row per traveller', () => {
    const s = run(startEnquiry({ ticketId: 't1', date: '2026-12-01' }));
    expect(s.travellers).toBe(1);
    expect(s.a2aEnquiry?.passengers).toHaveLength(1);
    const three = a2aSlice.reducer(s, setTravellers(3));
    expect(three.a2aEnquiry?.passengers).toHaveLength(3);
    expect(a2aSlice.reducer(three, setTravellers(0)).a2aEnquiry?.passengers).toHaveLength(1);
  });

  it('keeps typed rows when the count changes and survives a reload through a2aEnquiry', () => {
    let s = run(startEnquiry({ ticketId: 't1', date: '2026-12-01' }), setTravellers(2));
    const row = { ...s.a2aEnquiry!.passengers[0]!, firstName: 'Arun' };
    s = a2aSlice.reducer(s, updatePassenger({ index: 0, row }));
    s = a2aSlice.reducer(s, setTravellers(1));
    expect(s.a2aEnquiry?.passengers[0]?.firstName).toBe('Arun');
    saveEnquiry(s.a2aEnquiry);
    expect(localStorage.getItem('a2aEnquiry')).toContain('Arun');
    expect(storedEnquiry()?.passengers[0]?.firstName).toBe('Arun');
    expect(initialA2aState().a2aEnquiry?.ticketId).toBe('t1');
    localStorage.setItem('a2aEnquiry', '{broken');
    expect(storedEnquiry()).toBeNull();
  });
});
