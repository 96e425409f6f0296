import { describe, expect, it } from 'vitest';
import { isAgentApiRoute, isApiKeySecret, looksLikeApiKey } from './api-keys.ts';
import { permissionsOf } from './permissions.ts';

describe('API keys (issue 39)', () => {
  it('the Agent API is a product route asking a booking permission', () => {
    expect(isAgentApiRoute('hotel', 'bookings.book')).toBe(true);
    expect(isAgentApiRoute('flight', 'bookings.cancel')).toBe(true);
    expect(isAgentApiRoute('attraction', 'bookings.read')).toBe(true);
    // Markups, quotations and routes of no module stay with the agency's people.
    expect(isAgentApiRoute('hotel', 'markups.manage')).toBe(false);
    expect(isAgentApiRoute('quotation', 'bookings.book')).toBe(false);
    expect(isAgentApiRoute(null, 'bookings.read')).toBe(false);
    expect(isAgentApiRoute('visa', null)).toBe(false);
  });

  it('tells a key from a session token by its shape', () => {
    const secret = `pk_live_${'A'.repeat(43)}`;
    expect(looksLikeApiKey(secret)).toBe(true);
    expect(isApiKeySecret(secret)).toBe(true);
    expect(isApiKeySecret(`pk_test_${'b_-'.repeat(14)}c`)).toBe(true);
    expect(isApiKeySecret(`pk_live_${'A'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
  });

  it('owners and managers manage keys; nobody else', () => {
    expect(permissionsOf(['owner']).has('api-keys.manage')).toBe(true);
    expect(permissionsOf(['manager']).has('api-keys.manage')).toBe(true);
    for (const role of ['booker', 'accountant', 'viewer'] as const)
      expect(permissionsOf([role]).has('api-keys.manage')).toBe(false);
  });
});
