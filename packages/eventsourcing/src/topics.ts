/**
 * Events travel on one topic per aggregate category: `identity.developer.signed_up` goes to
 * `identity.developer`. Keys are stream ids, so one stream always lands on one partition in order.
 */
export const topicForEventType = (eventType: string): string => {
  const [service, aggregate] = eventType.split('.');
  if (!service || !aggregate) throw new Error(`Event type "${eventType}" must look like service.aggregate.event`);
  return `${service}.${aggregate}`;
};

export const deadLetterTopicFor = (groupId: string): string => `dlq.${groupId}`;
