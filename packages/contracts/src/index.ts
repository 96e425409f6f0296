export * from './errors.ts';
export * from './common.ts';
export * from './agents/agent-record.ts';
export * from './home/home.ts';
