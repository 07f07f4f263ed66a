import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import { env, envInt, PortalLogger, Readiness } from '@portal/service-runtime';

export const MONGO = Symbol('MONGO');

@Injectable()
export class MongoLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(MONGO) private readonly connection: Connection,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    this.readiness.register('mongo', async () => {
      if (!this.connection.db) throw new Error('not connected');
      await this.connection.db.admin().ping();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}

export const mongoProviders: Provider[] = [
  {
    provide: MONGO,
    useFactory: async (logger: PortalLogger): Promise<Connection> => {
      // Plain CRUD, indexes and counts only: the read models must run on MongoDB 7 and on FerretDB alike.
      const connection = mongoose.createConnection(env('MONGO_URL', 'mongodb://127.0.0.1:57017/portal'), {
        serverSelectionTimeoutMS: 10000,
        autoIndex: false,
        // At most this many operations at once (the driver queues the rest). FerretDB v1 runs an
        // update as a query whose rows stay open on one PostgreSQL connection while the write takes
        // a second one: as many concurrent updates as its pool has connections (20 here, see
        // scripts/lib/ferretdb.mjs) all hold one and wait for another, forever. The projection runs
        // up to partitions x keys (48) handlers at once, so without this cap a burst wedged it.
        maxPoolSize: envInt('MONGO_MAX_POOL_SIZE', 9),
      });
      connection.on('error', (error: Error) => logger.warn(`mongo: ${error.message}`));
      await connection.asPromise();
      return connection;
    },
    inject: [PortalLogger],
  },
  MongoLifecycle,
];
