import { describe, expect, it } from 'vitest';
import { agencyRoles, permissionsOf } from './permissions.ts';
import { limitsOrderActions, maskOrderActions } from './order-actions.ts';

const answer = {
  orders: [{ _id: 'a', actions: { voucher: true, invoice: true, pay: true, cancel: true } }],
  order: { actions: { payAgain: true, discard: true, tickets: true, book: true } },
};

describe('maskOrderActions', () => {
  it('turns off what a viewer may not do and keeps its documents', () => {
    const out = maskOrderActions(answer, permissionsOf(['viewer']));
    expect(out.orders[0]?.actions).toEqual({ voucher: true, invoice: true, pay: false, cancel: false });
    expect(out.order.actions).toEqual({ payAgain: false, discard: false, tickets: true, book: false });
  });

  it('an accountant neither books nor cancels nor pays', () => {
    const out = maskOrderActions(answer, permissionsOf(['accountant']));
    expect(out.orders[0]?.actions).toMatchObject({ pay: false, cancel: false, voucher: true });
    expect(out.order.actions.book).toBe(false);
  });

  it('leaves an owner and a booker untouched', () => {
    expect(limitsOrderActions(permissionsOf(['owner']))).toBe(false);
    expect(limitsOrderActions(agencyRoles.booker)).toBe(false);
    expect(maskOrderActions(answer, permissionsOf(['booker']))).toEqual(answer);
    expect(limitsOrderActions(permissionsOf(['viewer']))).toBe(true);
  });
});
