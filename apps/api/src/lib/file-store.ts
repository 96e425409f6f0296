import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Private file storage outside the web root, under generated names. */
export interface FileStore {
  put(data: Buffer, extension: string): Promise<string>;
  get(storageName: string): Promise<Buffer>;
  remove(storageName: string): Promise<void>;
}

export function diskFileStore(root: string): FileStore {
  const safe = (name: string) => {
    if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(name)) throw new Error('Invalid storage name');
    return join(root, name);
  };
  return {
    async put(data, extension) {
      await mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(safe(name), data, { flag: 'wx' });
      return name;
    },
    get: (name) => readFile(safe(name)),
    remove: (name) => rm(safe(name), { force: true }),
  };
}

/** In-memory store for tests. */
export function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    put(data, extension) {
      const name = `${randomUUID()}.${extension}`;
      files.set(name, data);
      return Promise.resolve(name);
    },
    get(name) {
      const data = files.get(name);
      return data ? Promise.resolve(data) : Promise.reject(new Error('missing file'));
    },
    remove(name) {
      files.delete(name);
      return Promise.resolve();
    },
  };
}
