import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// s3rver (an S3-compatible server in Node, from npm) ships no types; what the tests use of it is declared here.
// @ts-expect-error no type declarations
import S3rver from 's3rver';
import type { S3Settings } from '../modules/files/s3.js';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

export interface TestS3 {
  settings: S3Settings;
  /** FILE_STORE=s3 and the variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on this machine (s3rver, on a free port, its objects in a temporary
 * folder) with one empty bucket. It speaks the S3 REST API the SDK uses (objects, ranges, copies,
 * multipart uploads, presigned GETs); it does not check signatures or deny anonymous reads.
 */
export async function startTestS3(bucket = 'mahasi-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mahasi-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    region: 'us-east-1',
    bucket,
    // s3rver's own fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicBaseUrl: undefined,
  };
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
