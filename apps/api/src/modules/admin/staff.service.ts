import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { admins, sessions, staffInvitations, type DbOrTx } from '@portal/db';
import { permissionsOf, requiresTwoFactor, staffRoleNames, type StaffRole } from '@portal/domain';
import { isEnabled } from '../security/two-factor.service.ts';
import { revokeSessions } from '../auth/agents.repository.ts';
import type { AdminDto, StaffAccount, StaffAccountAnswer, StaffListAnswer } from '@portal/contracts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit, type ActingAs } from '../../audit/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import { hashPassword } from '../../lib/passwords.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 72 * 3600_000;

const knownRoles = (roles: readonly string[]): StaffRole[] =>
  roles.filter((r): r is StaffRole => (staffRoleNames as string[]).includes(r));

/** A member of staff as the back office sees itself (sign-in and profile): roles and what they allow. */
export function staffProfile(row: { id: string; name: string; email: string; roles: string[] }): AdminDto {
  const roles = knownRoles(row.roles);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    roles,
    permissions: [...permissionsOf(roles)],
    twoFactorRequired: requiresTwoFactor(roles),
  };
}

// The outer row by its full name: inside a subquery a bare "id" would be the subquery's own.
const adminIdRef = sql.raw('"admins"."id"');
const lastSignIn = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions}
  where ${sessions.subjectKind} = 'admin' and ${sessions.subjectId} = ${adminIdRef})`;
const pendingInvitation = sql<Date | null>`(select max(${staffInvitations.expiresAt}) from ${staffInvitations}
  where ${staffInvitations.adminId} = ${adminIdRef} and ${staffInvitations.usedAt} is null)`;
const accepted = sql<boolean>`exists (select 1 from ${staffInvitations}
  where ${staffInvitations.adminId} = ${adminIdRef} and ${staffInvitations.usedAt} is not null)`;
const invitedEver = sql<boolean>`exists (select 1 from ${staffInvitations}
  where ${staffInvitations.adminId} = ${adminIdRef})`;

async function staffRows(db: DbOrTx, id?: string) {
  return db
    .select({
      id: admins.id,
      name: admins.name,
      email: admins.email,
      roles: admins.roles,
      active: admins.active,
      createdAt: admins.createdAt,
      lastSignInAt: lastSignIn,
      pendingInvitation,
      accepted,
      invitedEver,
    })
    .from(admins)
    .where(id ? eq(admins.id, id) : undefined)
    .orderBy(asc(admins.name));
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAccount(r: Awaited<ReturnType<typeof staffRows>>[number]): StaffAccount {
  // An account invited and never accepted is "invited" (its link may have expired); otherwise active or not.
  const invited = !r.active && r.invitedEver && !r.accepted;
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    roles: knownRoles(r.roles),
    status: r.active ? 'active' : invited ? 'invited' : 'disabled',
    invitationExpiresAt: invited ? iso(r.pendingInvitation) : null,
    lastSignInAt: iso(r.lastSignInAt),
    createdAt: r.createdAt.toISOString(),
    twoFactorRequired: requiresTwoFactor(knownRoles(r.roles)),
  };
}

export async function listStaff(deps: AppDeps): Promise<StaffListAnswer> {
  return { staff: (await staffRows(deps.database.db)).map(toAccount) };
}

async function account(db: DbOrTx, id: string): Promise<StaffAccount> {
  const [row] = await staffRows(db, id);
  if (!row) throw notFound('Member of staff');
  return toAccount(row);
}

/** Locks a staff account for a change; 404 when there is none. */
async function lockedAdmin(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
  if (!row) throw notFound('Member of staff');
  return row;
}

/** Refuses a change that would leave the company without an active administrator (nobody could fix it). */
async function assertAnAdministratorRemains(tx: DbOrTx, exceptId: string): Promise<void> {
  const [other] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        eq(admins.active, true),
        sql`'administrator' = any(${admins.roles})`,
        sql`${admins.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (!other) throw conflict('At least one active administrator must remain');
}

async function issueInvitation(
  deps: AppDeps,
  tx: DbOrTx,
  admin: { id: string; name: string; email: string },
  invitedBy: string | null,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await tx.insert(staffInvitations).values({
    tokenHash: sha256(token),
    adminId: admin.id,
    invitedBy,
    createdAt: now,
    expiresAt,
  });
  await enqueueMail(tx, {
    to: admin.email,
    subject: 'You are invited to the back office',
    text: [
      `Dear ${admin.name},`,
      '',
      'You have been given a staff account in the back office.',
      `Open this link within ${INVITATION_TTL_MS / 3600_000} hours to choose your password:`,
      `${deps.env.PUBLIC_URL}/admin/invitation?token=${token}`,
      '',
      'If you did not expect this, ignore this e-mail.',
    ].join('\n'),
  });
}

/**
 * Invites a member of staff: the account exists at once (inactive, no usable password) and the invitee is
 * mailed a link that expires; following it they choose a strong password. Inviting an invited address again
 * sends a new link.
 */
