import type { AppConfig } from '../../config.js';
import { s3FileStore } from './s3.js';
import { localFileStore, type FileStore } from './store.js';

/** The file store FILE_STORE names: the local disk (default) or an S3-compatible bucket. */
export function openFileStore(config: Pick<AppConfig, 'dataDir' | 'appSecret' | 'files'>): FileStore {
  const { files } = config;
  if (files.driver === 's3') return s3FileStore({ ...files.s3, publicBaseUrl: files.publicBaseUrl });
  return localFileStore(config.dataDir, config.appSecret, { publicBaseUrl: files.publicBaseUrl });
}
