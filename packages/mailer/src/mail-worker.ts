import { Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import nodemailer, { type Transporter } from 'nodemailer';
import { MAIL_QUEUE, type Mail } from './mail';

export interface MailWorkerOptions {
  redisUrl: string;
  smtpUrl: string;
  from: string;
  prefix?: string;
  queueName?: string;
  concurrency?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

const SENT_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Sends queued mails. A "sent" marker per job id is checked before and set after sending, so a job
 * retried after a successful send (worker crash before completion) does not mail twice.
 */
export class MailWorker {
  private readonly connection: IORedis;
  private readonly worker: Worker<Mail>;
  private readonly transport: Transporter;

  constructor(private readonly options: MailWorkerOptions) {
    this.connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
    // Pooled connections: a critical announcement queues a mail per developer, and one SMTP
    // handshake per mail would make the fan-out crawl. The URL's own settings win.
    this.transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 5 });
    this.worker = new Worker<Mail>(options.queueName ?? MAIL_QUEUE, (job) => this.send(job), {
      connection: this.connection,
      prefix: options.prefix ?? 'portal',
      concurrency: options.concurrency ?? 10,
    });
    this.worker.on('failed', (job, error) => {
      options.log?.('warn', `mail job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`);
    });
  }

  private async send(job: Job<Mail>): Promise<void> {
    const marker = `${this.options.prefix ?? 'portal'}:mail-sent:${job.id ?? job.name}`;
    if (await this.connection.exists(marker)) return;
    await this.transport.sendMail({ from: this.options.from, ...job.data });
    await this.connection.set(marker, '1', 'EX', SENT_TTL_SECONDS);
  }

  async close(): Promise<void> {
    await this.worker.close();
    this.transport.close();
    this.connection.disconnect();
  }
}
