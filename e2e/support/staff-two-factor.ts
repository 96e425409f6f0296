import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'otplib';
import { e2eDataDir } from './admin';
import { callApi } from './api';

/**
 * Staff whose roles move money sign in with two-factor (issue 33 §1). The suite enrols them on the way and
 * keeps each one's secret and last used time step in its server's data directory (the demo member of staff
 * stays enrolled across runs on a reused data directory), so every later sign-in has a fresh code.
 */
interface Stored {
  secret: string;
  lastStep: number;
}

const file = () => join(e2eDataDir(), 'staff-two-factor.json');
const readAll = (): Record<string, Stored> =>
  existsSync(file()) ? (JSON.parse(readFileSync(file(), 'utf8')) as Record<string, Stored>) : {};
const save = (email: string, stored: Stored) =>
  writeFileSync(file(), JSON.stringify({ ...readAll(), [email]: stored }, null, 2));

const stepNow = () => Math.floor(Date.now() / 30_000);

/** Remembers a secret the test was shown (its enrolment's first code used the current step). */
export function rememberStaffSecret(email: string, secret: string, usedStep = stepNow()): void {
  save(email, { secret, lastStep: usedStep });
}

/**
 * A code of the member of staff not used before: the current time step's, or the next one's (the server
 * accepts one step of drift), waiting for a later step when both were used.
 */
export async function nextStaffCode(email: string): Promise<string> {
  const stored = readAll()[email];
  if (!stored) throw new Error(`no two-factor secret stored for ${email}`);
  let step = Math.max(stepNow(), stored.lastStep + 1);
  while (step > stepNow() + 1) await new Promise((r) => setTimeout(r, 1000));
  step = Math.max(step, stepNow());
  save(email, { ...stored, lastStep: step });
  return generate({ secret: stored.secret, epoch: step * 30 });
}

interface LoginStep {
  jwtToken?: string;
  step?: 'code' | 'enrol';
  challengeToken?: string;
}

/** Signs a member of staff in through the API, enrolling it first where its role requires two-factor. */
export async function staffSignIn(email: string, password: string): Promise<string> {
  const answer = await callApi<LoginStep>('POST', 'admin/auth/login', { body: { email, password } });
  if (answer.jwtToken) return answer.jwtToken;
  const challengeToken = answer.challengeToken!;
  let code: string;
  if (answer.step === 'enrol') {
    const { secret } = await callApi<{ secret: string }>('POST', 'admin/auth/two-factor/challenge/enrol', {
      body: { challengeToken },
    });
    rememberStaffSecret(email, secret);
    code = await generate({ secret, epoch: stepNow() * 30 });
  } else {
    code = await nextStaffCode(email);
  }
  const done = await callApi<{ jwtToken: string }>('POST', 'admin/auth/two-factor/challenge/verify', {
    body: { challengeToken, code },
  });
  return done.jwtToken;
}
