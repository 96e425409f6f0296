import {
  registerSubAgentBody,
  type AgentRecord,
  type RegisterSubAgentBody,
  type UpdateSubAgentBody,
} from '@portal/contracts';
import type { z } from 'zod';

/** The agency fields of sign-up without a password (the server generates it). */
export const subAgentForm = registerSubAgentBody;
export type SubAgentFormInput = z.input<typeof subAgentForm>;
export type SubAgentFormOutput = z.output<typeof subAgentForm>;

export const SUB_AGENT_FIELDS = [
  'companyName',
  'address',
  'website',
  'country',
  'city',
  'zipCode',
  'name',
  'designation',
  'email',
  'phoneNumber',
  'whatsappNumber',
  'trnNumber',
  'telephoneNumber',
] as const satisfies readonly (keyof SubAgentFormInput)[];
export type SubAgentField = (typeof SUB_AGENT_FIELDS)[number];

/** The agent record carries no zip code or landline, so the edit form leaves those two out. */
export const EDIT_FIELDS = SUB_AGENT_FIELDS.filter(
  (f): f is Exclude<SubAgentField, 'zipCode' | 'telephoneNumber'> =>
    f !== 'zipCode' && f !== 'telephoneNumber',
);

/** Optional fields the API clears when it receives an empty string. */
const CLEARABLE: readonly SubAgentField[] = ['website', 'zipCode', 'trnNumber', 'telephoneNumber'];

export const EMPTY_SUB_AGENT: SubAgentFormInput = Object.fromEntries(
  SUB_AGENT_FIELDS.map((f) => [f, '']),
) as SubAgentFormInput;

/** What registration sends: optional fields left empty are omitted. */
export function toRegisterBody(values: SubAgentFormOutput): RegisterSubAgentBody {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    if (value !== undefined) out[key] = value;
  }
  return out as RegisterSubAgentBody;
}

/** The edit form's starting values, from the sub-agent's record. */
export function formValuesOf(agent: AgentRecord): SubAgentFormInput {
  return {
    ...EMPTY_SUB_AGENT,
    companyName: agent.companyName,
    address: agent.address,
    website: agent.website ?? '',
    country: agent.country.isocode,
    city: agent.city,
    name: agent.name,
    designation: agent.designation,
    email: agent.email,
    phoneNumber: agent.phoneNumber,
    whatsappNumber: agent.whatsappNumber,
    trnNumber: agent.trnNumber ?? '',
  };
}

/**
 * Only the fields that changed, compared after the same normalisation (trim, case) the API applies,
 * so saving an untouched form sends nothing and a cleared optional field is sent as "" (cleared).
 */
export function changedFields(initial: SubAgentFormInput, values: SubAgentFormOutput): UpdateSubAgentBody {
  const before = normalise(initial);
  const out: Record<string, string> = {};
  for (const field of EDIT_FIELDS) {
    const now = (values[field] ?? '').trim();
    if (now === before[field]) continue;
    if (now === '' && !CLEARABLE.includes(field)) continue;
    out[field] = now;
  }
  return out;
}

function normalise(values: SubAgentFormInput): Record<SubAgentField, string> {
  const out = {} as Record<SubAgentField, string>;
  for (const field of SUB_AGENT_FIELDS) out[field] = String(values[field] ?? '').trim();
  out.email = out.email.toLowerCase();
  out.country = out.country.toUpperCase();
  return out;
}

export const hasChanges = (body: UpdateSubAgentBody) => Object.keys(body).length > 0;
