import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './server-errors';

const failure = (data: unknown) => ({ status: 400, data });

describe('splitServerErrors', () => {
  it('puts known fields under their inputs', () => {
    const error = failure({
      error: 'Invalid input',
      status: 400,
      code: 'VALIDATION',
      fieldErrors: { email: ['Bad e-mail'] },
    });
    expect(splitServerErrors(error, ['name', 'email'])).toEqual({
      byField: { email: 'Bad e-mail' },
      general: null,
    });
  });

  it('keeps messages of unknown fields as a general message', () => {
    const error = failure({
      error: 'Invalid input',
      status: 400,
      code: 'VALIDATION',
      fieldErrors: { other: ['Nope', 'Really'] },
    });
    expect(splitServerErrors(error, ['name'])).toEqual({ byField: {}, general: 'Nope Really' });
  });

  it("uses the envelope's error when there are no field errors", () => {
    const error = failure({ error: 'Too many requests', status: 429, code: 'RATE_LIMITED' });
    expect(splitServerErrors(error, ['name']).general).toBe('Too many requests');
  });

  it('falls back to a generic message for a network failure', () => {
    expect(splitServerErrors({ status: 'FETCH_ERROR', error: 'TypeError' }, ['name']).general).toBe(
      'Something went wrong, please try again',
    );
  });
});
