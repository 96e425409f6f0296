import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.ts';
import {
  agencyPermissions,
  agencyRoles,
  can,
  permissionDenied,
  permissionsOf,
  staffPermissions,
  staffRoles,
} from './permissions.ts';

describe('roles', () => {
  it('owner and administrator hold every permission of their side', () => {
    expect([...permissionsOf(['owner'])].sort()).toEqual(Object.keys(agencyPermissions).sort());
    expect([...permissionsOf(['administrator'])].sort()).toEqual(Object.keys(staffPermissions).sort());
  });

  it('follows the issue: manager has no users or withdrawals; booker sees no net prices; accountant does not book; viewer only reads', () => {
    const manager = permissionsOf(['manager']);
    expect(can(manager, 'users.manage')).toBe(false);
    expect(can(manager, 'wallet.withdraw')).toBe(false);
    expect(can(manager, 'bookings.book')).toBe(true);
    expect(can(permissionsOf(['booker']), 'prices.net')).toBe(false);
    expect(can(permissionsOf(['booker'], ['prices.net']), 'prices.net')).toBe(true);
    expect(can(permissionsOf(['accountant']), 'bookings.book')).toBe(false);
    expect(can(permissionsOf(['accountant']), 'wallet.deposit')).toBe(true);
    for (const p of agencyRoles.viewer) expect(p.endsWith('.read')).toBe(true);
  });

  it('unites several staff roles and keeps the sides apart', () => {
    const both = permissionsOf(['finance', 'operations']);
    expect(can(both, 'finance.deposits') && can(both, 'operations.visas')).toBe(true);
    expect(can(both, 'staff.manage')).toBe(false);
    expect(can(permissionsOf(['owner']), 'finance.credit')).toBe(false);
    for (const role of Object.values(staffRoles)) expect(role).toContain('back-office.read');
  });

  it('says what is refused in words', () => {
    expect(permissionDenied('finance.deposits')).toBe('Your role does not allow you to decide deposits');
  });
});

describe('changedFields', () => {
  it('keeps only what changed, on both sides', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual({
      before: { b: [1, 2], c: 'x', d: null },
      after: { b: [1, 3], c: null, d: true },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });
});
