import type { AgentRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  EMPTY_SUB_AGENT,
  formValuesOf,
  hasChanges,
  subAgentForm,
  toRegisterBody,
  type SubAgentFormInput,
} from './sub-agent-form';

const filled: SubAgentFormInput = {
  ...EMPTY_SUB_AGENT,
  companyName: ' Sub Travel LLC ',
  address: 'Office 1, Deira',
  country: 'ae',
  city: 'Dubai',
  name: 'Sara Sub',
  designation: 'Manager',
  email: 'Sara@Sub.Test',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4567',
};

const record: AgentRecord = {
  _id: '00000000-0000-4000-8000-000000000001',
  agentCode: 1002,
  name: 'Sara Sub',
  email: 'sara@sub.test',
  companyName: 'Sub Travel LLC',
  companyLogo: null,
  avatarImg: null,
  role: 'sub-agent',
  status: 'ok',
  country: { isocode: 'AE', countryName: 'United Arab Emirates' },
  whatsappDetails: {},
  configuration: null,
  address: 'Office 1, Deira',
  city: 'Dubai',
  designation: 'Manager',
  phoneNumber: '+971 50 123 4567',
  whatsappNumber: '+971 50 123 4567',
  website: null,
  trnNumber: '100200300',
  zipCode: '12345',
  telephoneNumber: null,
  parentId: '00000000-0000-4000-8000-000000000002',
  language: 'en',
  clientLanguage: 'en',
};

describe('sub-agent form', () => {
  it('validates with the contract and sends no empty optional fields and no password', () => {
    const parsed = subAgentForm.parse(filled);
    const body = toRegisterBody(parsed);
    expect(body).toMatchObject({ companyName: 'Sub Travel LLC', country: 'AE', email: 'sara@sub.test' });
    expect(body).not.toHaveProperty('website');
    expect(body).not.toHaveProperty('trnNumber');
    expect(body).not.toHaveProperty('password');
  });

  it('reports the missing required fields', () => {
    const result = subAgentForm.safeParse(EMPTY_SUB_AGENT);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['companyName', 'country', 'email', 'phoneNumber']));
  });

  it('sends only changed fields on edit, and clears an emptied optional field', () => {
    const initial = formValuesOf(record);
    expect(hasChanges(changedFields(initial, subAgentForm.parse(initial)))).toBe(false);
    const edited = subAgentForm.parse({ ...initial, city: 'Sharjah', email: 'SARA@sub.test', trnNumber: '' });
    expect(changedFields(initial, edited)).toEqual({ city: 'Sharjah', trnNumber: '' });
  });

  it('edits the zip code and landline of the record', () => {
    const initial = formValuesOf(record);
    expect(initial).toMatchObject({ zipCode: '12345', telephoneNumber: '' });
    const edited = subAgentForm.parse({ ...initial, zipCode: '', telephoneNumber: '+971 4 123 4567' });
    expect(changedFields(initial, edited)).toEqual({ zipCode: '', telephoneNumber: '+971 4 123 4567' });
  });
});
