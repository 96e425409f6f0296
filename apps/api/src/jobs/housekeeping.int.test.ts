import { randomBytes, randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImageUrl } from '@portal/contracts';
import { attractions, hotels, mailOutbox, passwordResets, rateLimits, sessions, uploads } from '@portal/db';
import { systemActor } from '../audit/index.ts';
import { fixedClock } from '../lib/clock.ts';
import { bearer, createTestAgent, SAMPLE_FILES, signInAgent } from '../modules/auth/auth.fixtures.ts';
import { uploadCatalogueImage } from '../modules/files/catalogue-images.service.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { housekeepingJobs, runHousekeepingOnce } from './housekeeping.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const clock = fixedClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

async function addSession(label: string, expiresAt: Date, revokedAt: Date | null = null) {
  const id = randomUUID();
  await db()
    .insert(sessions)
    .values({
      id,
      subjectKind: 'agent',
      subjectId: randomUUID(),
      createdAt: at(-40 * DAY),
      expiresAt,
      revokedAt,
      userAgent: label,
    });
  return id;
}

async function addReset(expiresAt: Date, usedAt: Date | null = null) {
  const tokenHash = randomBytes(32).toString('hex');
  await db()
    .insert(passwordResets)
    .values({ tokenHash, agentId: randomUUID(), expiresAt, usedAt, createdAt: at(-3 * DAY) });
  return tokenHash;
}

async function addRateLimit(resetAt: Date) {
  const key = `hk-test:${randomBytes(6).toString('hex')}`;
  await db().insert(rateLimits).values({ key, count: 3, resetAt });
  return key;
}

async function addMail(status: 'pending' | 'sent' | 'failed', createdAt: Date, sentAt: Date | null) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      to: 'hk@example.test',
      subject: `hk ${status}`,
      text: 'x',
      status,
      createdAt,
      availableAt: createdAt,
      sentAt,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not inserted');
  return row.id;
}

const sorted = (ids: string[]) => [...ids].sort();

describe('housekeeping job', () => {
  it('runs every 10 minutes under one name', () => {
    const jobs = housekeepingJobs(t.deps);
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([['housekeeping', 10 * MIN]]);
  });

  it('deletes exactly the rows past their cut-off and keeps live sessions working', async () => {
    const agent = await createTestAgent(t.deps);
    const token = await signInAgent(t.app, agent.email);
    const [signedIn] = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.subjectId, agent.id));
    if (!signedIn) throw new Error('sign-in opened no session');

    const goneSessions = [
      await addSession('expired 2 days ago', at(-2 * DAY)),
      await addSession('expired 1 day and 1 minute ago', at(-DAY - MIN)),
      await addSession('revoked 2 days ago, token still valid', at(5 * DAY), at(-2 * DAY)),
    ];
    const keptSessions = [
      signedIn.id,
      await addSession('expired 23 hours ago', at(-23 * HOUR)),
      await addSession('revoked 1 hour ago', at(5 * DAY), at(-HOUR)),
      await addSession('live', at(DAY)),
    ];

    const goneResets = [await addReset(at(-2 * DAY)), await addReset(at(3 * DAY), at(-DAY - MIN))];
    const keptResets = [
      await addReset(at(-23 * HOUR)),
      await addReset(at(HOUR), at(-HOUR)),
      await addReset(at(HOUR)),
    ];

    const goneLimits = [await addRateLimit(at(-2 * HOUR)), await addRateLimit(at(-HOUR - MIN))];
    const keptLimits = [await addRateLimit(at(-59 * MIN)), await addRateLimit(at(10 * MIN))];

    const goneMails = [await addMail('sent', at(-40 * DAY), at(-31 * DAY))];
    const keptMails = [
      await addMail('sent', at(-29 * DAY), at(-29 * DAY)),
      await addMail('pending', at(-60 * DAY), null),
      await addMail('failed', at(-60 * DAY), null),
    ];

    const result = await runHousekeepingOnce(t.deps);
    expect(result.sessions).toBe(goneSessions.length);
    expect(result.passwordResets).toBe(goneResets.length);
    expect(result.sentMails).toBe(goneMails.length);

    const sessionIds = (await db().select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(sorted(sessionIds)).toEqual(sorted(keptSessions));
    const resetIds = (await db().select({ id: passwordResets.tokenHash }).from(passwordResets)).map(
      (r) => r.id,
    );
    expect(sorted(resetIds)).toEqual(sorted(keptResets));
    // Sign-in itself keeps rate-limit windows (on the database clock), so only this test's keys count.
    const limitKeys = (
      await db().select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'hk-test:%'))
    ).map((r) => r.key);
    expect(sorted(limitKeys)).toEqual(sorted(keptLimits));
    for (const key of goneLimits) expect(limitKeys).not.toContain(key);
    const mailIds = (await db().select({ id: mailOutbox.id }).from(mailOutbox)).map((r) => r.id);
    expect(sorted(mailIds)).toEqual(sorted(keptMails));

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/b2b/resellers/auth/getReseller',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);

    const again = await runHousekeepingOnce(t.deps);
    expect(again).toMatchObject({ sessions: 0, passwordResets: 0, sentMails: 0, orphanImages: 0 });
  });

  it('works in bounded batches and leaves the rest for the next run', async () => {
    const old = [];
    for (let i = 0; i < 5; i++) old.push(await addSession(`batch ${i}`, at(-3 * DAY)));
    const first = await runHousekeepingOnce(t.deps, { batch: 2, maxBatches: 2 });
    expect(first.sessions).toBe(4);
    const left = await db().select({ id: sessions.id }).from(sessions);
    expect(old.filter((id) => left.some((r) => r.id === id))).toHaveLength(1);
    const second = await runHousekeepingOnce(t.deps, { batch: 2, maxBatches: 2 });
    expect(second.sessions).toBe(1);
  });

  it('is safe when several nodes run it at once: every old row goes exactly once', async () => {
    const old = [];
    for (let i = 0; i < 12; i++) old.push(await addSession(`parallel ${i}`, at(-3 * DAY)));
    for (let i = 0; i < 6; i++) await addMail('sent', at(-40 * DAY), at(-35 * DAY));
    const runs = await Promise.all(
      [1, 2, 3].map(() => runHousekeepingOnce(t.deps, { batch: 3, maxBatches: 10 })),
    );
    expect(runs.reduce((sum, r) => sum + r.sessions, 0)).toBe(12);
    expect(runs.reduce((sum, r) => sum + r.sentMails, 0)).toBe(6);
    const left = await db().select({ id: sessions.id }).from(sessions);
    expect(old.filter((id) => left.some((r) => r.id === id))).toHaveLength(0);
  });
});

