/** Where an S3 bucket is: an S3-compatible server (MinIO, R2, …), or AWS S3 itself when `endpoint` is unset. */
export interface BucketAddress {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

/**
 * The bucket's own address for public files when no public URL is configured (the file store uses
 * it, and the security headers allow it).
 */
export function defaultPublicBaseUrl(settings: BucketAddress): string {
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    if (settings.forcePathStyle) return `${endpoint.origin}/${settings.bucket}/public`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/public`;
  }
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/public`;
}
