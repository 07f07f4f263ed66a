import type { Provider } from '@nestjs/common';
import { APPS_CONFIG, type AppsConfig } from './apps.config';
import { BLOB_STORAGE, LocalDiskStorage, type BlobStorage } from './blob-storage';
import { S3Storage } from './s3-storage';
import type { StorageSettings } from './storage.settings';

/** The one place the driver is chosen. */
export function createBlobStorage(settings: StorageSettings): BlobStorage {
  return settings.driver === 's3' ? new S3Storage(settings) : new LocalDiskStorage(settings.uploadsDir);
}

export const storageProviders: Provider[] = [
  {
    provide: BLOB_STORAGE,
    useFactory: (config: AppsConfig): BlobStorage => createBlobStorage(config.storage),
    inject: [APPS_CONFIG],
  },
];
