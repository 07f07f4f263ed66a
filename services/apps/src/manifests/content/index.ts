export * from './manifest-content.rules';
