export * from './start-tracing';
export * from './server-spans';
export * from './client-spans';
export * from './trace-ids';
export * from './span-record';
export * from './jsonl-span-exporter';
