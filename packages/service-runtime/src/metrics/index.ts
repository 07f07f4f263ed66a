export * from './route-label';
export * from './kafka-lag';
export * from './service-metrics';
export * from './metrics-endpoint';
