import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '@portal/db';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Aisha Rahman',
  email: 'aisha@agency.test',
  message: 'Please tell me about group rates.',
};
// Each test speaks from its own address so the per-address rate limit does not couple them.
const send = (payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object, remoteAddress: ip });

describe('POST /api/v1/contact', () => {
  it('stores the message and queues the enquiry mail and the acknowledgement', async () => {
    const res = await send({ ...valid, email: '  Aisha@Agency.test ' }, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you! Your message has been sent.' });

    const { db } = t.deps.database;
    const stored = await db.select().from(contactMessages).where(eq(contactMessages.name, valid.name));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'Aisha@Agency.test', message: valid.message });

    const toCompany = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'enquiry@desertrose.example'));
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]).toMatchObject({
      status: 'pending',
      subject: 'Contact form: message from Aisha Rahman',
    });
    expect(toCompany[0]?.text).toContain(valid.message);
    expect(toCompany[0]?.text).toContain('Aisha@Agency.test');
    const ack = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'Aisha@Agency.test'));
    expect(ack).toHaveLength(1);
    expect(ack[0]?.text).toContain('Dear Aisha Rahman');
  });

  it('answers 400 with field errors for each invalid field, storing nothing', async () => {
    const { db } = t.deps.database;
    const before = await db.$count(contactMessages);
    const res = await send({ name: 'A', email: 'not-an-email', message: 'short' }, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    expect(body.fieldErrors.email).toEqual(['Please enter a valid email address']);
    expect(body.fieldErrors.message).toEqual(['Message must be at least 10 characters']);
    expect(await db.$count(contactMessages)).toBe(before);
  });

  it('refuses a missing body and over-long text', async () => {
    expect((await send({}, '10.0.0.3')).statusCode).toBe(400);
    const long = await send({ ...valid, name: 'x'.repeat(101), message: 'y'.repeat(2001) }, '10.0.0.3');
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(['message', 'name']);
  });

  it('limits each address to 5 messages per 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid, '10.0.0.9')).statusCode).toBe(200);
    const limited = await send(valid, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many attempts/) as string,
    });
    expect((await send(valid, '10.0.0.10')).statusCode).toBe(200);
  });
});
