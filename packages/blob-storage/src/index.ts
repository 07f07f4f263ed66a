export * from './blob-storage';
export * from './s3-storage';
export * from './storage.settings';
export * from './create-blob-storage';
