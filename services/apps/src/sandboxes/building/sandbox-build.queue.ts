import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PortalLogger, Readiness, registerQueueMetrics } from '@portal/service-runtime';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { APPS_CONFIG, type AppsConfig } from '../../core/apps.config';
import { BuildSandboxHandler } from './build-sandbox.handler';

export const SANDBOX_BUILD_QUEUE = 'sandbox-builds';

interface BuildJob {
  sandboxId: string;
}

/**
 * Sandbox builds are BullMQ jobs, delayed by SANDBOX_BUILD_SECONDS (about ten minutes in
 * production). The queue depth tells the UI when building is "really popular right now".
 */
@Injectable()
export class SandboxBuildQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly connection: IORedis;
  private readonly workerConnection: IORedis;
  private readonly queue: Queue<BuildJob>;
  private worker: Worker<BuildJob> | null = null;

  constructor(
    @Inject(APPS_CONFIG) private readonly config: AppsConfig,
    private readonly builder: BuildSandboxHandler,
    private readonly logger: PortalLogger,
    private readonly readiness: Readiness,
  ) {
    this.connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue<BuildJob>(SANDBOX_BUILD_QUEUE, { connection: this.connection, prefix: 'portal' });
    registerQueueMetrics(this.queue);
  }

  onModuleInit(): void {
    this.worker = new Worker<BuildJob>(SANDBOX_BUILD_QUEUE, async (job) => this.builder.build(job.data.sandboxId, job.id ?? job.name), {
      connection: this.workerConnection,
      prefix: 'portal',
      concurrency: 5,
    });
    this.worker.on('failed', (job, error) => this.logger.warn(`sandbox build ${job?.id ?? '?'} failed: ${error.message}`));
    this.readiness.register('sandbox-queue', () => this.queue.getJobCounts('waiting'));
  }

  /** The job id comes from the request event, so a redelivered event queues nothing new. */
  async enqueue(jobId: string, sandboxId: string, delaySeconds = this.config.sandbox.buildSeconds): Promise<void> {
    await this.queue.add(
      'build',
      { sandboxId },
      {
        jobId,
        delay: delaySeconds * 1000,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: false,
      },
    );
  }

  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'active');
    return (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.active ?? 0);
  }

  async busy(): Promise<boolean> {
    return (await this.depth()) > this.config.sandbox.busyThreshold;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.connection.disconnect();
    this.workerConnection.disconnect();
  }
}
