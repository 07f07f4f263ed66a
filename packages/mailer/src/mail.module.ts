import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { env, PortalLogger, Readiness } from '@portal/service-runtime';
import { MAIL_QUEUE } from './mail';
import { MailQueue } from './mail-queue';
import { MailWorker } from './mail-worker';

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');
const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailModuleOptions {
  /** A separate queue for bulk fan-outs keeps transactional mail (sign-up, invitations) fast. */
  queueName?: string;
}

const redisUrl = (): string => env('REDIS_URL', 'redis://127.0.0.1:56379');

/** Runs the process's mail worker and reports the queue in /readyz. */
@Injectable()
class MailLifecycle implements OnModuleInit, OnApplicationShutdown {
  private worker: MailWorker | null = null;

  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly queue: MailQueue,
    @Inject(MAIL_OPTIONS) private readonly options: MailModuleOptions,
    private readonly logger: PortalLogger,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    this.worker = new MailWorker({
      redisUrl: redisUrl(),
      smtpUrl: env('SMTP_URL', 'smtp://127.0.0.1:1025'),
      from: env('MAIL_FROM', 'Developer Portal <no-reply@portal.example.com>'),
      queueName: this.options.queueName ?? MAIL_QUEUE,
      log: (level, message) => this.logger.line(level, message),
    });
    this.readiness.register('redis', () => this.queue.counts());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}

/** BullMQ mail for a Nest service: inject `MAIL_QUEUE_TOKEN` to enqueue; the worker runs in-process. */
@Global()
@Module({})
export class MailModule {
  static forService(options: MailModuleOptions = {}): DynamicModule {
    return {
      module: MailModule,
      providers: [
        { provide: MAIL_OPTIONS, useValue: options },
        { provide: MAIL_QUEUE_TOKEN, useFactory: () => new MailQueue(redisUrl(), 'portal', options.queueName ?? MAIL_QUEUE) },
        MailLifecycle,
      ],
      exports: [MAIL_QUEUE_TOKEN],
    };
  }
}
