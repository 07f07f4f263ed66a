import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import { env, PortalLogger, Readiness } from '@portal/service-runtime';

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
      });
      connection.on('error', (error: Error) => logger.warn(`mongo: ${error.message}`));
      await connection.asPromise();
      return connection;
    },
    inject: [PortalLogger],
  },
  MongoLifecycle,
];
