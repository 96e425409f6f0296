import { describe, expect, it } from 'vitest';
import { focusedSubAgent, subAgentRowsFor } from './sub-agent-filter';

const subs = [
  { _id: 'a', name: 'Alpha' },
  { _id: 'b', name: 'Beta' },
];
const rows = [
  { subAgentId: 'a', markup: null },
  { subAgentId: 'b', markup: null },
];

describe('sub-agent filter of the markups page', () => {
  it('focuses only a sub-agent of the caller', () => {
    expect(focusedSubAgent(subs, 'b')).toEqual({ _id: 'b', name: 'Beta' });
    expect(focusedSubAgent(subs, 'someone-else')).toBeNull();
    expect(focusedSubAgent(subs, null)).toBeNull();
  });

  it("shows the focused sub-agent's markups only, or all of them", () => {
    expect(subAgentRowsFor(rows, 'a')).toEqual([{ subAgentId: 'a', markup: null }]);
    expect(subAgentRowsFor(rows, null)).toEqual(rows);
  });
});
