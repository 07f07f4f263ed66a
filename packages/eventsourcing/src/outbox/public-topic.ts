import type { TopicSpec } from '../kafka/ensure-topics';

/** A public topic as its owning service's relay creates it: with the retention its contract promises. */
export const publicTopic = (topic: string, retentionMs: number): TopicSpec => ({
  topic,
  configEntries: [{ name: 'retention.ms', value: String(retentionMs) }],
});
