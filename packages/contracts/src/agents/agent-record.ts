import { z } from 'zod';
import { languageCode } from '../common.ts';

export const moduleConfiguration = z.object({
  showAttraction: z.boolean(),
  showHotel: z.boolean(),
  showFlight: z.boolean(),
  showVisa: z.boolean(),
  showA2a: z.boolean(),
  showQuotaion: z.boolean(),
  showInsurance: z.boolean(),
});
export type ModuleConfigurationDto = z.infer<typeof moduleConfiguration>;

export const whatsappDetails = z.record(z.string(), z.object({ phoneNumber: z.string() }));

/** The agent record of spec section 3, as getReseller and login answer it. */
export const agentRecord = z.object({
  _id: z.uuid(),
  agentCode: z.number().int(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  companyLogo: z.string().nullable(),
  avatarImg: z.string().nullable(),
  role: z.enum(['reseller', 'sub-agent']),
  status: z.enum(['pending', 'ok', 'disabled', 'cancelled']),
  country: z.object({ isocode: z.string(), countryName: z.string() }),
  whatsappDetails,
  /** Null when the agent has no configuration: the web app then denies entry. */
  configuration: moduleConfiguration.nullable(),
  address: z.string(),
  city: z.string(),
  designation: z.string(),
  phoneNumber: z.string(),
  whatsappNumber: z.string(),
  website: z.string().nullable(),
  trnNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  telephoneNumber: z.string().nullable(),
  parentId: z.uuid().nullable(),
  /** The signed-in person (issue 32): role and permissions; absent where no user is known. */
  user: z
    .object({
      _id: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'manager', 'booker', 'accountant', 'viewer']),
      permissions: z.array(z.string()),
      bookingLimit: z.number().nullable(),
      language: languageCode,
    })
    .optional(),
  /** The signed-in person's language (its owner's where no user is known), issue 35. */
  language: languageCode,
  /** The language of the documents the agency hands its clients (vouchers, client invoices, quotations). */
  clientLanguage: languageCode,
});
export type AgentRecord = z.infer<typeof agentRecord>;
