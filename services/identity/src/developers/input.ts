/** A request body's field as text, or undefined when it is missing or not a string (the rules then say what is wrong). */
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
