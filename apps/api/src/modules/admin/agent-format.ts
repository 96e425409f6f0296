import { FLAG_NAMES, type AgentRow, type ConfigurationRow } from '../auth/agents.repository.ts';

/** How the agent commands name an agent in their output. */
export const agentLabel = (a: AgentRow) => `Agent ${a.agentCode} ${a.email} (${a.companyName})`;

export const flagSummary = (c: ConfigurationRow | null) =>
  c ? FLAG_NAMES.map((f) => `${f}=${c[f] ? 'on' : 'off'}`).join(' ') : 'no configuration (entry denied)';
