import type { Provider } from '@nestjs/common';
import { BLOB_STORAGE, createBlobStorage, type BlobStorage } from '@portal/blob-storage';
import { APPS_CONFIG, type AppsConfig } from './apps.config';

export const storageProviders: Provider[] = [
  {
    provide: BLOB_STORAGE,
    useFactory: (config: AppsConfig): BlobStorage => createBlobStorage(config.storage),
    inject: [APPS_CONFIG],
  },
];
