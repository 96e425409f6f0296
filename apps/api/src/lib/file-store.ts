import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@portal/db';
import { notFound } from './app-error.ts';

/**
 * Private file storage outside the web root, under generated names, shared by every API node:
 * the database by default (file-store.db.ts), an S3-compatible bucket as an option (file-store.s3.ts).
 * `uploads` rows name the stored bytes by their storage name.
 */
export interface FileStore {
  readonly kind: 'database' | 's3' | 'memory';
  /**
   * Stores bytes under a new generated name and answers it. A caller inside a transaction passes it:
   * the database store then writes in it, so the bytes commit or roll back with the row that names
   * them (and on PGlite, one connection, a write beside an open transaction would wait for it
   * forever). An object store cannot join a transaction and ignores it.
   */
  put(data: Buffer, extension: string, tx?: DbOrTx): Promise<string>;
  /** The stored bytes; a 404 AppError when there are none under that name. */
  get(storageName: string): Promise<Buffer>;
  /** Removes the bytes; nothing happens when they are already gone. */
  remove(storageName: string): Promise<void>;
  /** Stores bytes under an existing name unless something is stored there; answers whether it wrote. */
  importAs(storageName: string, data: Buffer): Promise<boolean>;
}

const STORAGE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export const isStorageName = (name: string): boolean => STORAGE_NAME.test(name);

/** Refuses anything but a generated name, so no caller can reach outside the store's namespace. */
export function checkedStorageName(name: string): string {
  if (!isStorageName(name)) throw new Error('Invalid storage name');
  return name;
}

export function newStorageName(extension: string): string {
  return checkedStorageName(`${randomUUID()}.${extension}`);
}

/** What every store answers for a name without bytes: the route then answers 404, not 500. */
export const missingFile = () => notFound('File');

/** In-memory store for unit tests. */
export function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(data, extension) {
      const name = newStorageName(extension);
      files.set(name, Buffer.from(data));
      return name;
    },
    async get(name) {
      const data = files.get(checkedStorageName(name));
      if (!data) throw missingFile();
      return data;
    },
    async remove(name) {
      files.delete(checkedStorageName(name));
    },
    async importAs(name, data) {
      if (files.has(checkedStorageName(name))) return false;
      files.set(name, Buffer.from(data));
      return true;
    },
  };
}
