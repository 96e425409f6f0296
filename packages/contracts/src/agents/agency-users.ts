import { z } from 'zod';
import { languageCode } from '../common.ts';
import { emailField, strongPassword } from '../auth/auth.ts';

/** The agency roles (domain access/permissions.ts `agencyRoles`; owner is the account that signed up). */
export const agencyUserRole = z.enum(['owner', 'manager', 'booker', 'accountant', 'viewer'], {
  error: 'Choose a role',
});
/** The roles an owner may give (one owner per agency). */
export const assignableRole = z.enum(['manager', 'booker', 'accountant', 'viewer'], {
  error: 'Choose a role: manager, booker, accountant or viewer',
});
/** Permissions an owner may grant beyond a role. */
export const grantablePermission = z.enum(['prices.net'], { error: 'This permission cannot be granted' });

/** Per-booking wallet limit in AED; null: no limit. */
const bookingLimit = z
  .number({ error: 'Enter the limit in AED' })
  .nonnegative('The limit cannot be negative')
  .max(10_000_000, 'The limit is too high')
  .multipleOf(0.01, 'At most two decimals')
  .nullable();

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name is too long');

/** The signed-in person of an agency, as getReseller and login answer it (the web asks `can` with it). */
export const agencyUserSelf = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: agencyUserRole,
  permissions: z.array(z.string()),
  /** AED; null: no limit. */
  bookingLimit: z.number().nullable(),
  /** The language the person reads the portal and its mails in (issue 35). */
  language: languageCode,
});
export type AgencyUserSelf = z.infer<typeof agencyUserSelf>;

export const agencyUserDto = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: agencyUserRole,
  status: z.enum(['invited', 'active', 'disabled']),
  bookingLimit: z.number().nullable(),
  grants: z.array(z.string()),
  lastSignInAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgencyUserDto = z.infer<typeof agencyUserDto>;

export const agencyUsersAnswer = z.object({ users: z.array(agencyUserDto) });
export type AgencyUsersAnswer = z.infer<typeof agencyUsersAnswer>;

export const inviteUserBody = z.object({
  email: emailField,
  name,
  role: assignableRole,
  bookingLimit: bookingLimit.optional(),
  grants: z.array(grantablePermission).max(5).optional(),
});
export type InviteUserBody = z.infer<typeof inviteUserBody>;

export const updateUserBody = z
  .object({
    role: assignableRole.optional(),
    bookingLimit: bookingLimit.optional(),
    grants: z.array(grantablePermission).max(5).optional(),
    status: z.enum(['active', 'disabled'], { error: 'Choose active or disabled' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userIdParams = z.object({ id: z.uuid('Unknown user') });

/** The invitee's first password, with the token of the mailed link. */
export const acceptInvitationBody = z.object({
  token: z.string().min(20, 'This invitation link is invalid').max(200, 'This invitation link is invalid'),
  password: strongPassword,
});

export const invitationQuery = z.object({ token: z.string().min(20).max(200) });
export const invitationAnswer = z.object({ email: z.string(), name: z.string(), companyName: z.string() });
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

export const agencySettingsDto = z.object({ requireTwoFactor: z.boolean() });

/** The agency's activity (issue 32 section 2): who of its users did what. */
export const activityQuery = z.object({
  userId: z.uuid('Unknown user').optional(),
  /** The kind's first word: booking, user, markup, wallet, ... */
  kind: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z-]*$/, 'Unknown kind')
    .optional(),
  fromDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
  toDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityRow = z.object({
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  kind: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  reference: z.string().nullable(),
  detail: z.string().nullable(),
});
export const activityAnswer = z.object({ activity: z.array(activityRow), total: z.number().int() });
export type ActivityAnswer = z.infer<typeof activityAnswer>;
export type ActivityRowDto = z.infer<typeof activityRow>;
