import { describe, expect, it } from 'vitest';
import { assigneeFilterOf, assigneeText } from './assignee-filter';

describe('assigneeFilterOf', () => {
  it('reads me, unassigned and a staff id from the URL; anything else is no filter', () => {
    expect(assigneeFilterOf('me')).toBe('me');
    expect(assigneeFilterOf('unassigned')).toBe('unassigned');
    const id = '5b0c0e0e-8a36-4c61-9d1e-0a4d3f0b2c11';
    expect(assigneeFilterOf(id)).toBe(id);
    for (const raw of [undefined, '', 'ME', 'nobody', '5b0c0e0e', `${id}x`])
      expect(assigneeFilterOf(raw)).toBeUndefined();
  });

  it('names nobody when a row has no assignee', () => {
    expect(assigneeText(null)).toBe('Nobody');
    expect(assigneeText({ id: 'x', name: 'Mona Desk' })).toBe('Mona Desk');
  });
});
