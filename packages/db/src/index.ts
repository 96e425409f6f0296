export * from './client.ts';
export * from './framed-transaction.ts';
export { endSpan } from './traced-statements.ts';
export * from './retry.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
export * from './seed/index.ts';
export * from './hotels/index.ts';
export * from './fx.ts';
