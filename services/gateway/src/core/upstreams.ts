import { InternalClient } from '@portal/service-runtime';
import type { GatewayConfig } from './gateway.config';

/** One client per owning service: commands go to the owner, queries to the projection. */
export class Upstreams {
  readonly identity: InternalClient;
  readonly projection: InternalClient;

  constructor(config: GatewayConfig) {
    this.identity = new InternalClient('identity', config.services.identity);
    this.projection = new InternalClient('projection', config.services.projection);
  }

  all(): InternalClient[] {
    return [this.identity, this.projection];
  }
}
