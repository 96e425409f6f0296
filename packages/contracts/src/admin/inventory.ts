import { z } from 'zod';
import {
  ACTIVITY_BASES,
  BOOKING_TYPES,
  CANCELLATION_TYPES,
  COMPANY_TERMS_PAGES,
  COVERAGE_KINDS,
  MARKUP_TYPES,
  PLAN_REGIONS,
  TRAVEL_TYPES,
  VISA_ENTRY_TYPES,
  isValidIban,
  isValidSwiftCode,
} from '@portal/domain';
import { plainDate, text } from '../common.ts';

/**
 * The back office's inventory calls for the company's own attraction tickets and visa prices (issue 34).
 * Every save carries the version it was made against; an older one is refused with 409.
 */
const count = z.number().int().nonnegative();
const version = z.number().int().nonnegative();

export const ticketCountsDto = z.object({ adult: count, child: count, infant: count, common: count });

/** One ticket-type activity's e-ticket stock: available (valid today or later) per type, reserved, sold. */
export const ticketStockRow = z.object({
  activityId: z.string(),
  attractionId: z.string(),
  attractionTitle: z.string(),
  activityName: z.string(),
  isActive: z.boolean(),
  available: ticketCountsDto,
  availableTotal: count,
  reserved: count,
  sold: count,
  /** The earliest valid-till date among the available tickets. */
  nextExpiry: plainDate.nullable(),
  /** Fewer available than the alert threshold. */
  low: z.boolean(),
});
export type TicketStockRow = z.infer<typeof ticketStockRow>;

export const ticketStockAnswer = z.object({
  lowStockThreshold: count,
  activities: z.array(ticketStockRow),
});
export type TicketStockAnswer = z.infer<typeof ticketStockAnswer>;

export const activityParams = z.object({ activityId: z.uuid() });

/** POST .../tickets (multipart): field `file` (CSV or .xlsx) and optional `validTill` (yyyy-mm-dd). */
export const ticketUploadAnswer = z.object({
  message: z.string(),
  loaded: count,
  stock: ticketStockRow,
});
export type TicketUploadAnswer = z.infer<typeof ticketUploadAnswer>;

const visaFormat = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

export const adminVisaType = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  processingTime: z.number().int(),
  processingTimeFormat: visaFormat(['hours', 'days'] as const),
  stayPeriod: z.number().int(),
  stayPeriodFormat: visaFormat(['hours', 'days', 'years'] as const),
  validity: z.number().int(),
  validityTimeFormat: visaFormat(['days', 'years'] as const),
  entryType: z.enum(VISA_ENTRY_TYPES),
  documents: z.array(z.string()),
  isActive: z.boolean(),
  version,
});
export type AdminVisaType = z.infer<typeof adminVisaType>;
export const adminVisaTypesAnswer = z.object({ visaTypes: z.array(adminVisaType) });
export const adminVisaTypeAnswer = z.object({ visaType: adminVisaType });

export const adminVisaTypeInput = z.object({
  name: text(120),
  processingTime: z.number().int().min(1).max(365),
  processingTimeFormat: visaFormat(['hours', 'days'] as const),
  validity: z.number().int().min(1).max(3650),
  validityTimeFormat: visaFormat(['days', 'years'] as const),
  documents: z.array(text(200)).min(1, 'List at least one document').max(20),
  isActive: z.boolean(),
  version,
});
export type AdminVisaTypeInput = z.infer<typeof adminVisaTypeInput>;

/** Prices in AED minor units (fils) per traveller. */
const price = z.number().int().min(1, 'Give a price above 0').max(100_000_000);
const cost = z.number().int().min(0, 'A cost is 0 or more').max(100_000_000);

