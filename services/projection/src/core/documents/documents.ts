import { Inject, Injectable } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { MONGO } from '../mongo.providers';
import { READ_MODEL_COLLECTIONS } from '../read-models';
import { MemoryDocumentStore, MongoDocumentStore, type DocumentStore } from './document-store';

/** The document projections' store: MongoDB, or memory while a rebuild replays the event stores. */
@Injectable()
export class Documents {
  private readonly live: MongoDocumentStore;
  private batch: MemoryDocumentStore | null = null;

  constructor(@Inject(MONGO) private readonly mongo: Connection) {
    this.live = new MongoDocumentStore(mongo);
  }

  get store(): DocumentStore {
    return this.batch ?? this.live;
  }

  /** No document yet: a fresh installation, which Kafka fills from the beginning. */
  async isEmpty(): Promise<boolean> {
    for (const name of READ_MODEL_COLLECTIONS) if (await this.mongo.collection(name).findOne({}, { projection: { _id: 1 } })) return false;
    return true;
  }

  beginRebuild(): void {
    this.batch = new MemoryDocumentStore();
  }

  abortRebuild(): void {
    this.batch = null;
  }

  /** Writes the rebuilt documents into the (dropped) collections; answers how many. */
  async finishRebuild(): Promise<number> {
    const batch = this.batch;
    if (!batch) throw new Error('No rebuild in progress');
    this.batch = null;
    return batch.writeTo(this.mongo);
  }
}
