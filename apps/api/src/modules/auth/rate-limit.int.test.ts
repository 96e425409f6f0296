import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('limits forgot-password requests per address with a 429 envelope', async () => {
  const ask = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/b2b/resellers/auth/forgot-password',
      payload: { email: 'someone@example.test' },
    });
  for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
  const res = await ask();
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(res.json<{ error: string }>().error).toMatch(/^Too many attempts/);
  // Routes count separately: sign-in is still open.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/resellers/auth/login',
    payload: { email: 'someone@example.test', password: 'Wrong#pass1' },
  });
  expect(login.statusCode).toBe(400);
});

it('settles who is calling before a route rate limit counts: a caller without a token never uses up the limit', async () => {
  const change = () =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/b2b/resellers/auth/update/password',
      payload: { oldPassword: 'x', newPassword: 'y' },
    });
  for (let i = 0; i < 12; i++) expect((await change()).statusCode).toBe(401);
});
