import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../stores/test-storage';
import { isFirstVisit, markVisited } from './first-visit';
import { avatarHue, initialsOf } from './initials';

afterEach(() => vi.unstubAllGlobals());

describe('first-visit flag', () => {
  it('is a first visit until the stored flag says false', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(isFirstVisit()).toBe(true);
    markVisited();
    expect(storage.getItem('firstVisit')).toBe('false');
    expect(isFirstVisit()).toBe(false);
  });

  it('treats blocked storage as a first visit', () => {
    expect(isFirstVisit()).toBe(true);
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Sara Al Mansoori')).toBe('SM');
    expect(initialsOf('  omar  ')).toBe('O');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });

  it('gives the same hue for the same name', () => {
    expect(avatarHue('Sara')).toBe(avatarHue('Sara'));
    expect(avatarHue('Sara')).toBeGreaterThanOrEqual(0);
    expect(avatarHue('Sara')).toBeLessThan(360);
  });
});