describe('unused catalogue pictures', () => {
  /** A catalogue picture uploaded `ageMs` before the clock's now. */
  async function picture(ageMs: number): Promise<{ id: string; url: string; storageName: string }> {
    const stored = await uploadCatalogueImage(
      t.deps,
      { field: 'image', data: SAMPLE_FILES.png, mime: 'image/png', extension: 'png', originalName: 'p.png' },
      systemActor('housekeeping test'),
    );
    const [row] = await db()
      .update(uploads)
      .set({ createdAt: at(-ageMs) })
      .where(eq(uploads.id, stored._id))
      .returning({ storageName: uploads.storageName });
    return { id: stored._id, url: catalogueImageUrl(stored._id), storageName: row!.storageName };
  }

  it('deletes pictures no content uses after a day, with their bytes; used and recent ones stay', async () => {
    const onHotel = await picture(3 * DAY);
    const onAttraction = await picture(3 * DAY);
    const unused = await picture(DAY + MIN);
    const recent = await picture(23 * HOUR);
    const [hotel] = await db().select({ id: hotels.id, images: hotels.images }).from(hotels).limit(1);
    await db()
      .update(hotels)
      .set({ images: [...hotel!.images, onHotel.url] })
      .where(eq(hotels.id, hotel!.id));
    const [attraction] = await db()
      .select({ id: attractions.id, images: attractions.images })
      .from(attractions)
      .limit(1);
    if (attraction)
      await db()
        .update(attractions)
        .set({ images: [...attraction.images, onAttraction.url] })
        .where(eq(attractions.id, attraction.id));

    const result = await runHousekeepingOnce(t.deps);
    expect(result.orphanImages).toBe(attraction ? 1 : 2);
    const left = (await db().select({ id: uploads.id }).from(uploads)).map((r) => r.id);
    expect(left).not.toContain(unused.id);
    expect(left).toEqual(
      expect.arrayContaining([onHotel.id, recent.id, ...(attraction ? [onAttraction.id] : [])]),
    );
    await expect(t.deps.files.get(unused.storageName)).rejects.toThrow();
    expect((await t.deps.files.get(onHotel.storageName)).equals(SAMPLE_FILES.png)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: onHotel.url });
    expect(served.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);

    // A picture taken off the hotel goes on the next run.
    await db().update(hotels).set({ images: hotel!.images }).where(eq(hotels.id, hotel!.id));
    expect((await runHousekeepingOnce(t.deps)).orphanImages).toBe(1);
  });
});
