import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { AppError } from './app-error.ts';
import { fileStoreFromEnv, s3SettingsFromEnv } from './file-store.env.ts';
import { s3FileStore, type S3Command, type S3Sender } from './file-store.s3.ts';
import { memoryFileStore, type FileStore } from './file-store.ts';

/** A bucket in a Map that answers the way S3 does: NoSuchKey on GET, a bare 404 NotFound on HEAD. */
function fakeS3(options: { failWith?: Error } = {}) {
  const objects = new Map<string, Buffer>();
  const calls: { command: string; bucket: string | undefined; key: string | undefined }[] = [];
  const missing = (name: string) =>
    new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: 404 } });
  const client: S3Sender = {
    send(command: S3Command) {
      const input = command.input as { Bucket?: string; Key?: string; Body?: Buffer };
      calls.push({ command: command.constructor.name, bucket: input.Bucket, key: input.Key });
      if (options.failWith) return Promise.reject(options.failWith);
      const key = input.Key ?? '';
      if (command instanceof PutObjectCommand) {
        objects.set(key, Buffer.from(input.Body ?? Buffer.alloc(0)));
        return Promise.resolve({});
      }
      if (command instanceof GetObjectCommand) {
        const data = objects.get(key);
        if (!data) return Promise.reject(missing('NoSuchKey'));
        return Promise.resolve({
          Body: { transformToByteArray: () => Promise.resolve(new Uint8Array(data)) },
        });
      }
      if (command instanceof HeadObjectCommand)
        return objects.has(key) ? Promise.resolve({}) : Promise.reject(missing('NotFound'));
      if (command instanceof DeleteObjectCommand) {
        objects.delete(key);
        return Promise.resolve({});
      }
      return Promise.reject(new Error('unexpected command'));
    },
  };
  return { client, objects, calls };
}

async function expectMissing(store: FileStore, name: string) {
  const failure = await store.get(name).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(AppError);
  expect((failure as AppError).status).toBe(404);
}

/** The contract every store keeps; run against each implementation that needs no database. */
function storeContract(name: string, make: () => FileStore) {
  describe(`${name} store`, () => {
    it('stores under a generated name, reads the same bytes back, and removes them', async () => {
      const store = make();
      const data = Buffer.from('%PDF-1.4 receipt');
      const storageName = await store.put(data, 'pdf');
      expect(storageName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      expect((await store.get(storageName)).equals(data)).toBe(true);
      await store.remove(storageName);
      await expectMissing(store, storageName);
      await store.remove(storageName); // already gone: no error
    });

    it('answers 404 for a name without bytes and refuses names it did not generate', async () => {
      const store = make();
      await expectMissing(store, '00000000-0000-4000-8000-000000000000.png');
      await expect(store.get('../etc/passwd')).rejects.toThrow(/Invalid storage name/);
      await expect(store.put(Buffer.from('x'), '../x')).rejects.toThrow(/Invalid storage name/);
    });

    it('imports a file under its existing name once', async () => {
      const store = make();
      const name = '6f1c1c1e-3c1b-4a57-9a51-2f9c3b1e2a10.png';
      expect(await store.importAs(name, Buffer.from('first'))).toBe(true);
      expect(await store.importAs(name, Buffer.from('second'))).toBe(false);
      expect((await store.get(name)).toString()).toBe('first');
    });
  });
}

storeContract('memory', memoryFileStore);
storeContract('S3', () => s3FileStore({ client: fakeS3().client, bucket: 'portal' }));

describe('S3 store specifics', () => {
  it('writes to the configured bucket under the key prefix', async () => {
    const s3 = fakeS3();
    const store = s3FileStore({ client: s3.client, bucket: 'portal-files', prefix: 'prod/uploads/' });
    const name = await store.put(Buffer.from('abc'), 'jpg');
    expect(s3.calls).toEqual([
      { command: 'PutObjectCommand', bucket: 'portal-files', key: `prod/uploads/${name}` },
    ]);
    expect([...s3.objects.keys()]).toEqual([`prod/uploads/${name}`]);
  });

  it('lets a failure of the service through (a 500 and a log line, not a 404 that hides an outage)', async () => {
    const outage = new Error('connect ECONNREFUSED 10.0.0.5:9000');
    const store = s3FileStore({ client: fakeS3({ failWith: outage }).client, bucket: 'portal' });
    await expect(store.get('6f1c1c1e-3c1b-4a57-9a51-2f9c3b1e2a10.png')).rejects.toBe(outage);
    await expect(store.importAs('6f1c1c1e-3c1b-4a57-9a51-2f9c3b1e2a10.png', Buffer.from('x'))).rejects.toBe(
      outage,
    );
  });
});

describe('file store configuration', () => {
  const base = { NODE_ENV: 'test' };

  it('is the database by default', () => {
    expect(loadEnv(base).FILE_STORE).toBe('db');
    const db = {} as Parameters<typeof fileStoreFromEnv>[1];
    expect(fileStoreFromEnv(loadEnv(base), db).kind).toBe('database');
  });

  it('FILE_STORE=s3 needs a bucket and both keys or neither, said at start', () => {
    expect(() => loadEnv({ ...base, FILE_STORE: 's3' })).toThrow(/S3_BUCKET is required when FILE_STORE=s3/);
    expect(() => loadEnv({ ...base, FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadEnv({ ...base, FILE_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow(
      /S3_PREFIX/,
    );
    expect(() => loadEnv({ ...base, FILE_STORE: 'disk' })).toThrow(/FILE_STORE/);
  });

  it('builds the S3 store; a custom endpoint means path-style addressing unless told otherwise', () => {
    const env = loadEnv({
      ...base,
      FILE_STORE: 's3',
      S3_BUCKET: 'portal',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'uploads/',
    });
    expect(s3SettingsFromEnv(env)).toMatchObject({
      bucket: 'portal',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
    expect(s3SettingsFromEnv({ ...env, S3_FORCE_PATH_STYLE: 'false' }).forcePathStyle).toBe(false);
    expect(s3SettingsFromEnv({ ...env, S3_ENDPOINT: undefined }).forcePathStyle).toBe(false);
    const db = {} as Parameters<typeof fileStoreFromEnv>[1];
    expect(fileStoreFromEnv(env, db).kind).toBe('s3');
  });
});