export const adminVisaPrice = z.object({
  isSold: z.boolean(),
  adultPrice: count,
  childPrice: count,
  adultCost: count,
  childCost: count,
  version,
});
export const adminVisaPriceRow = z.object({
  nationality: z.object({ _id: z.string(), isocode: z.string(), name: z.string() }),
  /** Null: never priced for this nationality (not sold). */
  price: adminVisaPrice.nullable(),
});
export type AdminVisaPriceRow = z.infer<typeof adminVisaPriceRow>;
export const adminVisaPricesAnswer = z.object({
  visaType: adminVisaType,
  prices: z.array(adminVisaPriceRow),
});
export type AdminVisaPricesAnswer = z.infer<typeof adminVisaPricesAnswer>;

/** A new price row is saved with version 0. */
export const adminVisaPriceInput = z.object({
  isSold: z.boolean(),
  adultPrice: price,
  childPrice: price,
  adultCost: cost,
  childCost: cost,
  version,
});
export type AdminVisaPriceInput = z.infer<typeof adminVisaPriceInput>;
export const adminVisaPriceParams = z.object({ id: z.uuid(), nationalityId: z.uuid() });
export const adminVisaPriceAnswer = z.object({ message: z.string(), price: adminVisaPriceRow });

/** The company's own attractions (issue 34): content, cancellation policy and activity prices. */
export const adminAttractionSummary = z.object({
  _id: z.string(),
  title: z.string(),
  destination: z.string(),
  category: z.string(),
  bookingType: z.enum(BOOKING_TYPES),
  isApiConnected: z.boolean(),
  isActive: z.boolean(),
  version,
});
export const adminAttractionsAnswer = z.object({
  attractions: z.array(adminAttractionSummary),
  categories: z.array(z.object({ _id: z.string(), name: z.string() })),
  destinations: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminAttractionsAnswer = z.infer<typeof adminAttractionsAnswer>;

/** A private transfer vehicle (or a priced unit of a private or hourly activity), amounts in fils. */
export const adminVehicle = z.object({
  /** Left out for a new vehicle: the server names it. */
  id: z.string().trim().min(1).max(60).optional(),
  name: text(80),
  capacity: z.number().int().min(1, 'A vehicle seats at least 1 person').max(100),
  price: z.number().int().min(1, 'Give a price above 0').max(100_000_000),
  cost: z.number().int().min(0, 'A cost is 0 or more').max(100_000_000),
});
export type AdminVehicle = z.infer<typeof adminVehicle>;

/** Prices of a date range, both ends included (fils). Order and overlap are the server's 400s. */
export const adminDatePrice = z.object({
  dateFrom: plainDate,
  dateTo: plainDate,
  adultPrice: z.number().int().max(100_000_000),
  childPrice: z.number().int().max(100_000_000),
  infantPrice: z.number().int().max(100_000_000),
  adultCost: z.number().int().max(100_000_000),
  childCost: z.number().int().max(100_000_000),
  infantCost: z.number().int().max(100_000_000),
});
export type AdminDatePrice = z.infer<typeof adminDatePrice>;

export const adminActivity = z.object({
  _id: z.string(),
  name: z.string(),
  base: z.enum(ACTIVITY_BASES),
  adultPrice: count,
  childPrice: count,
  infantPrice: count,
  adultCost: count,
  childCost: count,
  infantCost: count,
  /** Null: no shared transfer offered. */
  sharedTransferPrice: count.nullable(),
  sharedTransferCost: count.nullable(),
  privateVehicles: z.array(adminVehicle.required({ id: true })),
  /** Prices per date range; a visit date outside them is priced by the standing prices above. */
  datePrices: z.array(adminDatePrice),
  isActive: z.boolean(),
  version,
});
export type AdminActivity = z.infer<typeof adminActivity>;

const weekdays = z
  .array(z.number().int().min(0).max(6))
  .min(1, 'Choose at least one operating day')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'Each day once');

const localTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Give a time as HH:mm');

const attractionFields = {
  title: text(200),
  description: z.string().trim().max(10_000),
  categoryId: z.uuid(),
  destinationId: z.uuid(),
  bookingType: z.enum(BOOKING_TYPES),
  availableWeekdays: weekdays,
  durationText: z.string().trim().max(100),
  cancellationType: z.enum(CANCELLATION_TYPES),
  /** Hours before the service start until which the free or fee cancellation applies. */
  cancelBeforeHours: z.number().int().min(0).max(8760),
  cancellationFeeType: z.enum(MARKUP_TYPES).nullable(),
  /** Fils per line for a flat fee, a percentage otherwise. */
  cancellationFee: z.number().min(0).max(100_000_000).nullable(),
  /** Operating hours (`HH:mm`); left out: unchanged. */
  openingTime: localTime.nullable().optional(),
  closingTime: localTime.nullable().optional(),
  isActive: z.boolean(),
};

export const adminAttraction = z.object({
  _id: z.string(),
  ...attractionFields,
  title: z.string(),
  description: z.string(),
  durationText: z.string(),
  availableWeekdays: z.array(z.number().int()),
  isApiConnected: z.boolean(),
  version,
  activities: z.array(adminActivity),
});
export type AdminAttraction = z.infer<typeof adminAttraction>;
export const adminAttractionAnswer = z.object({ attraction: adminAttraction });

/** A fee policy needs its fee; a percentage is at most 100; a free or fee policy names its hours. */
export const adminAttractionInput = z.object({ ...attractionFields, version }).superRefine((v, ctx) => {
  if (v.cancellationType === 'fee') {
    if (!v.cancellationFeeType)
      ctx.addIssue({
        code: 'custom',
        path: ['cancellationFeeType'],
        message: 'Choose a flat or percentage fee',
      });
    if (v.cancellationFee === null || v.cancellationFee <= 0)
      ctx.addIssue({ code: 'custom', path: ['cancellationFee'], message: 'Give a fee above 0' });
    else if (v.cancellationFeeType === 'percentage' && v.cancellationFee > 100)
      ctx.addIssue({ code: 'custom', path: ['cancellationFee'], message: 'A percentage fee is at most 100' });
  }
  if ((v.openingTime ?? null) === null ? (v.closingTime ?? null) !== null : !v.closingTime)
    ctx.addIssue({
      code: 'custom',
      path: ['closingTime'],
      message: 'Give both the opening and the closing time, or neither',
    });
  else if (v.openingTime && v.closingTime && v.closingTime <= v.openingTime)
    ctx.addIssue({ code: 'custom', path: ['closingTime'], message: 'It must close after it opens' });
  if (v.cancellationType !== 'non-refundable' && v.cancelBeforeHours === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['cancelBeforeHours'],
      message: 'Give the hours before the start until which it can be cancelled',
    });
});
export type AdminAttractionInput = z.infer<typeof adminAttractionInput>;

