import { InternalClient } from '@portal/service-runtime';
import type { GatewayConfig } from './gateway.config';

/** One client per owning service: commands go to the owner, queries to the projection. */
export class Upstreams {
  readonly identity: InternalClient;
  readonly projection: InternalClient;
  readonly apps: InternalClient;
  readonly notifications: InternalClient;
  readonly metrics: InternalClient;
  readonly quota: InternalClient;
  readonly marketplace: InternalClient;

  constructor(config: GatewayConfig) {
    this.identity = new InternalClient('identity', config.services.identity);
    this.projection = new InternalClient('projection', config.services.projection);
    this.apps = new InternalClient('apps', config.services.apps);
    this.notifications = new InternalClient('notifications', config.services.notifications);
    this.metrics = new InternalClient('metrics', config.services.metrics);
    this.quota = new InternalClient('quota-proxy', config.services.quota);
    this.marketplace = new InternalClient('marketplace', config.services.marketplace);
  }

  all(): InternalClient[] {
    return [this.identity, this.projection, this.apps, this.notifications, this.metrics, this.quota, this.marketplace];
  }
}
