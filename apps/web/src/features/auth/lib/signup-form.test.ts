import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, signupForm, toSignupBody } from './signup-form';

const valid = {
  ...EMPTY_SIGNUP,
  companyName: 'Falcon Travels LLC',
  address: 'Office 12, Al Nahda',
  country: 'ae',
  city: 'Dubai',
  name: 'Sara Khan',
  designation: 'Manager',
  email: 'Sara@Falcon.example',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4567',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
};

describe('signupForm', () => {
  it('accepts a complete form and normalises e-mail and country', () => {
    const parsed = signupForm.parse(valid);
    expect(parsed.email).toBe('sara@falcon.example');
    expect(parsed.country).toBe('AE');
  });

  it('puts a mismatched confirmation on confirmPassword', () => {
    const result = signupForm.safeParse({ ...valid, confirmPassword: 'Other#2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['confirmPassword']);
  });

  it('requires the mandatory fields', () => {
    const result = signupForm.safeParse(EMPTY_SIGNUP);
    const paths = new Set(result.error?.issues.map((i) => i.path.join('.')));
    for (const field of [
      'companyName',
      'address',
      'country',
      'city',
      'name',
      'designation',
      'email',
      'phoneNumber',
      'whatsappNumber',
      'password',
    ]) {
      expect(paths.has(field)).toBe(true);
    }
    for (const field of ['website', 'zipCode', 'trnNumber', 'telephoneNumber'])
      expect(paths.has(field)).toBe(false);
  });
});

describe('toSignupBody', () => {
  it('drops the confirmation and empty optional fields', () => {
    const body = toSignupBody(signupForm.parse(valid));
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('zipCode');
    expect(body.companyName).toBe('Falcon Travels LLC');
  });
});
