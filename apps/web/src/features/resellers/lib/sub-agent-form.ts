import {
  AGENCY_FIELDS,
  registerSubAgentBody,
  type AgencyField,
  type AgentRecord,
  type RegisterSubAgentBody,
  type UpdateSubAgentBody,
} from '@portal/contracts';
import type { z } from 'zod';
import { withoutEmptyStrings } from '../../../lib/form-values';

/** The agency fields of sign-up without a password (the server generates it). */
export const subAgentForm = registerSubAgentBody;
export type SubAgentFormInput = z.input<typeof subAgentForm>;
export type SubAgentFormOutput = z.output<typeof subAgentForm>;

export const SUB_AGENT_FIELDS = AGENCY_FIELDS;
export type SubAgentField = AgencyField;

/** Optional fields the API clears when it receives an empty string. */
const CLEARABLE: readonly SubAgentField[] = ['website', 'zipCode', 'trnNumber', 'telephoneNumber'];

export const EMPTY_SUB_AGENT: SubAgentFormInput = Object.fromEntries(
  SUB_AGENT_FIELDS.map((f) => [f, '']),
) as SubAgentFormInput;

/** What registration sends: optional fields left empty are omitted. */
export function toRegisterBody(values: SubAgentFormOutput): RegisterSubAgentBody {
  return withoutEmptyStrings(values) as RegisterSubAgentBody;
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
    zipCode: agent.zipCode ?? '',
    telephoneNumber: agent.telephoneNumber ?? '',
  };
}

/**
 * Only the fields that changed, compared after the same normalisation (trim, case) the API applies,
 * so saving an untouched form sends nothing and a cleared optional field is sent as "" (cleared).
 */
export function changedFields(initial: SubAgentFormInput, values: SubAgentFormOutput): UpdateSubAgentBody {
  const before = normalise(initial);
  const out: Record<string, string> = {};
  for (const field of SUB_AGENT_FIELDS) {
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
