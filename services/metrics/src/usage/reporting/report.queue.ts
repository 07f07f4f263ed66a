import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PortalLogger, Readiness, registerQueueMetrics } from '@portal/service-runtime';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { USAGE_CONFIG, type UsageConfig } from '../core/usage.config';
import { GenerateReportHandler } from './generate-report.handler';
import { REPORT_FAILED } from './report-rules';
import { UsageReportsStore } from './usage-reports.store';

export const USAGE_REPORT_QUEUE = 'api-usage-reports';
const ATTEMPTS = 3;

interface ReportJob {
  reportId: string;
}

/**
 * Reports are BullMQ jobs (id = report id, so one report is one job), worked in every metrics
 * process. A job that fails its last attempt marks the report failed; the requester may try again.
 */
@Injectable()
export class UsageReportQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly connection: IORedis;
  private readonly workerConnection: IORedis;
  private readonly queue: Queue<ReportJob>;
  private worker: Worker<ReportJob> | null = null;

  constructor(
    @Inject(USAGE_CONFIG) config: UsageConfig,
    private readonly generator: GenerateReportHandler,
    private readonly reports: UsageReportsStore,
    private readonly logger: PortalLogger,
    private readonly readiness: Readiness,
  ) {
    this.connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue<ReportJob>(USAGE_REPORT_QUEUE, { connection: this.connection, prefix: 'portal' });
    registerQueueMetrics(this.queue);
  }

  onModuleInit(): void {
    this.worker = new Worker<ReportJob>(USAGE_REPORT_QUEUE, (job) => this.run(job), {
      connection: this.workerConnection,
      prefix: 'portal',
      concurrency: 2,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`usage report ${job?.id ?? '?'} failed: ${error.message}`));
    this.readiness.register('usage-report-queue', () => this.queue.getJobCounts('waiting'));
  }

  async enqueue(reportId: string): Promise<void> {
    await this.queue.add(
      'generate',
      { reportId },
      {
        jobId: reportId,
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    );
  }

  private async run(job: Job<ReportJob>): Promise<void> {
    try {
      await this.generator.generate(job.data.reportId, (progress) => job.updateProgress(progress));
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await this.reports.fail(job.data.reportId, REPORT_FAILED);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
    this.workerConnection.disconnect();
  }
}
