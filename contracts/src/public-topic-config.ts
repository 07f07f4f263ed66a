/**
 * How long the public topics keep their messages (contracts/asyncapi.yaml, each channel's
 * `topicConfiguration`): another team's consumer that was down over a long holiday still finds what it
 * missed. The owning service's relay creates its public topic with it. Internal topics keep the broker's week.
 */
export const PUBLIC_TOPIC_RETENTION_DAYS = 30;
export const PUBLIC_TOPIC_RETENTION_MS = PUBLIC_TOPIC_RETENTION_DAYS * 24 * 60 * 60 * 1000;