export const adminActivityPriceInput = z.object({
  adultPrice: z.number().int().min(1, 'Give a price above 0').max(100_000_000),
  childPrice: z.number().int().min(0).max(100_000_000),
  infantPrice: z.number().int().min(0).max(100_000_000),
  adultCost: z.number().int().min(0).max(100_000_000),
  childCost: z.number().int().min(0).max(100_000_000),
  infantCost: z.number().int().min(0).max(100_000_000),
  /** Transfers; left out: unchanged. Price and cost are given together (null: no shared transfer). */
  sharedTransferPrice: z.number().int().max(100_000_000).nullable().optional(),
  sharedTransferCost: z.number().int().max(100_000_000).nullable().optional(),
  privateVehicles: z.array(adminVehicle).max(20).optional(),
  isActive: z.boolean(),
  version,
});
export type AdminActivityPriceInput = z.infer<typeof adminActivityPriceInput>;
export const adminActivityAnswer = z.object({ activity: adminActivity });

/**
 * PUT .../activities/:activityId/vehicle-prices: the vehicles of a private or hourly activity, its priced
 * units (price per vehicle, per vehicle-hour when hourly), saved against the activity's version.
 */
export const adminVehiclePricesInput = z.object({
  privateVehicles: z.array(adminVehicle).max(20),
  isActive: z.boolean(),
  version,
});
export type AdminVehiclePricesInput = z.infer<typeof adminVehiclePricesInput>;

