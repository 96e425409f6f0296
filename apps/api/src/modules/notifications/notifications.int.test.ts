import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationSettingsDto, NotificationsAnswer, UnreadAnswer } from '@portal/contracts';
import { queryRows } from '@portal/db';
import type { TestApp } from '../../testing/test-app.ts';
import { auth, createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { cockpitFixture, type Cockpit } from '../dashboard/cockpit.testing.ts';
import { runDigestOnce } from './digest.ts';
import { runNotificationsOnce } from './notifications.producer.ts';

/** Issue 36: notifications from the booking core's events and deadlines, once each; settings; digest. */

let t: TestApp;
let book: Cockpit['book'];

beforeAll(async () => {
  ({ t, book } = await cockpitFixture(60));
});
afterAll(() => t.close());

const call = (agent: TestAgent, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/b2b/notifications${url}`, headers: auth(agent.token), payload });

const list = async (agent: TestAgent) => (await call(agent, 'GET', '?limit=100')).json<NotificationsAnswer>();

const mailsTo = (email: string, like: string) =>
  queryRows<{ subject: string; text: string }>(
    t.deps.database.db,
    sql`select subject, text from mail_outbox where "to" = ${email} and subject like ${like}`,
  );

describe('notifications', () => {
  it('a pay-later booking due within 24 hours notifies once, in the portal and by mail, with two nodes', async () => {
    const agent = await createAgentWithToken(t.deps); // unfunded: held 24 hours
    const order = await book(agent, 'pay_later');
    // Two producers at once (two nodes) and once more: one notification, one mail.
    await Promise.all([runNotificationsOnce(t.deps), runNotificationsOnce(t.deps)]);
    await runNotificationsOnce(t.deps);
    const answer = await list(agent);
    const due = answer.notifications.filter((n) => n.kind === 'pay_later_due_24h');
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ orderId: order._id, product: 'hotel', read: false });
    expect(due[0]!.title).toContain(order.referenceNumber);
    expect(answer.unread).toBe(answer.notifications.length);
    expect(await mailsTo(agent.email, `Pay ${order.referenceNumber}%`)).toHaveLength(1);
  });

  it('a confirmed booking notifies from the core timeline; read marks and foreign ids', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
    const other = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
    const order = await book(agent, 'wallet');
    await book(other, 'wallet');
    await runNotificationsOnce(t.deps);
    const mine = await list(agent);
    const confirmed = mine.notifications.find((n) => n.kind === 'booking_confirmed');
    expect(confirmed?.title).toBe(`Booking ${order.referenceNumber} confirmed`);
    // Not mailed by default.
    expect(await mailsTo(agent.email, `Booking ${order.referenceNumber}%`)).toHaveLength(0);

    const theirs = await list(other);
    const foreign = await call(agent, 'POST', '/read', { ids: theirs.notifications.map((n) => n.id) });
    expect(foreign.statusCode).toBe(200);
    expect((await call(other, 'GET', '/unread')).json<UnreadAnswer>().unread).toBe(theirs.unread);

    const read = await call(agent, 'POST', '/read', { ids: [confirmed!.id] });
    expect(read.json<UnreadAnswer>().unread).toBe(mine.unread - 1);
    await call(agent, 'POST', '/read', { all: true });
    expect((await call(agent, 'GET', '/unread')).json<UnreadAnswer>().unread).toBe(0);
    expect((await call(agent, 'POST', '/read', { ids: [] })).statusCode).toBe(400);
  });

  it('per-user settings: a kind off in the portal is not listed; by mail when chosen', async () => {
    const agent = await createAgentWithToken(t.deps, { balance: 5_000_000_00 });
    const defaults = (await call(agent, 'GET', '/settings')).json<NotificationSettingsDto>();
    expect(defaults.portal).toContain('booking_confirmed');
    expect(defaults.digestHour).toBeNull();
    const saved = await call(agent, 'PUT', '/settings', {
      portal: defaults.portal.filter((k) => k !== 'booking_confirmed'),
      mail: ['booking_confirmed'],
      digestHour: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = await book(agent, 'wallet');
    await runNotificationsOnce(t.deps);
    expect((await list(agent)).notifications.filter((n) => n.kind === 'booking_confirmed')).toEqual([]);
    expect(await mailsTo(agent.email, `Booking ${order.referenceNumber} confirmed`)).toHaveLength(1);

    const bad = await call(agent, 'PUT', '/settings', { portal: [], mail: ['nonsense'], digestHour: 24 });
    expect(bad.statusCode).toBe(400);
  });

  it('the daily digest lists the next days’ deadlines and yesterday’s bookings, once a day', async () => {
    const agent = await createAgentWithToken(t.deps);
    const order = await book(agent, 'pay_later');
    await call(agent, 'PUT', '/settings', { portal: [], mail: [], digestHour: 0 });
    await Promise.all([runDigestOnce(t.deps), runDigestOnce(t.deps)]);
    await runDigestOnce(t.deps);
    const digests = await mailsTo(agent.email, 'Your daily digest%');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Deadlines of the next 3 days:');
    expect(digests[0]!.text).toMatch(new RegExp(`Payment due {2}${order.referenceNumber}`));
    expect(digests[0]!.text).toContain("Yesterday's bookings");
  });
});
