export interface TopicContractInput {
  topic: string;
  owner: string;
  public: boolean;
  eventTypes: string[];
}

export interface EventContractInput {
  envelope: Record<string, unknown>;
  schemas: { file: string; schema: Record<string, unknown> }[];
  topics: TopicContractInput[];
}

export declare const renderEventTypes: (contract: EventContractInput) => string;
export declare const pascal: (dotted: string) => string;
export declare const camel: (dotted: string) => string;
