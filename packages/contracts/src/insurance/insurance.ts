import { z } from 'zod';
import { COVERAGE_KINDS, GENDERS, PLAN_REGIONS, TRAVEL_TYPES } from '@portal/domain';

const minor = z.number().int();
const countryCode = (what: string) =>
  z
    .string({ error: `Choose the ${what}` })
    .trim()
    .regex(/^[A-Za-z]{2}$/, `Choose the ${what}`)
    .transform((s) => s.toUpperCase());
const plainDate = (message: string) => z.iso.date({ error: message });

export const coverageLineDto = z.object({
  kind: z.enum(COVERAGE_KINDS),
  label: z.string(),
  /** Minor units of the plan's coverage currency; 0: not covered. */
  limit: minor,
  excess: minor,
});
export type CoverageLineDto = z.infer<typeof coverageLineDto>;

/** GET /b2b/insurance/all: one plan as agents see it (no nets). */
export const insurancePlanDto = z.object({
  _id: z.uuid(),
  code: z.string(),
  name: z.string(),
  region: z.enum(PLAN_REGIONS),
  description: z.string(),
  coverageCurrency: z.string(),
  coverage: z.array(coverageLineDto),
  maxTripDays: z.number().int(),
  maxAge: z.number().int(),
  travelTypes: z.array(z.enum(TRAVEL_TYPES)),
  emergencyPhone: z.string(),
  /** The refund rule before cover starts, in words. */
  cancellationRule: z.string(),
  /** A signed link to the policy wording PDF; null when the company has not uploaded one. */
  wordingUrl: z.string().nullable(),
});
export type InsurancePlanDto = z.infer<typeof insurancePlanDto>;
export const insurancePlansAnswer = z.object({ plans: z.array(insurancePlanDto) });
export type InsurancePlansAnswer = z.infer<typeof insurancePlansAnswer>;

/** The general data (the web state spells it `genaralData`; it is sent as `generalData`). */
export const insuranceGeneralInput = z.object({
  plan: z.string({ error: 'Choose a plan' }).trim().min(1, 'Choose a plan').max(40),
  residence: countryCode('country of residence'),
  destination: countryCode('destination'),
  travelFrom: plainDate('Choose the date the trip starts'),
  travelTo: plainDate('Choose the date the trip ends'),
  travelType: z.enum(TRAVEL_TYPES, { error: 'Choose a travel type' }),
});
export type InsuranceGeneralInput = z.input<typeof insuranceGeneralInput>;

const name = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(60, `The ${what} is too long`);

export const beneficiaryInput = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  gender: z.enum(GENDERS, { error: 'Choose the gender' }),
  dateOfBirth: plainDate('Enter a valid date of birth'),
  passportNumber: z
    .string({ error: 'Enter the passport number' })
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'Enter a passport number of 5 to 20 letters and digits')
    .transform((s) => s.toUpperCase()),
});
export type BeneficiaryInput = z.input<typeof beneficiaryInput>;

/** POST /b2b/insurance/quotation (original body: generalData + beneficiaryData). */
export const insuranceQuoteBody = z.object({
  generalData: insuranceGeneralInput,
  beneficiaryData: z.array(beneficiaryInput).max(15, 'At most 15 beneficiaries per policy'),
});
export type InsuranceQuoteBody = z.input<typeof insuranceQuoteBody>;

/** Every component the agent may see of a price (no net, no company markup). */
export const insurancePriceDto = z.object({
  subAgentMarkup: minor,
  vat: minor,
  clientMarkup: minor,
  agentPrice: minor,
  sellPrice: minor,
});

export const insuredPersonDto = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string(),
  passportNumber: z.string(),
  age: z.number().int(),
  agentPrice: minor,
  sellPrice: minor,
});
export type InsuredPersonDto = z.infer<typeof insuredPersonDto>;

export const insuranceQuoteAnswer = z.object({
  plan: insurancePlanDto,
  generalData: z.object({
    plan: z.string(),
    residence: z.string(),
    destination: z.string(),
    travelFrom: z.string(),
    travelTo: z.string(),
    travelType: z.enum(TRAVEL_TYPES),
  }),
  tripDays: z.number().int(),
  persons: z.array(insuredPersonDto),
  /** AED minor units; the web app converts to the selected currency for display. */
  currency: z.literal('AED'),
  price: insurancePriceDto,
  /** Cancelling before this day (the first day of cover) refunds by the plan's rule. */
  cancellableUntil: z.string(),
});
export type InsuranceQuoteAnswer = z.infer<typeof insuranceQuoteAnswer>;
