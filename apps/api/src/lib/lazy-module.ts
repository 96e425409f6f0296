import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A library loaded on first use instead of at start (docs/decisions/0033-node-memory-budget.md): the
 * spreadsheet writer, the PDF writer, barcodes, the password dictionaries, the mailer and the S3 client
 * together hold about 45 MB of heap and their compiled code in every node, though most nodes seldom or
 * never call them.
 * Loaded synchronously (its CommonJS build), so the callers stay as they are; the type comes from an
 * `import type` of the same package.
 */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(specifier) as T);
}
