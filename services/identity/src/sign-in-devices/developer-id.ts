/** A developer id as the gateway sends it to the sign-in history's internal routes (a UUID). */
export const isDeveloperId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
