import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, fieldErrorSummary } from './errors.ts';

describe('fieldErrorSummary', () => {
  it('says the first message in words, without the field path', () => {
    expect(fieldErrorSummary({ 'travellers.0.firstName': ['Enter the first name'] })).toBe(
      'Enter the first name',
    );
  });
  it('counts the other fields', () => {
    expect(
      fieldErrorSummary({
        agentReferenceNumber: ['Enter your reference number'],
        email: ['Enter an e-mail'],
      }),
    ).toBe('Enter your reference number (and 1 more)');
  });
  it('falls back when there is nothing to say', () => {
    expect(fieldErrorSummary({})).toBe('Invalid request');
    expect(fieldErrorSummary({ x: [] }, 'Check the form')).toBe('Check the form');
  });
});

describe('fieldErrorsOf', () => {
  it('keys the issues by their path, the root under its own name', () => {
    expect(
      fieldErrorsOf(
        [
          { path: ['travellers', 0, 'dateOfBirth'], message: 'Enter the date of birth: day, month and year' },
          { path: [], message: 'Send a traveller' },
        ],
        'traveller',
      ),
    ).toEqual({
      'travellers.0.dateOfBirth': ['Enter the date of birth: day, month and year'],
      traveller: ['Send a traveller'],
    });
  });
});
