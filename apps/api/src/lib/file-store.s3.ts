import type * as S3 from '@aws-sdk/client-s3';
import type {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { lazyModule } from './lazy-module.ts';
import { checkedStorageName, missingFile, newStorageName, type FileStore } from './file-store.ts';

/** The AWS SDK, loaded when a node stores files in S3 (lazy-module.ts): most nodes keep them in the database. */
const s3 = lazyModule<typeof S3>('@aws-sdk/client-s3');

export type S3Command = PutObjectCommand | GetObjectCommand | HeadObjectCommand | DeleteObjectCommand;

/** The part of the AWS SDK client this store uses; tests hand in a small fake. */
export interface S3Sender {
  send(command: S3Command): Promise<unknown>;
}

export interface S3StoreOptions {
  client: S3Sender;
  bucket: string;
  /** Key prefix inside the bucket, e.g. `portal/uploads/`. */
  prefix?: string;
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  prefix?: string | undefined;
}

/** A missing key answers 404 with the code NoSuchKey (GET) or NotFound (HEAD, which has no body). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), for deployments that keep
 * large or many files out of the database. Objects are private; the API serves them itself after
 * its own checks, so no bucket URL is ever handed out.
 */
export function s3FileStore({ client, bucket, prefix = '' }: S3StoreOptions): FileStore {
  const key = (name: string) => `${prefix}${checkedStorageName(name)}`;
  const write = (name: string, data: Buffer) =>
    client.send(
      new (s3().PutObjectCommand)({
        Bucket: bucket,
        Key: key(name),
        Body: data,
        ContentLength: data.length,
        ContentType: 'application/octet-stream',
      }),
    );
  return {
    kind: 's3',
    // An object store cannot join the caller's transaction: a rolled-back upload leaves an object
    // that no row names (unreachable, never served).
    async put(data, extension) {
      const name = newStorageName(extension);
      await write(name, data);
      return name;
    },
    async get(name) {
      let answer: { Body?: { transformToByteArray(): Promise<Uint8Array> } };
      try {
        answer = (await client.send(
          new (s3().GetObjectCommand)({ Bucket: bucket, Key: key(name) }),
        )) as typeof answer;
      } catch (err) {
        if (isMissing(err)) throw missingFile();
        throw err;
      }
      if (!answer.Body) throw missingFile();
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async remove(name) {
      await client.send(new (s3().DeleteObjectCommand)({ Bucket: bucket, Key: key(name) }));
    },
    async importAs(name, data) {
      try {
        await client.send(new (s3().HeadObjectCommand)({ Bucket: bucket, Key: key(name) }));
        return false;
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
      await write(name, data);
      return true;
    },
  };
}

/** The AWS SDK client for the configured endpoint (any S3-compatible service). */
export function s3Client(settings: S3Settings): S3Client {
  return new (s3().S3Client)({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables, …).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Many S3-compatible services do not accept the SDK's newer default checksums on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
