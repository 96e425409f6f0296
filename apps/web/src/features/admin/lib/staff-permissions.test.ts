import { describe, expect, it } from 'vitest';
import { permissionsOf, staffPermissions, staffRoleNames, type StaffPermission } from '@portal/domain';
import { staffCanWith } from './staff-permissions';

const ALL = Object.keys(staffPermissions) as StaffPermission[];
const heldBy = (...roles: Parameters<typeof permissionsOf>[0]) => [...permissionsOf(roles)];

describe('staffCanWith', () => {
  it('answers as the API policy does for every role and permission', () => {
    for (const role of staffRoleNames) {
      const may = staffCanWith(heldBy(role));
      const allowed = permissionsOf([role]);
      for (const p of ALL) expect(may(p), `${role} ${p}`).toBe(allowed.has(p));
    }
  });

  it('a read-only member of staff reads but changes nothing', () => {
    const may = staffCanWith(heldBy('read-only'));
    expect(may('back-office.read')).toBe(true);
    expect(may('audit.read')).toBe(true);
    expect(ALL.filter((p) => may(p))).toEqual(['back-office.read', 'audit.read']);
  });

  it('several roles add up; finance decides deposits, operations does not', () => {
    expect(staffCanWith(heldBy('finance'))('finance.deposits')).toBe(true);
    expect(staffCanWith(heldBy('operations'))('finance.deposits')).toBe(false);
    const both = staffCanWith(heldBy('finance', 'operations'));
    expect(both('finance.deposits') && both('operations.visas')).toBe(true);
    expect(both('staff.manage')).toBe(false);
  });

  it('no profile yet (loading) or an unknown permission string offers nothing', () => {
    for (const p of ALL) expect(staffCanWith(undefined)(p)).toBe(false);
    expect(staffCanWith(['not-a-permission'])('finance.wallet')).toBe(false);
  });
});
