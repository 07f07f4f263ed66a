import type { Kafka } from 'kafkajs';

export interface TopicSpec {
  topic: string;
  numPartitions?: number;
  configEntries?: { name: string; value: string }[];
}

/** Topics are ours to create (auto-creation is off), with the partition count we configure. */
export const ensureTopics = async (kafka: Kafka, topics: readonly TopicSpec[], defaultPartitions: number): Promise<void> => {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t.topic));
    if (missing.length === 0) return;
    await admin.createTopics({
      waitForLeaders: true,
      topics: missing.map((t) => ({
        topic: t.topic,
        numPartitions: t.numPartitions ?? defaultPartitions,
        replicationFactor: Number(process.env.KAFKA_REPLICATION_FACTOR ?? 1),
        configEntries: t.configEntries ?? [],
      })),
    });
  } catch (error) {
    // A replica that lost the creation race sees TOPIC_ALREADY_EXISTS: the topic is there, which is all we want.
    if (!String((error as Error).message).includes('already exists')) throw error;
  } finally {
    await admin.disconnect();
  }
};
