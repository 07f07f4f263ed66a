export type { paths, components, operations } from './generated/openapi';
export * from './loaders';
export * from './event-validation';