/** PUT .../activities/:activityId/date-prices: every range of the activity, saved against its version. */
export const adminDatePricesInput = z.object({ ranges: z.array(adminDatePrice).max(60), version });
export type AdminDatePricesInput = z.infer<typeof adminDatePricesInput>;

/** The company settings agents see (issue 34): contacts, chat numbers per module, social links. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'Give a phone number such as +971 4 123 4567');
const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .refine((u) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(u), 'Give a web address starting with https://');
export const CHAT_MODULES = ['general', 'hotels', 'attractions', 'visas', 'a2as', 'quotations'] as const;
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok'] as const;

export const companySettingsInput = z.object({
  contactEmail: z.email('Give an e-mail address'),
  enquiryEmail: z.email('Give an e-mail address'),
  postalAddress: text(300),
  phoneNumbers: z.array(phone).min(1, 'Give at least one phone number').max(5),
  whatsappNumber: phone,
  /** The chat (WhatsApp) number of each module's desk. */
  chatNumbers: z.object(
    Object.fromEntries(CHAT_MODULES.map((m) => [m, phone])) as Record<
      (typeof CHAT_MODULES)[number],
      typeof phone
    >,
  ),
  /** Only the networks the company uses; an empty one is left out. */
  socialLinks: z.partialRecord(z.enum(SOCIAL_NETWORKS), httpsUrl),
  /** Digits of the portal in Arabic (issue 35): Western by default; left out, unchanged. */
  arabicDigits: z.enum(['latn', 'arab'], { error: 'Choose Western or Arabic-Indic digits' }).optional(),
  version,
});
export type CompanySettingsInput = z.infer<typeof companySettingsInput>;
export const companySettingsAnswer = z.object({ settings: companySettingsInput });
export type CompanySettingsAnswer = z.infer<typeof companySettingsAnswer>;

/**
 * The company bank accounts agents send deposits to (issue 34), shown on the bank-transfer deposit
 * form. A new account is saved with version 0; a deactivated one leaves that form at once.
 */
export const adminBankAccount = z.object({
  _id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  branchName: z.string(),
  currency: z.string(),
  countryIsocode: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  version,
});
export type AdminBankAccount = z.infer<typeof adminBankAccount>;
export const adminBankAccountsAnswer = z.object({ bankAccounts: z.array(adminBankAccount) });
export type AdminBankAccountsAnswer = z.infer<typeof adminBankAccountsAnswer>;
export const adminBankAccountAnswer = z.object({ message: z.string(), bankAccount: adminBankAccount });
export type AdminBankAccountAnswer = z.infer<typeof adminBankAccountAnswer>;
export const adminBankAccountParams = z.object({ id: z.uuid() });

export const adminBankAccountInput = z.object({
  bankName: text(120),
  accountName: text(120),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,34}$/, 'Give the account number (4 to 34 letters or digits)'),
  iban: z.string().trim().refine(isValidIban, 'Give a valid IBAN such as AE07 0331 2345 6789 0123 456'),
  swiftCode: z
    .string()
    .trim()
    .refine(isValidSwiftCode, 'Give the 8 or 11 character SWIFT code such as EBILAEAD'),
  branchName: text(120),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Give a three-letter currency code such as AED'),
  countryIsocode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Give a two-letter country code such as AE'),
  sortOrder: z.number().int().min(0).max(10_000),
  active: z.boolean(),
  version,
});
export type AdminBankAccountInput = z.infer<typeof adminBankAccountInput>;

