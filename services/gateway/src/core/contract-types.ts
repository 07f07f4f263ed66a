import type { components, paths } from '@portal/contracts';

/** A named schema of the API contract (contracts/openapi/*.yaml). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];

/** The JSON request body of an operation, for routes whose body is declared inline rather than as a named schema. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;

/** The JSON answer of an operation with the given status. */
export type ResponseBody<P extends keyof paths, M extends keyof paths[P], Status extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (Status extends keyof R ? JsonContent<R[Status]> : never) : never;
