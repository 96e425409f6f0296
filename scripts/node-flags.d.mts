// Types of node-flags.mjs for the TypeScript that imports it (its test).
export function apiNodeFlags(env?: Record<string, string | undefined>): string[];
export function apiNodeEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
