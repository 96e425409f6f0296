import { z } from 'zod';
import { staffRoleNames, type StaffRole } from '@portal/domain';
import { emailField, strongPassword } from '../auth/auth.ts';

const staffRole = z.enum(staffRoleNames as [StaffRole, ...StaffRole[]], {
  error: `A role is one of ${staffRoleNames.join(', ')}`,
});
/** One or more staff roles (domain access/permissions.ts), each once, in the policy's order. */
export const staffRolesField = z
  .array(staffRole)
  .min(1, 'Choose at least one role')
  .max(staffRoleNames.length)
  .transform((roles) => staffRoleNames.filter((r) => roles.includes(r)));

/** GET /admin/staff: every staff account. */
export const staffAccount = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** invited: the invitation is not yet accepted; disabled: can no longer sign in. */
  status: z.enum(['active', 'invited', 'disabled']),
  /** When an invitation's link stops working (invited accounts only). */
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  twoFactorRequired: z.boolean(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffListAnswer = z.object({ staff: z.array(staffAccount) });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/** POST /admin/staff/invitations: mails a link that expires; the invitee chooses a password. */
export const staffInviteBody = z.object({
  email: emailField,
  name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
  roles: staffRolesField,
});
export type StaffInviteBody = z.input<typeof staffInviteBody>;

/** PATCH /admin/staff/:id/roles */
export const staffRolesBody = z.object({ roles: staffRolesField });
export type StaffRolesBody = z.input<typeof staffRolesBody>;

/** PATCH /admin/staff/:id/status: disable (sessions end at once) or enable. */
export const staffStatusBody = z.object({ active: z.boolean() });
export type StaffStatusBody = z.infer<typeof staffStatusBody>;

export const staffAccountAnswer = z.object({ staff: staffAccount, message: z.string() });
export type StaffAccountAnswer = z.infer<typeof staffAccountAnswer>;

/** POST /admin/auth/invitation: the invitee's token and chosen password. */
export const staffAcceptBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is invalid'),
  password: strongPassword,
});
export type StaffAcceptBody = z.infer<typeof staffAcceptBody>;
