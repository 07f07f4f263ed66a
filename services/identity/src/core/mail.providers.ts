import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { MailQueue, MailWorker } from '@portal/mailer';
import { PortalLogger, Readiness } from '@portal/service-runtime';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity.config';

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');

/** Identity's mails go through a BullMQ queue on Redis; this process also runs the worker. */
@Injectable()
export class MailLifecycle implements OnModuleInit, OnApplicationShutdown {
  private worker: MailWorker | null = null;

  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly queue: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly logger: PortalLogger,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    this.worker = new MailWorker({
      redisUrl: this.config.redisUrl,
      smtpUrl: this.config.smtpUrl,
      from: this.config.mailFrom,
      log: (level, message) => this.logger.line(level, message),
    });
    this.readiness.register('redis', () => this.queue.counts());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}

export const mailProviders: Provider[] = [
  {
    provide: MAIL_QUEUE_TOKEN,
    useFactory: (config: IdentityConfig) => new MailQueue(config.redisUrl),
    inject: [IDENTITY_CONFIG],
  },
  MailLifecycle,
];
