import type { EnvironmentResult } from './bucketModel';
import { submitErrorMessage } from './submitErrors';

/** Runs one call per environment at once; each answers Success (with what `count` makes of its answer) or its message. */
export async function settleEach<T>(
  targets: readonly string[],
  run: (server: string) => Promise<T>,
  count?: (answer: T) => number,
): Promise<EnvironmentResult[]> {
  const settled = await Promise.allSettled(targets.map(run));
  return settled.map((answer, i): EnvironmentResult => {
    const server = targets[i]!;
    if (answer.status === 'rejected') return { server, ok: false, message: submitErrorMessage(answer.reason) };
    return count ? { server, ok: true, count: count(answer.value) } : { server, ok: true };
  });
}

/**
 * How a run over environments is reported, once (spec 1 §7, §8): one environment asked for that failed is a browser
 * alert with the server's message ("Single-server bucket failure"), and no results modal repeating it; anything else
 * is the results modal, Success or Failed per environment.
 */
export function reportOf(results: readonly EnvironmentResult[]): { alert: string } | { modal: true } {
  const only = results.length === 1 ? results[0] : undefined;
  return only && !only.ok ? { alert: only.message } : { modal: true };
}
