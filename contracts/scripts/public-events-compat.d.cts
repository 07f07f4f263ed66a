type Schemas = Record<string, unknown>;
export declare const incompatibilities: (locked: unknown, current: unknown, path?: string) => string[];
export declare const checkPublicEvents: (locked: Schemas, current: Schemas) => { problems: string[]; unlocked: string[] };