export async function inviteStaff(
  deps: AppDeps,
  who: ActingAs,
  body: { email: string; name: string; roles: StaffRole[] },
): Promise<StaffAccountAnswer> {
  const id = await deps.database.db.transaction(async (tx) => {
    const [existing] = await staffRows(tx).then((rows) => rows.filter((r) => r.email === body.email));
    if (existing && toAccount(existing).status !== 'invited') {
      throw conflict(`A member of staff with e-mail ${body.email} already exists`);
    }
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const [row] = existing
      ? await tx
          .update(admins)
          .set({ name: body.name, roles: body.roles })
          .where(eq(admins.id, existing.id))
          .returning()
      : await tx
          .insert(admins)
          .values({
            email: body.email,
            name: body.name,
            roles: body.roles,
            active: false,
            passwordHash: unusable,
          })
          .returning();
    if (!row) throw conflict(`A member of staff with e-mail ${body.email} already exists`);
    await issueInvitation(deps, tx, row, who.actor.kind === 'staff' ? who.actor.adminId : null);
    await recordAudit(tx, who, {
      kind: 'staff.invite',
      object: { type: 'staff', id: row.id },
      before: existing ? { name: existing.name, roles: existing.roles } : null,
      after: { email: row.email, name: row.name, roles: row.roles },
    });
    return row.id;
  });
  return { staff: await account(deps.database.db, id), message: `An invitation was mailed to ${body.email}` };
}

/** The invitee follows the link: a strong password, and the account is active (the link works once). */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const [invited] = await deps.database.db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(staffInvitations)
    .innerJoin(admins, eq(admins.id, staffInvitations.adminId))
    .where(
      and(
        eq(staffInvitations.tokenHash, sha256(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  if (!invited)
    throw badRequest('This invitation link is invalid or has expired. Ask an administrator for a new one.');
  assertStrongPassword(password, 'password', [invited.email, invited.name]);
  const passwordHash = await hashPassword(password);
  await deps.database.db.transaction(async (tx) => {
    // Marking the token used in the statement that checks it makes it single-use under concurrency.
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffInvitations.tokenHash, sha256(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning({ adminId: staffInvitations.adminId });
    if (!used)
      throw badRequest('This invitation link is invalid or has expired. Ask an administrator for a new one.');
    // Every other link of the invitation stops working.
    await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.adminId, used.adminId), isNull(staffInvitations.usedAt)));
    await tx.update(admins).set({ passwordHash, active: true }).where(eq(admins.id, used.adminId));
    await recordAudit(
      tx,
      { actor: { kind: 'staff', adminId: used.adminId }, ip: null },
      {
        kind: 'staff.accept',
        object: { type: 'staff', id: used.adminId },
        before: { active: false },
        after: { active: true },
      },
    );
  });
  return { message: 'Your password is set. Sign in to the back office.' };
}

/** Changes a member of staff's roles (several may be held); the caller caches of every node empty at once. */
export async function setStaffRoles(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  roles: StaffRole[],
): Promise<StaffAccountAnswer> {
  await deps.database.db.transaction(async (tx) => {
    const before = await lockedAdmin(tx, id);
    if (before.roles.includes('administrator') && !roles.includes('administrator')) {
      await assertAnAdministratorRemains(tx, id);
    }
    await tx.update(admins).set({ roles }).where(eq(admins.id, id));
    // A role that moves money needs two-factor sign-in (issue 33): without it, its sessions end at once and
    // its next sign-in sets it up first.
    const nowRequired = requiresTwoFactor(roles) && !requiresTwoFactor(knownRoles(before.roles));
    if (nowRequired && !(await isEnabled(tx, { kind: 'staff', id })))
      await revokeSessions(tx, 'admin', id, deps.clock.now());
    await recordAudit(tx, who, {
      kind: 'staff.roles',
      object: { type: 'staff', id },
      before: { roles: [...before.roles].sort() },
      after: { roles: [...roles].sort() },
    });
  });
  const staff = await account(deps.database.db, id);
  return { staff, message: `${staff.name} now holds: ${staff.roles.join(', ')}` };
}

/** Disables (every session ends at once, migration 0022) or enables a member of staff. */
export async function setStaffActive(
  deps: AppDeps,
  who: ActingAs,
  id: string,
  active: boolean,
): Promise<StaffAccountAnswer> {
  if (!active && who.actor.kind === 'staff' && who.actor.adminId === id) {
    throw conflict('You cannot disable your own account');
  }
  await deps.database.db.transaction(async (tx) => {
    const before = await lockedAdmin(tx, id);
    const current = await account(tx, id);
    if (active && current.status === 'invited') {
      throw conflict(`${before.name} has not accepted the invitation yet: invite again to send a new link`);
    }
    if (!active && before.roles.includes('administrator')) await assertAnAdministratorRemains(tx, id);
    await tx.update(admins).set({ active }).where(eq(admins.id, id));
    // A disabled account's open invitation links stop working too.
    if (!active) {
      await tx
        .update(staffInvitations)
        .set({ usedAt: deps.clock.now() })
        .where(and(eq(staffInvitations.adminId, id), isNull(staffInvitations.usedAt)));
    }
    await recordAudit(tx, who, {
      kind: active ? 'staff.enable' : 'staff.disable',
      object: { type: 'staff', id },
      before: { active: before.active },
      after: { active },
    });
  });
  const staff = await account(deps.database.db, id);
  return { staff, message: `${staff.name} is ${active ? 'enabled' : 'disabled; their sessions have ended'}` };
}
