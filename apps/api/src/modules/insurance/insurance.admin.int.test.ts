import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsuranceQuoteAnswer } from '@portal/contracts';
import { runAdminCommand } from '../../cli/runner.ts';
import { fixedClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAgentWithToken, type TestAgent } from '../resellers/resellers.testing.ts';
import { INSURANCE_TODAY, singleQuote } from './insurance.testing.ts';

// Its own data directory: the command runs here, never against a server another test left behind.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-insurance-cli-'));
let t: TestApp;
let agent: TestAgent;
beforeAll(async () => {
  t = await buildTestApp({ clock: fixedClock(INSURANCE_TODAY), env: { DATA_DIR: dataDir } });
  agent = await createAgentWithToken(t.deps);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (...argv: string[]) => runAdminCommand(t.deps, argv);
const agentPrice = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/b2b/insurance/quotation',
    headers: { authorization: `Bearer ${agent.token}` },
    payload: singleQuote(),
  });
  return res.json<InsuranceQuoteAnswer>().price.agentPrice;
};

describe('insurance admin commands', () => {
  it('lists plans and sets, overrides and removes company markups per plan', async () => {
    expect(await run('insurance:plans')).toContain('SCHENGEN');
    // Schengen single, 11 days, adult: AED 60.00 net + 5 % VAT.
    expect(await agentPrice()).toBe(6_300);
    expect(await run('insurance:markup-set', 'default', 'all', 'percentage', '10')).toContain(
      'every plan: 10%',
    );
    expect(await agentPrice()).toBe(6_930);
    expect(await run('insurance:markup-set', agent.email, 'schengen', 'flat', '5')).toContain(
      'AED 5.00 per insured person',
    );
    // ADR 0014: the agent's AED 5.00 adds to the plan's 10 % (60.00 + 6.00 + 5.00, + 5 % VAT); it
    // used to replace it and lowered the price to 68.25.
    expect(await agentPrice()).toBe(7_455);
    await run('insurance:markup-remove', agent.email, 'SCHENGEN');
    expect(await agentPrice()).toBe(6_930);
    await run('insurance:markup-remove', 'default', 'all');
    expect(await agentPrice()).toBe(6_300);
  });

  it('refuses unknown plans and bad values with a message', async () => {
    await expect(run('insurance:markup-set', 'default', 'NOPE', 'flat', '5')).rejects.toThrow(
      /No insurance plan NOPE/,
    );
    await expect(run('insurance:markup-set', 'default', 'all', 'flat', '-1')).rejects.toThrow(/zero or more/);
    await expect(run('insurance:markup-remove', 'default', 'GCC')).rejects.toThrow(/No insurance markup/);
  });
});
