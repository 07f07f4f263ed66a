export * from './mail';
export * from './mail-queue';
export * from './mail-worker';
export * from './mail.module';
