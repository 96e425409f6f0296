import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@portal/domain';
import { withoutClientPrices } from './branch-view.ts';
import { isParentReader, mayAccess, type AgentRef } from './policy.ts';

const agent = (agentId: string, role: 'reseller' | 'sub-agent'): AgentRef => ({ agentId, role });
const reseller = agent('r1', 'reseller');
const subOrder = { agentId: 's1', parentId: 'r1' };

describe('the branch view in the policy', () => {
  it('lets the parent reseller read a sub-agent object, never change it', () => {
    expect(mayAccess(reseller, subOrder, { parentReads: true, access: 'read' })).toBe(true);
    expect(mayAccess(reseller, subOrder, { parentReads: true, access: 'write' })).toBe(false);
    // Write is the default: a read-only grant never lets a change through by omission.
    expect(mayAccess(reseller, subOrder, { parentReads: true })).toBe(false);
    expect(mayAccess(reseller, subOrder)).toBe(false);
  });

  it('refuses other resellers, siblings and sub-agents reading upwards', () => {
    expect(mayAccess(agent('r2', 'reseller'), subOrder, { parentReads: true, access: 'read' })).toBe(false);
    expect(mayAccess(agent('s2', 'sub-agent'), subOrder, { parentReads: true, access: 'read' })).toBe(false);
    const resellerOrder = { agentId: 'r1', parentId: null };
    expect(mayAccess(agent('s1', 'sub-agent'), resellerOrder, { parentReads: true, access: 'read' })).toBe(
      false,
    );
  });

  it('names the parent reader (not the owner, not staff)', () => {
    expect(isParentReader(reseller, subOrder)).toBe(true);
    expect(isParentReader(agent('s1', 'sub-agent'), subOrder)).toBe(false);
    expect(
      isParentReader(
        { kind: 'admin', adminId: 'a', sessionId: 's', roles: [], permissions: permissionsOf([]) },
        subOrder,
      ),
    ).toBe(false);
  });

  it('masks every client price and markup of a stored priced document', () => {
    const costing = {
      total: { agentPrice: 100, sellPrice: 130, clientMarkup: 30 },
      options: [{ perPerson: { agentPrice: 50, sellPrice: 65 }, customMarkup: 5, name: 'A' }],
    };
    expect(withoutClientPrices(costing)).toEqual({
      total: { agentPrice: 100, sellPrice: 100, clientMarkup: 0 },
      options: [{ perPerson: { agentPrice: 50, sellPrice: 50 }, customMarkup: 0, name: 'A' }],
    });
    expect(costing.total.sellPrice).toBe(130);
  });
});
