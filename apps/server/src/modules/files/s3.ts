import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { defaultPublicBaseUrl } from '../../lib/bucketAddress.js';
import { assertSafeKey, joinUrl, type FileStore, type PutOptions, type Visibility } from './store.js';

export interface S3Settings {
  /** An S3-compatible server (MinIO, R2, …); unset means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role) is used. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Where public files are read from (the bucket's public address or a CDN); a key is appended. */
  publicBaseUrl: string | undefined;
}

/** Parts of a large upload: 8 MiB each, four in flight, so one upload holds at most about 32 MiB. */
export const S3_PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

export interface S3FileStore extends FileStore {
  readonly driver: 's3';
  readonly client: S3Client;
  readonly bucket: string;
  /** The object key of a file: `public/<key>` or `private/<key>`. */
  objectKey(key: string, visibility: Visibility): string;
}

export { defaultPublicBaseUrl };

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * The S3-compatible driver. One bucket, two prefixes (`public/`, `private/`) like the local
 * driver's two folders: a bucket policy (or a CDN) makes `public/` readable, `private/` is read
 * only through presigned GETs. Bodies of unknown or large size go up as multipart uploads.
 */
export function s3FileStore(settings: S3Settings, clientConfig: Partial<S3ClientConfig> = {}): S3FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // The SDK's default CRC checksums on every request are not understood by every S3-compatible
    // server (older MinIO, R2 before 2025, s3rver); checksums are sent where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...clientConfig,
  });
  const { bucket } = settings;
  const publicBase = settings.publicBaseUrl ?? defaultPublicBaseUrl(settings);
  const objectKey = (key: string, visibility: Visibility) => {
    assertSafeKey(key);
    return `${visibility}/${key}`;
  };
  const cacheControl = (visibility: Visibility) => (visibility === 'public' ? 'public, max-age=604800' : 'private, no-store');

  async function putStream(key: string, body: Readable, options: PutOptions & { size?: number }): Promise<number> {
    let bytes = 0;
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    const upload = new Upload({
      client,
      params: {
        Bucket: bucket,
        Key: objectKey(key, options.visibility),
        Body: body,
        ContentType: options.contentType,
        CacheControl: cacheControl(options.visibility),
        ...(options.size !== undefined ? { ContentLength: options.size } : {}),
      },
      partSize: S3_PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // A failed multipart upload is aborted, so no parts are left billed in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
    return bytes;
  }

  return {
    driver: 's3',
    client,
    bucket,
    objectKey,
    async put(key, body, { visibility, contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key, visibility),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl(visibility),
        }),
      );
    },
    putStream,
    async moveIn(key, filePath, options) {
      const { size } = await stat(filePath);
      const bytes = await putStream(key, createReadStream(filePath), { ...options, size });
      await rm(filePath, { force: true });
      return bytes;
    },
    async delete(key, visibility) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
    },
    async exists(key, visibility) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key, visibility) {
      const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
      return Buffer.from(await reply.Body!.transformToByteArray());
    },
    async open(key, visibility, range) {
      const reply = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key, visibility),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      return reply.Body as Readable;
    },
    async *keys(visibility) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${visibility}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(visibility.length + 1);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async size(key, visibility) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key, visibility) }));
      return head.ContentLength ?? 0;
    },
    publicUrl(key) {
      assertSafeKey(key);
      return joinUrl(publicBase, key);
    },
    async signedUrl(key, ttlSeconds, downloadName) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key, 'private'),
          ...(downloadName
            ? {
                ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`,
                ResponseCacheControl: 'private, no-store',
              }
            : {}),
        }),
        { expiresIn: ttlSeconds },
      );
    },
  };
}
