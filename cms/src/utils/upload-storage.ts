import { booleanSetting, choiceSetting } from './settings';

/** Where uploaded files live: the local disk (the default), or a bucket of any S3-compatible storage. */
export const UPLOAD_PROVIDERS = ['local', 's3'] as const;

export interface BucketSettings {
  /** Unset for AWS itself; the provider's address otherwise (Exoscale, Infomaniak, MinIO…). */
  endpoint?: string;
  region: string;
  name: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`: MinIO and most test servers need it. */
  forcePathStyle: boolean;
}

export type UploadStorage = { kind: 'local' } | { kind: 's3'; bucket: BucketSettings };

export class MissingBucketSetting extends Error {
  constructor(name: string) {
    super(`${name} is required with UPLOAD_PROVIDER=s3 (see .env.example, « Uploads »).`);
    this.name = 'MissingBucketSetting';
  }
}

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new MissingBucketSetting(name);
  return value;
}

/** Read strictly at start-up: a bucket half configured stops the boot with the name of the missing variable. */
export function uploadStorage(): UploadStorage {
  if (choiceSetting('UPLOAD_PROVIDER', 'local', UPLOAD_PROVIDERS) === 'local') return { kind: 'local' };
  return {
    kind: 's3',
    bucket: {
      endpoint: process.env.S3_ENDPOINT?.trim() || undefined,
      region: required('S3_REGION'),
      name: required('S3_BUCKET'),
      accessKeyId: required('S3_ACCESS_KEY_ID'),
      secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
      forcePathStyle: booleanSetting('S3_FORCE_PATH_STYLE', false),
    },
  };
}

/** The S3 client's options for a bucket, shared by the upload provider, the file server and the backups. */
export function s3ClientOptions(bucket: BucketSettings) {
  return {
    endpoint: bucket.endpoint,
    region: bucket.region,
    forcePathStyle: bucket.forcePathStyle,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the streamed checksum trailers that the
    // AWS SDK otherwise sends with every upload since early 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}
