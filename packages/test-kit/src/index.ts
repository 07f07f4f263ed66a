export * from './env';
export * from './api-session';
export * from './mail';
export * from './postgres';
export * from './stack';
export * from './accounts';
export * from './platform';
export * from './media';
