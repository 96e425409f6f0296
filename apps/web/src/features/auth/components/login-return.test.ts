import { describe, expect, it } from 'vitest';
import { returnPath } from './login-form';

describe('returnPath', () => {
  it('returns to the page the gate stopped', () => {
    expect(returnPath({ from: '/wallet?tab=statement' })).toBe('/wallet?tab=statement');
  });
  it('falls back to / for anything else', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
});
