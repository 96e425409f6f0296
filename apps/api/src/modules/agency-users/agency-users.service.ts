import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { agencySettings, agencyUsers, agents } from '@portal/db';
import { startRequiringTwoFactor } from '../security/two-factor.service.ts';
import type { AgencyUserDto, InviteUserBody, UpdateUserBody } from '@portal/contracts';
import { toMajor, toMinor, type Language } from '@portal/domain';
import { t } from '../../lib/i18n/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { noteLocalChange } from '../../lib/change-feed.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { sha256 } from '../auth/auth.service.ts';
import { isUniqueViolation } from '../bookings/core/repository.ts';
import { findAgencyUser, type AgencyUserRow } from './agency-users.repository.ts';

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;
export const TAKEN_MESSAGE = 'This e-mail address already has an account';
export const INVITATION_INVALID = 'This invitation link is invalid or has expired. Please ask for a new one.';

const minorOrNull = (aed: number | null | undefined) =>
  aed === null || aed === undefined ? null : toMinor(aed);

function dtoOf(u: AgencyUserRow, names: Map<string, string>): AgencyUserDto {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    bookingLimit: u.bookingLimit === null ? null : toMajor(u.bookingLimit),
    grants: u.grants,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    invitedBy: u.invitedBy ? (names.get(u.invitedBy) ?? null) : null,
    inviteExpiresAt: u.status === 'invited' ? (u.inviteExpiresAt?.toISOString() ?? null) : null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** What the audit trail keeps of a user (never its password or invitation token). */
const auditedOf = (u: AgencyUserRow) => ({
  email: u.email,
  name: u.name,
  role: u.role,
  status: u.status,
  bookingLimit: u.bookingLimit,
  grants: u.grants,
});

/** The people of an agency (issue 32): its owner invites them, sets their roles and limits, disables them. */
export function agencyUsersService(deps: AppDeps) {
  const { db } = deps.database;

  async function list(agentId: string): Promise<AgencyUserDto[]> {
    const rows = await db
      .select()
      .from(agencyUsers)
      .where(eq(agencyUsers.agentId, agentId))
      .orderBy(asc(agencyUsers.createdAt), asc(agencyUsers.email));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return rows.map((r) => dtoOf(r, names));
  }

  async function invite(who: ActingAs, agentId: string, body: InviteUserBody): Promise<AgencyUserDto> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    const invitedBy = who.actor.kind === 'agency' ? who.actor.userId : null;
    const [agency] = await db
      .select({ companyName: agents.companyName })
      .from(agents)
      .where(eq(agents.id, agentId));
    if (!agency) throw notFound('Agent');
    // The invited person starts in the inviter's language (mails and portal), until they choose theirs.
    const [inviter] = invitedBy
      ? await db
          .select({ language: agencyUsers.language })
          .from(agencyUsers)
          .where(eq(agencyUsers.id, invitedBy))
      : [];
    const [taken] = await db.select({ id: agents.id }).from(agents).where(eq(agents.email, body.email));
    if (taken) throw badRequest(TAKEN_MESSAGE, { email: [TAKEN_MESSAGE] });
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(agencyUsers)
          .values({
            agentId,
            email: body.email,
            name: body.name,
            role: body.role,
            language: inviter?.language ?? 'en',
            bookingLimit: minorOrNull(body.bookingLimit),
            grants: body.grants ?? [],
            status: 'invited',
            inviteTokenHash: sha256(token),
            inviteExpiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000),
            invitedBy,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!inserted) throw new Error('user not inserted');
        await recordAudit(tx, who, {
          kind: 'user.invite',
          object: { type: 'agency-user', id: inserted.id },
          agentId,
          before: null,
          after: auditedOf(inserted),
        });
        // In the invited person's language (issue 35): that of whoever invites them, until they choose.
        const content = (language: Language) => {
          const params = {
            name: body.name,
            company: agency.companyName,
            role: t(language, `role.${body.role}`),
            hours: INVITATION_TTL_HOURS,
          };
          return {
            subject: t(language, 'mail.invite.subject', params),
            text: [
              t(language, 'mail.greeting', params),
              '',
              t(language, 'mail.invite.role', params),
              t(language, 'mail.invite.open', params),
              `${deps.env.PUBLIC_URL}/invitation?token=${token}`,
              '',
              t(language, 'mail.invite.ignore'),
            ].join('\n'),
          };
        };
        await enqueueMail(tx, { to: body.email, ...content('en'), localized: content });
        return inserted;
      });
      return dtoOf(row, new Map());
    } catch (err) {
      if (isUniqueViolation(err, 'agency_users_email_unique'))
        throw badRequest(TAKEN_MESSAGE, { email: [TAKEN_MESSAGE] });
      throw err;
    }
  }

  async function update(
    who: ActingAs,
    agentId: string,
    id: string,
    body: UpdateUserBody,
  ): Promise<AgencyUserDto> {
    const user = await findAgencyUser(db, agentId, id);
    if (!user) throw notFound('User');
    if (user.role === 'owner') throw forbidden("The owner's role, limit and status cannot be changed");
    if (body.status === 'active' && user.status === 'invited')
      throw badRequest('This user has not accepted the invitation yet', { status: ['Not accepted yet'] });
    const now = deps.clock.now();
    const changes: Partial<typeof agencyUsers.$inferInsert> = {
      ...(body.role !== undefined && { role: body.role }),
      ...(body.bookingLimit !== undefined && { bookingLimit: minorOrNull(body.bookingLimit) }),
      ...(body.grants !== undefined && { grants: body.grants }),
      ...(body.status !== undefined && { status: body.status }),
      updatedAt: now,
    };
    // The user's cached callers on this node see the change at once (the trigger bumps `auth`).
    noteLocalChange();
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(agencyUsers)
        .set(changes)
        .where(and(eq(agencyUsers.id, id), eq(agencyUsers.agentId, agentId)))
        .returning();
      if (!updated) throw notFound('User');
      await recordAudit(tx, who, {
        kind: body.status === 'disabled' ? 'user.disable' : 'user.change',
        object: { type: 'agency-user', id },
        agentId,
        before: auditedOf(user),
        after: auditedOf(updated),
      });
      return updated;
    });
    return dtoOf(row, new Map());
  }

  /** The invitation a link names, for the page where the invitee chooses its password. */
  async function invitation(token: string) {
    const [row] = await db
      .select({ email: agencyUsers.email, name: agencyUsers.name, companyName: agents.companyName })
      .from(agencyUsers)
      .innerJoin(agents, eq(agents.id, agencyUsers.agentId))
      .where(
        and(
          eq(agencyUsers.inviteTokenHash, sha256(token)),
          eq(agencyUsers.status, 'invited'),
          gt(agencyUsers.inviteExpiresAt, deps.clock.now()),
        ),
      );
    if (!row) throw badRequest(INVITATION_INVALID);
    return row;
  }

  /** The invitee sets a strong password; the user is active and signs in with it. Single use. */
  async function accept(token: string, password: string): Promise<{ email: string }> {
    const found = await invitation(token);
    assertStrongPassword(password, 'password', [found.email, found.name, found.companyName]);
    const passwordHash = await hashPassword(password);
    const now = deps.clock.now();
    const [row] = await db
      .update(agencyUsers)
      .set({ passwordHash, status: 'active', inviteTokenHash: null, inviteExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(agencyUsers.inviteTokenHash, sha256(token)),
          eq(agencyUsers.status, 'invited'),
          gt(agencyUsers.inviteExpiresAt, now),
          isNull(agencyUsers.passwordHash),
        ),
      )
      .returning({ email: agencyUsers.email });
    if (!row) throw badRequest(INVITATION_INVALID);
    return row;
  }

  async function settings(agentId: string) {
    const [row] = await db.select().from(agencySettings).where(eq(agencySettings.agentId, agentId));
    return { requireTwoFactor: row?.requireTwoFactor ?? false };
  }

  /** Requiring two-factor sign-in ends the sessions of users without it (security/two-factor.service.ts). */
  async function setSettings(who: ActingAs, agentId: string, requireTwoFactor: boolean) {
    const before = await settings(agentId);
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      if (requireTwoFactor && !before.requireTwoFactor) await startRequiringTwoFactor(tx, who, agentId, now);
      await tx
        .insert(agencySettings)
        .values({ agentId, requireTwoFactor, updatedAt: now })
        .onConflictDoUpdate({ target: agencySettings.agentId, set: { requireTwoFactor, updatedAt: now } });
      await recordAudit(tx, who, {
        kind: 'agency.settings',
        object: { type: 'agency', id: agentId },
        agentId,
        before,
        after: { requireTwoFactor },
      });
    });
    return { requireTwoFactor };
  }

  return { list, invite, update, invitation, accept, settings, setSettings };
}
