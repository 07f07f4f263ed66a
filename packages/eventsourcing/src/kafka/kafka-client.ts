import { Kafka, logLevel, type KafkaConfig, type LogEntry } from 'kafkajs';

export interface KafkaClientOptions {
  clientId: string;
  brokers: string;
  log?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}

const LEVELS: Record<number, 'debug' | 'info' | 'warn' | 'error'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** kafkajs with our logger and retries that outlast a broker restart instead of giving up. */
export const createKafka = (options: KafkaClientOptions): Kafka => {
  const config: KafkaConfig = {
    clientId: options.clientId,
    brokers: options.brokers
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    connectionTimeout: 3000,
    requestTimeout: 15000,
    retry: { initialRetryTime: 200, maxRetryTime: 5000, retries: 8 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...rest } = log;
        const detail = 'error' in rest ? ` (${String(rest.error)})` : '';
        options.log?.(LEVELS[level] ?? 'info', `kafka: ${message}${detail}`);
      },
  };
  return new Kafka(config);
};
