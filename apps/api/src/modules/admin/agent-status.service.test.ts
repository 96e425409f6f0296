import { describe, expect, it } from 'vitest';
import { AGENT_STATUSES } from '@portal/db';
import { AGENT_STATUS_MOVES, statusMoveFor } from './agent-status.service.ts';

describe('statusMoveFor', () => {
  it('approves only a pending agent and enables a disabled or cancelled one', () => {
    expect(statusMoveFor('pending', 'ok')).toBe('approve');
    expect(statusMoveFor('disabled', 'ok')).toBe('enable');
    expect(statusMoveFor('cancelled', 'ok')).toBe('enable');
    expect(statusMoveFor('ok', 'ok')).toBeNull();
  });

  it('disables an active or pending agent, never a cancelled one', () => {
    expect(statusMoveFor('ok', 'disabled')).toBe('disable');
    expect(statusMoveFor('pending', 'disabled')).toBe('disable');
    expect(statusMoveFor('cancelled', 'disabled')).toBeNull();
    expect(statusMoveFor('disabled', 'disabled')).toBeNull();
  });

  it('has no move to pending or cancelled, and every move names known statuses', () => {
    for (const from of AGENT_STATUSES) {
      expect(statusMoveFor(from, 'pending')).toBeNull();
      expect(statusMoveFor(from, 'cancelled')).toBeNull();
    }
    for (const move of Object.values(AGENT_STATUS_MOVES)) {
      expect(AGENT_STATUSES).toContain(move.to);
      for (const from of move.from) expect(AGENT_STATUSES).toContain(from);
    }
  });
});
