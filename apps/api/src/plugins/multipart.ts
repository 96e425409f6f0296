import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The hooks @fastify/multipart adds for its disk mode, which the portal does not use. */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

/**
 * @fastify/multipart on every route (its content-type parser and `request.parts()`/`file()`/
 * `isMultipart()`, read by the upload routes' handlers; any route answers a multipart body as before)
 * without the two `async` hooks it adds to every request: a `close` listener on each answer in
 * `onRequest` and `cleanRequestFiles` in `onResponse`, both there only to delete the temporary files of
 * its disk mode (`request.saveRequestFiles()`). Uploads are read in memory (modules/files/multipart.ts),
 * so disk mode is switched off here, where the hooks are left out: `saveRequestFiles` throws. Two
 * promises and a listener per request, on every read (ADR 0006, last addendum).
 */
export async function registerMultipart(
  app: FastifyInstance,
  options: FastifyMultipartOptions,
): Promise<void> {
  const withoutDiskMode = new Proxy(app, {
    get(target, key, receiver) {
      if (key === 'addHook')
        return (name: string, hook: unknown) =>
          DISK_MODE_HOOKS.has(name) ? withoutDiskMode : target.addHook(name as never, hook as never);
      if (key === 'decorateRequest')
        return (name: string, value: unknown, ...rest: never[]) =>
          target.decorateRequest(name, name === 'saveRequestFiles' ? diskModeOff : value, ...rest);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  await new Promise<void>((resolve, reject) =>
    multipart(withoutDiskMode, options, (err) => (err ? reject(err) : resolve())),
  );
}

function diskModeOff(): never {
  throw new Error(
    '@fastify/multipart disk mode is off (plugins/multipart.ts): read uploads with request.parts()',
  );
}
