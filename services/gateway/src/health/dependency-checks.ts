import { Socket } from 'node:net';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createKafka } from '@portal/eventsourcing';
import { Readiness, type InternalClient } from '@portal/service-runtime';
import type IORedis from 'ioredis';
import type { Admin } from 'kafkajs';
import { Pool } from 'pg';
import { GATEWAY_CONFIG, type GatewayConfig } from '../core/gateway.config';
import { REDIS } from '../core/redis.provider';
import { Upstreams } from '../core/upstreams';

/**
 * The gateway's /readyz names every dependency of the portal: the servers (postgres, redis,
 * kafka, mongo, smtp) and each service, so one probe tells an operator what is down.
 */
@Injectable()
export class DependencyChecks implements OnModuleInit, OnApplicationShutdown {
  private readonly pool: Pool;
  private kafkaAdmin: Admin | null = null;

  constructor(
    private readonly readiness: Readiness,
    private readonly upstreams: Upstreams,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 2 });
    this.pool.on('error', () => undefined);
  }

  onModuleInit(): void {
    this.readiness.register('postgres', () => this.pool.query('SELECT 1'));
    this.readiness.register('redis', () => this.redis.ping());
    this.readiness.register('kafka', () => this.kafka());
    this.readiness.register('smtp', () => tcpProbe(this.config.smtpUrl));
    this.readiness.register('mongo', () => this.mongoViaProjection());
    for (const client of this.upstreams.all()) this.readiness.register(`service:${client.service}`, () => serviceReady(client));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.kafkaAdmin?.disconnect().catch(() => undefined);
    await this.pool.end();
  }

  private async kafka(): Promise<void> {
    if (!this.kafkaAdmin) {
      this.kafkaAdmin = createKafka({ clientId: 'gateway-health', brokers: this.config.kafkaBrokers }).admin();
      await this.kafkaAdmin.connect();
    }
    try {
      await this.kafkaAdmin.describeCluster();
    } catch (error) {
      await this.kafkaAdmin.disconnect().catch(() => undefined);
      this.kafkaAdmin = null;
      throw error;
    }
  }

  private async mongoViaProjection(): Promise<void> {
    const report = await this.upstreams.projection
      .call<{ checks: Record<string, { up: boolean; error?: string }> }>('readyz')
      .catch((error: unknown) => ({ body: { checks: { mongo: { up: false, error: String(error) } } } }));
    const mongo = report.body.checks.mongo;
    if (!mongo?.up) throw new Error(mongo?.error ?? 'mongo is not reported up by the projection');
  }
}

const serviceReady = async (client: InternalClient): Promise<void> => {
  const { body } = await client.call<{ ready: boolean }>('readyz', { timeoutMs: 2000 });
  if (!body.ready) throw new Error('not ready');
};

const tcpProbe = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket();
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error('timed out'));
    });
    socket.once('error', (error) => reject(error));
    socket.connect(Number(port || 25), hostname);
  });
