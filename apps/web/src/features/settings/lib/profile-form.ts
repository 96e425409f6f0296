import type { AgentRecord } from '@portal/contracts';
import { signupBody } from '@portal/contracts';
import type { z } from 'zod';

/** The sign-up rules for the fields an agent may change under /settings (the contract's own checks). */
export const profileForm = signupBody.pick({
  name: true,
  designation: true,
  phoneNumber: true,
  whatsappNumber: true,
  telephoneNumber: true,
  companyName: true,
  address: true,
  country: true,
  city: true,
  zipCode: true,
  website: true,
  trnNumber: true,
});
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormOutput = z.output<typeof profileForm>;

export const PROFILE_FIELDS = [
  'name',
  'designation',
  'phoneNumber',
  'whatsappNumber',
  'telephoneNumber',
  'companyName',
  'address',
  'country',
  'city',
  'zipCode',
  'website',
  'trnNumber',
] as const satisfies readonly (keyof ProfileFormInput)[];

/** Form values from the agent record; missing optional values become empty inputs. */
export function profileDefaults(agent: AgentRecord): ProfileFormInput {
  return {
    name: agent.name,
    designation: agent.designation,
    phoneNumber: agent.phoneNumber,
    whatsappNumber: agent.whatsappNumber,
    telephoneNumber: agent.telephoneNumber ?? '',
    companyName: agent.companyName,
    address: agent.address,
    country: agent.country.isocode,
    city: agent.city,
    zipCode: agent.zipCode ?? '',
    website: agent.website ?? '',
    trnNumber: agent.trnNumber ?? '',
  };
}
