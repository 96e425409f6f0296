import type { AgentRecord } from '@portal/contracts';
import { signupBody } from '@portal/contracts';
import type { z } from 'zod';

/** The sign-up rules for the fields an agent may change under /settings (the contract's own checks). */
export const profileForm = signupBody.pick({
  name: true,
  designation: true,
  phoneNumber: true,
  whatsappNumber: true,
  companyName: true,
  address: true,
  country: true,
  city: true,
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
  'companyName',
  'address',
  'country',
  'city',
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
    companyName: agent.companyName,
    address: agent.address,
    country: agent.country.isocode,
    city: agent.city,
    website: agent.website ?? '',
    trnNumber: agent.trnNumber ?? '',
  };
}
