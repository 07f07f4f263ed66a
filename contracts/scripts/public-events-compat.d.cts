export declare const incompatibilities: (locked: unknown, current: unknown, path?: string) => string[];
export declare const checkPublicEvents: (dir: string) => { problems: string[]; unlocked: string[] };
