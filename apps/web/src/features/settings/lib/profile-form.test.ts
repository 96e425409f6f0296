import type { AgentRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { profileDefaults, profileForm } from './profile-form';

const agent = {
  name: 'Sara Khan',
  designation: 'Manager',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4567',
  companyName: 'Falcon Travels LLC',
  address: 'Office 12, Al Nahda',
  country: { isocode: 'AE', countryName: 'United Arab Emirates' },
  city: 'Dubai',
  website: null,
  trnNumber: null,
  zipCode: '00000',
  telephoneNumber: null,
} as AgentRecord;

describe('profile form', () => {
  it('starts from the agent record with empty optional fields', () => {
    const values = profileDefaults(agent);
    expect(values.website).toBe('');
    expect(values.trnNumber).toBe('');
    expect(values.zipCode).toBe('00000');
    expect(values.telephoneNumber).toBe('');
    expect(values.country).toBe('AE');
    expect(profileForm.safeParse(values).success).toBe(true);
  });

  it('checks fields with the contract rules', () => {
    const result = profileForm.safeParse({
      ...profileDefaults(agent),
      name: ' ',
      phoneNumber: 'abc',
      website: 'not a site',
    });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'name',
      'phoneNumber',
      'website',
    ]);
  });
});
