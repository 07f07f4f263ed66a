import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { registerQueueMetrics } from '@portal/service-runtime';
import { MAIL_QUEUE, type Mail } from './mail';

/**
 * Mails are jobs, one per recipient. The job id is derived from the event that caused the mail,
 * so a redelivered event cannot queue a second mail while the first job is remembered.
 */
export class MailQueue {
  private readonly connection: IORedis;
  private readonly queue: Queue<Mail>;

  constructor(redisUrl: string, prefix = 'portal', queueName = MAIL_QUEUE) {
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.queue = new Queue<Mail>(queueName, { connection: this.connection, prefix });
    registerQueueMetrics(this.queue);
  }

  async enqueue(jobId: string, mail: Mail): Promise<void> {
    await this.queue.add('send', mail, {
      jobId,
      attempts: 6,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 30 * 24 * 3600 },
      removeOnFail: false,
    });
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
