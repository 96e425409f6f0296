import { describe, expect, it } from 'vitest';
import { markupValueProblem, rateProblem } from './checks';

describe('markupValueProblem', () => {
  it('takes percentages up to 1000 with up to 4 decimals, and AED with up to 2', () => {
    expect(markupValueProblem('percentage', '12.5')).toBeNull();
    expect(markupValueProblem('percentage', '0')).toBeNull();
    expect(markupValueProblem('flat', '25.50')).toBeNull();
  });

  it.each([
    ['percentage', '', 'Enter the markup'],
    ['percentage', '-1', 'The markup is a number, zero or more'],
    ['flat', 'abc', 'The markup is a number, zero or more'],
    ['percentage', '1001', 'A percentage cannot exceed 1000'],
    ['percentage', '1.23456', 'A percentage has at most 4 decimals'],
    ['flat', '12.345', 'An amount in AED has at most 2 decimals'],
  ])('%s %j: %s', (type, text, message) => {
    expect(markupValueProblem(type, text)).toBe(message);
  });
});

describe('rateProblem', () => {
  it('takes a positive rate with at most 8 decimals', () => {
    expect(rateProblem('0.2723')).toBeNull();
    expect(rateProblem(' 23.61 ')).toBeNull();
  });

  it.each(['', '0', '-2', 'abc', '1.123456789', '1e3'])('refuses %j', (text) => {
    expect(rateProblem(text)).not.toBeNull();
  });
});
