import { z } from 'zod';
import { languageCode } from '../common.ts';
import { agentRecord } from '../agents/agent-record.ts';

/** Lower-cased, trimmed e-mail address (accounts are looked up case-insensitively). */
export const emailField = z
  .string({ error: 'Enter a valid e-mail address' })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'));

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and contain a letter, a digit and a special character';

/** Password strength of the original product: >= 8 characters with a letter, a digit and a special character. */
export const strongPassword = z
  .string({ error: 'Password is required' })
  .max(128, 'Password must be at most 128 characters')
  .regex(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/s, PASSWORD_RULE_MESSAGE);

const phone = (label: string) =>
  z
    .string({ error: `Enter a valid ${label}` })
    .trim()
    .regex(/^\+?[0-9][0-9\s-]{5,19}$/, `Enter a valid ${label}`);

const optionalPhone = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9\s-]{5,19})?$/, `Enter a valid ${label}`)
    .optional();

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} is too long`).optional();

/** ISO 3166-1 alpha-2 code; existence is checked against the countries table by the API. */
export const countryIsocode = z
  .string({ error: 'Select a country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Select a country');

const website = z
  .string()
  .trim()
  .max(200, 'Website is too long')
  .regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i, 'Enter a valid website address')
  .optional()
  .or(z.literal(''));

export const signupBody = z.object({
  companyName: required('Company name', 150),
  address: required('Address', 300),
  website,
  country: countryIsocode,
  city: required('City', 100),
  zipCode: optional('Zip code', 20),
  name: required('Name', 100),
  designation: required('Designation', 100),
  email: emailField,
  phoneNumber: phone('phone number'),
  whatsappNumber: phone('WhatsApp number'),
  trnNumber: optional('TRN number', 50),
  telephoneNumber: optionalPhone('telephone number'),
  password: strongPassword,
  /** The language the form was filled in (issue 35): the new owner's portal and mails start in it. */
  language: languageCode.optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

/**
 * Registration answers the new (pending) agent and its verification link parts. No token: a pending
 * agent cannot sign in, so the web app stores the agent but stays logged out and opens
 * /verification/{agentCode}/{randomString}.
 */
export const signupAnswer = z.object({
  message: z.string(),
  reseller: agentRecord,
  agentCode: z.number().int(),
  randomString: z.string(),
});
export type SignupAnswer = z.infer<typeof signupAnswer>;

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(200),
  agentCode: z.coerce.number().int().min(1).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginAnswer = z.object({ reseller: agentRecord, jwtToken: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Login of an agent that is not yet approved: the web app goes to /verification/{agentCode}/{randomString}. */
export const loginPendingAnswer = z.object({
  status: z.literal('pending'),
  message: z.string(),
  agentCode: z.number().int(),
  randomString: z.string(),
});
export type LoginPendingAnswer = z.infer<typeof loginPendingAnswer>;

/**
 * A correct password of someone who needs a second step (issue 32 §4): 'code' asks the authenticator's code
 * (or a recovery code), 'enrol' asks to set two-factor sign-in up first (required by the agency or the staff
 * role). No session yet: the challenge token, valid for minutes, completes it (security routes).
 */
export const twoFactorChallenge = z.object({
  status: z.literal('two-factor'),
  step: z.enum(['code', 'enrol']),
  challengeToken: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const loginResult = z.union([loginAnswer, loginPendingAnswer, twoFactorChallenge]);
export type LoginResult = z.infer<typeof loginResult>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

const passwordsMatch = <T extends { newPassword: string; confirmPassword: string }>(v: T) =>
  v.newPassword === v.confirmPassword;
const mismatch = { message: 'Passwords do not match', path: ['confirmPassword'] };

export const resetPasswordBody = z
  .object({
    token: z.string().trim().min(16, 'Invalid or expired reset link').max(200),
    newPassword: strongPassword,
    confirmPassword: z.string().min(1, 'Confirm the new password'),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    oldPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: strongPassword,
    confirmPassword: z.string().min(1, 'Confirm the new password'),
  })
  .refine(passwordsMatch, mismatch)
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Profile settings: every field optional (PATCH); empty strings clear the optional ones. */
export const profileSettingsBody = z
  .object({
    name: required('Name', 100),
    designation: required('Designation', 100),
    phoneNumber: phone('phone number'),
    whatsappNumber: phone('WhatsApp number'),
    telephoneNumber: optionalPhone('telephone number'),
    companyName: required('Company name', 150),
    address: required('Address', 300),
    website,
    country: countryIsocode,
    city: required('City', 100),
    zipCode: optional('Zip code', 20),
    trnNumber: optional('TRN number', 50),
    /** The signed-in person's own language (issue 35). */
    language: languageCode,
    /** The agency's client language: its client-facing documents' default (owner or manager). */
    clientLanguage: languageCode,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type ProfileSettingsBody = z.infer<typeof profileSettingsBody>;

/** The signed-in person's own language (every user may change it for itself). */
export const languageBody = z.object({ language: languageCode });

export const certificateParams = z.object({
  agentCode: z.coerce.number().int().min(1).max(2_147_483_647),
  randomString: z.string().min(1).max(200),
});

/** URLs (short-lived signed links) of the uploaded verification documents, or null when missing. */
export const certificateAnswer = z.object({
  tradeLicense: z.string().nullable(),
  taxCertificate: z.string().nullable(),
});
export type CertificateAnswer = z.infer<typeof certificateAnswer>;

export const certificateUploadAnswer = certificateAnswer.extend({ message: z.string() });
export type CertificateUploadAnswer = z.infer<typeof certificateUploadAnswer>;

export const adminLoginBody = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(200),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/**
 * A member of staff as the back office sees itself: its roles and what they allow (domain access/permissions.ts),
 * so the web app hides what the API would refuse by asking the same `can`.
 */
export const adminDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** Roles that move money need a second factor at sign-in (issue 33; built with two-factor sign-in). */
  twoFactorRequired: z.boolean(),
});
export const adminSignedIn = z.object({ admin: adminDto, jwtToken: z.string() });
export type AdminSignedIn = z.infer<typeof adminSignedIn>;
/** Staff sign-in: signed in, or the second step (two-factor code or enrolment, issue 33 §1). */
export const adminLoginAnswer = z.union([adminSignedIn, twoFactorChallenge]);
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswer>;
/** GET /api/v1/admin/auth/me: the signed-in member of staff (the back office's session check). */
export const adminMeAnswer = z.object({ admin: adminDto });
export type AdminDto = z.infer<typeof adminDto>;

/** Signed file link query: `/api/v1/files/{uploadId}?exp=...&sig=...`. */
export const signedFileQuery = z.object({
  exp: z.coerce.number().int().min(0),
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

export const adminCliBody = z.object({
  argv: z.array(z.string().max(500)).max(50),
  /** The OS user who typed the command, named on the audit trail (`cli:<user>`). */
  operator: z.string().max(64).optional(),
});
export const adminCliAnswer = z.object({ output: z.string() });
