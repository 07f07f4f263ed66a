import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { testEnv, uniqueId } from '@portal/test-kit';
import type { S3Storage } from './s3-storage';
import { createBlobStorage } from './create-blob-storage';
import { storageSettings } from './storage.settings';

// The local server checks no signatures, but the SDK signs every request: any key will do.
// (Jest gives each test file its own copy of process.env.)
process.env.AWS_ACCESS_KEY_ID ||= 'portal-local';
process.env.AWS_SECRET_ACCESS_KEY ||= 'portal-local';

/** Configured exactly as the service would be, through the environment and the driver factory. */
const storageWith = (prefix: string): S3Storage =>
  createBlobStorage(
    storageSettings({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: testEnv.s3.endpoint,
      S3_BUCKET: testEnv.s3.bucket,
      S3_FORCE_PATH_STYLE: testEnv.s3.forcePathStyle,
      S3_PREFIX: prefix,
    }),
  ) as S3Storage;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
const keyOf = (ext: 'png' | 'jpg' = 'png') => `${uniqueId('logo')}.${ext}`;

describe('S3Storage against the local S3 server (infra/s3)', () => {
  // A prefix per run keeps parallel runs apart and shows the prefix is applied.
  const prefix = `int/${uniqueId('run')}`;
  const storage = storageWith(prefix);
  const raw = new S3Client({ region: 'us-east-1', endpoint: testEnv.s3.endpoint, forcePathStyle: true });
  afterAll(() => {
    storage.close();
    raw.destroy();
  });

  it('puts, gets and deletes an object', async () => {
    const key = keyOf();
    await storage.put(key, PNG, 'image/png');
    expect(await storage.get(key)).toEqual(PNG);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('keeps the content type and stores the object under the prefix', async () => {
    const key = keyOf('jpg');
    await storage.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg');
    const head = await raw.send(new HeadObjectCommand({ Bucket: testEnv.s3.bucket, Key: `${prefix}/${key}` }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.ContentLength).toBe(4);
    await storage.delete(key);
  });

  it('applies the prefix: the same key under another prefix is another object', async () => {
    const key = keyOf();
    await storage.put(key, PNG, 'image/png');
    const other = storageWith(`${prefix}-other`);
    const unprefixed = storageWith('');
    try {
      expect(await other.get(key)).toBeNull();
      expect(await unprefixed.get(key)).toBeNull();
      const object = await raw.send(new GetObjectCommand({ Bucket: testEnv.s3.bucket, Key: `${prefix}/${key}` }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PNG);
    } finally {
      other.close();
      unprefixed.close();
      await storage.delete(key);
    }
  });

  it('answers not found (null) for a missing key', async () => {
    expect(await storage.get(keyOf())).toBeNull();
  });

  it('deletes idempotently: a second delete and deleting a never-stored key are fine', async () => {
    const key = keyOf();
    await storage.put(key, PNG, 'image/png');
    await storage.delete(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(keyOf())).resolves.toBeUndefined();
  });

  it('replaces an object on a second put', async () => {
    const key = keyOf();
    await storage.put(key, PNG, 'image/png');
    const newer = Buffer.concat([PNG, Buffer.from('more')]);
    await storage.put(key, newer, 'image/png');
    expect(await storage.get(key)).toEqual(newer);
    await storage.delete(key);
  });

  it('refuses keys we did not generate, like the local driver', async () => {
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/Refusing storage key/);
    expect(await storage.get('../escape.png')).toBeNull();
  });

  it('keeps a missing bucket an error, not a quiet "no logo"', async () => {
    const wrong = createBlobStorage(
      storageSettings({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: testEnv.s3.endpoint,
        S3_BUCKET: `missing-${uniqueId('b').toLowerCase()}`.slice(0, 60),
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ) as S3Storage;
    try {
      await expect(wrong.get(keyOf())).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrong.close();
    }
  });
});
