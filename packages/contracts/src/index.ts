export * from './errors.ts';
export * from './common.ts';
export * from './agents/agent-record.ts';
export * from './home/home.ts';
export * from './auth/auth.ts';
export * from './contact/contact.ts';
export * from './wallet/index.ts';
export * from './resellers/index.ts';
