import type { Db } from '@portal/db';
import type { Env } from '../env.ts';
import { databaseFileStore } from './file-store.db.ts';
import { s3Client, s3FileStore, type S3Settings } from './file-store.s3.ts';
import type { FileStore } from './file-store.ts';

type StoreEnv = Pick<
  Env,
  | 'FILE_STORE'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PREFIX'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The S3 settings of FILE_STORE=s3 (loadEnv has checked them; see env.ts). */
export function s3SettingsFromEnv(env: StoreEnv): S3Settings {
  if (!env.S3_BUCKET) throw new Error('Invalid environment:\n  S3_BUCKET: required when FILE_STORE=s3');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    // A custom endpoint (MinIO, Ceph, …) usually serves buckets by path, not by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: env.S3_PREFIX,
  };
}

/** The configured file store: the portal's database unless FILE_STORE=s3. */
export function fileStoreFromEnv(env: StoreEnv, db: Db): FileStore {
  if (env.FILE_STORE !== 's3') return databaseFileStore(db);
  const settings = s3SettingsFromEnv(env);
  return s3FileStore({ client: s3Client(settings), bucket: settings.bucket, prefix: settings.prefix });
}
