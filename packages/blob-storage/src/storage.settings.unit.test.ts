import { storageSettings } from './storage.settings';

describe('storage settings (STORAGE_DRIVER and S3_*)', () => {
  it('defaults to local disk under DATA_DIR/uploads', () => {
    expect(storageSettings({ DATA_DIR: '/srv/data' })).toEqual({ driver: 'local', uploadsDir: '/srv/data/uploads' });
    expect(storageSettings({ STORAGE_DRIVER: 'local', UPLOADS_DIR: '/mnt/logos' })).toEqual({ driver: 'local', uploadsDir: '/mnt/logos' });
  });

  it('refuses an unknown driver, naming the allowed ones', () => {
    expect(() => storageSettings({ STORAGE_DRIVER: 'gcs' })).toThrow('STORAGE_DRIVER=gcs is not supported; use one of: local, s3');
  });

  it('refuses the s3 driver without a bucket', () => {
    expect(() => storageSettings({ STORAGE_DRIVER: 's3' })).toThrow(/STORAGE_DRIVER=s3 needs S3_BUCKET/);
    expect(() => storageSettings({ STORAGE_DRIVER: 's3', S3_BUCKET: '  ' })).toThrow(/needs S3_BUCKET/);
  });

  it('reads the s3 settings with AWS defaults (us-east-1, virtual-hosted style, no endpoint, no prefix)', () => {
    expect(storageSettings({ STORAGE_DRIVER: 's3', S3_BUCKET: 'logos' })).toEqual({
      driver: 's3',
      bucket: 'logos',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads an S3-compatible store: endpoint, path style, region and a prefix without stray slashes', () => {
    expect(
      storageSettings({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'logos',
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/portal/logos/',
      }),
    ).toEqual({
      driver: 's3',
      bucket: 'logos',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'portal/logos',
    });
  });

  it('refuses a malformed endpoint or path-style flag rather than guessing', () => {
    const base = { STORAGE_DRIVER: 's3', S3_BUCKET: 'logos' };
    expect(() => storageSettings({ ...base, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT=minio:9000 is not an http\(s\) URL/);
    expect(() => storageSettings({ ...base, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE=maybe is not a boolean/);
    expect(storageSettings({ ...base, S3_FORCE_PATH_STYLE: 'FALSE' })).toMatchObject({ forcePathStyle: false });
  });

  it('never puts credentials into the settings (the SDK chain reads them)', () => {
    const settings = storageSettings({ STORAGE_DRIVER: 's3', S3_BUCKET: 'logos', AWS_SECRET_ACCESS_KEY: 'do-not-copy' });
    expect(JSON.stringify(settings)).not.toContain('do-not-copy');
  });
});
