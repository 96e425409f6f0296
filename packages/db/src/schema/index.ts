export * from './company.ts';
export * from './geo.ts';
export * from './agents.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './mail.ts';
