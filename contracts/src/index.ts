export type { paths, components, operations } from './generated/openapi';
export * from './generated/events';
export * from './loaders';
export * from './event-validation';
export * from './rules/redirect-uris';
export * from './platform-docs';
export * from './public-event-catalog';
export * from './rules/marketplace';
export * from './public-topic-config';
