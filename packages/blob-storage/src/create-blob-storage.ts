import { LocalDiskStorage, type BlobStorage } from './blob-storage';
import { S3Storage } from './s3-storage';
import type { StorageSettings } from './storage.settings';

/** The one place the driver is chosen. */
export function createBlobStorage(settings: StorageSettings): BlobStorage {
  return settings.driver === 's3' ? new S3Storage(settings) : new LocalDiskStorage(settings.uploadsDir);
}