/** The company's insurance plans (issue 34): cover limits, region, premium bands, wording PDF. */
const coverageLineInput = z.object({
  kind: z.enum(COVERAGE_KINDS),
  /** Minor units of the plan's coverage currency; 0: not covered. */
  limit: z.number().int().max(1_000_000_000_00),
  excess: z.number().int().max(1_000_000_000_00),
});
const planFields = {
  name: text(120),
  description: z.string().trim().max(2_000),
  region: z.enum(PLAN_REGIONS),
  coverageCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Give a currency code such as USD'),
  coverage: z.array(coverageLineInput).min(1, 'List the cover').max(20),
  maxTripDays: z.number().int().max(366),
  maxAge: z.number().int().max(120),
  travelTypes: z.array(z.enum(TRAVEL_TYPES)).max(TRAVEL_TYPES.length),
  /**
   * `prices[tripBand][ageBand]`: one person's net premium in fils; bands are inclusive upper bounds
   * (days of the trip, age in years), ascending.
   */
  priceTable: z.object({
    tripDays: z.array(z.number().int()).max(40),
    ages: z.array(z.number().int()).max(20),
    prices: z.array(z.array(z.number().int().max(100_000_000)).max(20)).max(40),
  }),
  active: z.boolean(),
};
export const adminInsurancePlan = z.object({
  _id: z.string(),
  code: z.string(),
  ...planFields,
  name: z.string(),
  description: z.string(),
  coverageCurrency: z.string(),
  /** A signed link to the wording PDF for staff, null until one is uploaded. */
  wordingUrl: z.string().nullable(),
  version,
});
export type AdminInsurancePlan = z.infer<typeof adminInsurancePlan>;
export const adminInsurancePlansAnswer = z.object({ plans: z.array(adminInsurancePlan) });
export type AdminInsurancePlansAnswer = z.infer<typeof adminInsurancePlansAnswer>;
export const adminInsurancePlanAnswer = z.object({ plan: adminInsurancePlan });
export const adminInsurancePlanInput = z.object({ ...planFields, version });
export type AdminInsurancePlanInput = z.infer<typeof adminInsurancePlanInput>;
export const insurancePlanParams = z.object({ code: z.string().trim().min(1).max(60) });

/**
 * POST /admin/inventory/insurance/plans: a new plan, sold from the save (unless saved inactive) and
 * issued by the connected insurer. Its code is also its markup item id, so it is fixed once made.
 */
export const adminInsurancePlanCreateInput = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,29}$/, 'Give a code of 2 to 30 letters, digits or dashes, e.g. GCC-GOLD'),
  ...planFields,
  groupDiscountPercent: z
    .number()
    .min(0, 'The group discount is 0 or more')
    .lt(100, 'The group discount is below 100%')
    .default(0),
  vatPercent: z.number().min(0, 'VAT is 0 or more').max(100, 'VAT is at most 100%').default(5),
  cancellation: z.discriminatedUnion('feeType', [
    z.object({ feeType: z.literal('flat'), feeValue: z.number().int().min(0, 'The fee is 0 or more') }),
    z.object({
      feeType: z.literal('percentage'),
      feeValue: z.number().min(0, 'The fee is 0 or more').max(100, 'The fee is at most 100%'),
    }),
  ]),
  emergencyPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,29}$/, 'Give the emergency phone number, e.g. +971 4 358 0000'),
});
export type AdminInsurancePlanCreateInput = z.input<typeof adminInsurancePlanCreateInput>;

/** The company's own terms pages agents read (issue 34), versioned: version 0 is a page never written. */
export const companyTermsDto = z.object({
  page: z.enum(COMPANY_TERMS_PAGES),
  title: z.string(),
  body: z.string(),
  version,
  updatedAt: z.string().nullable(),
});
export type CompanyTermsDto = z.infer<typeof companyTermsDto>;
export const companyTermsAnswer = z.object({ terms: companyTermsDto });
export const companyTermsListAnswer = z.object({ pages: z.array(companyTermsDto) });
export const companyTermsParams = z.object({ page: z.enum(COMPANY_TERMS_PAGES) });
export const companyTermsInput = z.object({
  title: text(120),
  body: z.string().trim().min(1, 'Write the page').max(50_000),
  version,
});
export type CompanyTermsInput = z.infer<typeof companyTermsInput>;
