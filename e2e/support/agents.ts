import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFlag } from '@portal/domain';
import { e2eDataDir, runAdmin } from './admin';
import { AGENT_PASSWORD, signupBodyFor, signupViaApi, uniqueEmail } from './api';

export interface TestAgent {
  email: string;
  password: string;
  name: string;
  companyName: string;
  agentCode: number;
  randomString: string;
}

export type FlagValues = Partial<Record<ModuleFlag, boolean>>;

export interface CreateAgentOptions {
  /** Part of the e-mail address, to tell agents apart in server logs. */
  label?: string;
  /** Module flags to set after approval (unlisted flags keep the sign-up default: on). */
  flags?: FlagValues;
  /** Delete the configuration (`agents:flags --none`): the agent is entry-denied. */
  noConfiguration?: boolean;
  /** Leave the agent pending (not approved). */
  pending?: boolean;
}

/** Registers an agency through the API (status pending); approval is a separate operator step. */
export async function registerAgent(label = 'agent'): Promise<TestAgent> {
  const email = uniqueEmail(label);
  const body = signupBodyFor(email, { companyName: `E2E ${label} Travel LLC` });
  const answer = await signupViaApi(body);
  return {
    email,
    password: AGENT_PASSWORD,
    name: body.name,
    companyName: body.companyName,
    agentCode: answer.agentCode,
    randomString: answer.randomString,
  };
}

/** `agents:flags <email> showVisa=off ...` through the admin command line. */
export async function setFlags(email: string, flags: FlagValues): Promise<string> {
  const words = Object.entries(flags).map(([flag, on]) => `${flag}=${on ? 'on' : 'off'}`);
  return runAdmin(['agents:flags', email, ...words]);
}

/** A registered agent approved by the admin command line, with the module flags asked for. */
export async function createApprovedAgent(options: CreateAgentOptions = {}): Promise<TestAgent> {
  const agent = await registerAgent(options.label);
  if (!options.pending) await runAdmin(['agents:approve', agent.email]);
  if (options.noConfiguration) await runAdmin(['agents:flags', agent.email, '--none']);
  else if (options.flags && Object.keys(options.flags).length > 0) await setFlags(agent.email, options.flags);
  return agent;
}

/** Every module flag set to the same value. */
export function allFlags(on: boolean): Record<ModuleFlag, boolean> {
  return {
    showHotel: on,
    showAttraction: on,
    showFlight: on,
    showVisa: on,
    showA2a: on,
    showQuotaion: on,
    showInsurance: on,
  };
}

const cacheFile = () => join(e2eDataDir(), 'e2e-agents.json');

function readCache(): Record<string, TestAgent> {
  if (!existsSync(cacheFile())) return {};
  return JSON.parse(readFileSync(cacheFile(), 'utf8')) as Record<string, TestAgent>;
}

/**
 * An agent shared by the tests of one file, created once per run and database. Playwright starts a new
 * worker after a failed test and runs beforeAll again; the agents are looked up here instead of being
 * registered again (sign-up is rate-limited per address, and each approval costs a CLI call).
 * The key must describe the options: the same key always means the same agent.
 */
export async function sharedAgent(key: string, options: CreateAgentOptions = {}): Promise<TestAgent> {
  const known = readCache()[key];
  if (known) return known;
  const agent = await createApprovedAgent({ label: key, ...options });
  writeFileSync(cacheFile(), JSON.stringify({ ...readCache(), [key]: agent }));
  return agent;
}
