import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey, type BlobStorage } from './blob-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, the local infra/s3 server, …); unset means AWS itself. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: what most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Without slashes at either end; '' for none. */
  prefix: string;
}

/** A missing key is "not found"; a missing bucket is a misconfiguration and stays an error. */
const isMissingKey = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

/**
 * Objects in one bucket under an optional key prefix. Credentials come from the SDK's default
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, or the pod's role); they are never
 * read or logged here.
 */
export class S3Storage implements BlobStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // A logo request must not hang on an unreachable store; the SDK retries (3 attempts) within these.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
    });
  }

  /** The object key in the bucket (exported for tests and operators: where a logo lives). */
  objectKey(key: string): string {
    assertSafeKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  /** S3 answers 204 for a missing key too, so deleting twice is fine. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the client's sockets (tests; the service keeps one client for its lifetime). */
  close(): void {
    this.client.destroy();
  }
}
